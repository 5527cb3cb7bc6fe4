import ComponentService

/// A component under test, `Greeter`, that calls `Echo` through Echo's typed wrapper: what a test replaces
/// Echo by a stub for.
enum GreeterDefine {
    static let name = "Greeter"
    static let who = ComponentKey<String>("who", "Whom to greet.")
    static let greeting = ComponentKey<String>("greeting", "The greeting.")
    static let greet = ComponentCommand.sync("greet", "Greets twice over.", arguments: [who], results: [greeting])
    static let descriptor = ComponentDescriptor(name: name, summary: "Greets through Echo.", commands: [greet])
}

final class GreeterComponent: Component {
    static let descriptor = GreeterDefine.descriptor
    static let handlers: [ComponentHandler<GreeterComponent>] = [
        .sync(GreeterDefine.greet) { _, call in
            let echo = EchoClient(service: call.service)
            let echoed = try echo.echo("hello \(try call.argument(GreeterDefine.who))", times: 2)
            return try ComponentPayload(GreeterDefine.greeting, echoed)
        }
    ]
}

/// A fake Echo of its own type, declaring only the command it fakes: what a test passes when a stub's
/// closures are not enough.
final class FakeEchoComponent: Component {
    static let descriptor = ComponentDescriptor(name: EchoDefine.name, summary: "A fake.", commands: [EchoDefine.echo])
    static let handlers: [ComponentHandler<FakeEchoComponent>] = [
        .sync(EchoDefine.echo) { _, _ in try ComponentPayload(EchoDefine.echoed, "fake") }
    ]
}
