import ComponentService
import EchoInterface

/// The Echo component: its handlers read the declared arguments and answer the declared results, as the
/// bus's README teaches, and do their work through ``Echoing``, the same code the direct-call baselines run.
public final class EchoComponent: Component, Echoing {
    /// The component's declaration, from its interface.
    public static let descriptor = EchoDefine.descriptor

    /// One handler for each declared command.
    public static let handlers: [ComponentHandler<EchoComponent>] = [
        .sync(EchoDefine.echo) { component, call in
            try ComponentPayload(EchoDefine.echoed, component.echo(call.argument(EchoDefine.text)))
        },
        .responder(EchoDefine.echoLater) { component, call, responder in
            do {
                responder.succeed(
                    try ComponentPayload(EchoDefine.echoed, component.echo(call.argument(EchoDefine.text))))
            } catch {
                responder.fail(error)
            }
        },
        .sync(EchoDefine.work) { component, call in
            try ComponentPayload(EchoDefine.digest, component.work(call.argument(EchoDefine.seed)))
        },
    ]

    /// A component with nothing to hold.
    public init() {}

    /// The text, unchanged.
    public func echo(_ text: String) -> String {
        text
    }

    /// What the echo handler does, at the level of payloads: reads the text and answers it under `echoed`.
    public func echo(_ arguments: ComponentPayload) throws -> ComponentPayload {
        try ComponentPayload(EchoDefine.echoed, echo(EchoDefine.text.read(from: arguments)))
    }

    /// About a microsecond of arithmetic on `seed` (see ``Work``).
    public func work(_ seed: Int) -> Int {
        Work.digest(seed)
    }
}
