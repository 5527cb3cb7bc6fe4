import ComponentService

/// The benchmark's workload: a sync command with a one-key argument and a one-key result, and the same
/// answered through the responder for the async comparison.
enum EchoDefine {
    static let name = "Echo"
    static let text = ComponentKey<String>("text", "The text to echo.")
    static let echoed = ComponentKey<String>("echoed", "The text.")
    static let echo = ComponentCommand("echo", "Echoes the text.", arguments: [text], results: [echoed])
    static let echoLater = ComponentCommand(
        "echoLater", "Echoes the text through the responder.", execution: .async, arguments: [text],
        results: [echoed])
    static let descriptor = ComponentDescriptor(name: name, summary: "Echoes.", commands: [echo, echoLater])
}

/// The handler as a protocol, for the direct-call baseline and for Swinject.
protocol Echoing: Sendable {
    func echo(_ arguments: ComponentPayload) -> ComponentPayload
}

final class EchoComponent: Component, Echoing {
    static let descriptor = EchoDefine.descriptor
    static let handlers: [ComponentHandler<EchoComponent>] = [
        .sync(EchoDefine.echo) { component, call in component.echo(call.arguments) },
        .responder(EchoDefine.echoLater) { component, call, responder in
            responder.succeed(component.echo(call.arguments))
        },
    ]

    /// The handler itself: the same code the bus runs.
    func echo(_ arguments: ComponentPayload) -> ComponentPayload {
        ["echoed": arguments["text"] ?? .null]
    }
}

/// The typed wrapper, as a component package ships it: a sync command's wrapper answers now; an async
/// command's is awaited.
struct EchoClient: Sendable {
    let service: ComponentService

    func echo(_ text: String) throws(ComponentError) -> String {
        try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text(text)).value(EchoDefine.echoed)
    }

    /// The same sync command awaited through `invoke`, the form an async command's wrapper takes: what
    /// awaiting costs a call.
    nonisolated(nonsending) func echoAwaited(_ text: String) async throws(ComponentError) -> String {
        try await service.invoke(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text(text)).value(EchoDefine.echoed)
    }
}
