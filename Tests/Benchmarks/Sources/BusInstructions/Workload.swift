import ComponentService
import Echo
import EchoInterface

/// One kind of call, made the same way each time.
enum Workload: String, CaseIterable {
    /// The Echo component's typed wrapper: `service.echo.echo("hello")`.
    case typed
    /// A dictionary call by name: `service.call("Echo", "echo", ["text": "hello"])`.
    case raw
    /// The same work called through a protocol: `echoing.echo("hello")`.
    case direct
    /// The same at the level of payloads: `echoing.echo(["text": "hello"])`.
    case directPayload = "direct-payload"
    /// A dictionary call of a component that is not registered.
    case unknown

    /// Makes `count` calls, after one outside the count, so that what a first call sets up is paid the
    /// same whatever the count.
    func run(_ count: Int) throws {
        let component = EchoComponent()
        let service = ComponentService()
        try service.register(component)
        let echoing: any Echoing = component
        let client = service.echo
        switch self {
        case .typed: try repeated(count) { try client.echo("hello") }
        case .raw: try repeated(count) { try service.call(EchoDefine.name, EchoDefine.echo.name, Self.arguments).get() }
        case .direct: repeated(count) { echoing.echo("hello") }
        case .directPayload: try repeated(count) { try echoing.echo(Self.arguments) }
        case .unknown: repeated(count) { service.call("Nope", EchoDefine.echo.name, Self.arguments) }
        }
    }

    /// The echo command's arguments, made anew for each call as a dictionary caller makes them.
    private static var arguments: ComponentPayload { [EchoDefine.text.name: "hello"] }
}

/// Calls `body` once, then `count` times more, keeping each answer.
@inline(__always)
private func repeated<Answer>(_ count: Int, _ body: () throws -> Answer) rethrows {
    blackHole(try body())
    for _ in 0..<count { blackHole(try body()) }
}

/// Keeps `value` from being optimized away.
@inline(never) @_optimize(none)
func blackHole(_ value: some Any) {}
