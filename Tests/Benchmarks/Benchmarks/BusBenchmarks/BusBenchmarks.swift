import Benchmark
import ComponentService
import Dispatch
import Foundation
import Swinject

/// The bus against a direct protocol call of the same handler and against Swinject, in the same run.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]
    let perCall = Benchmark.Configuration(
        metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(3),
        maxIterations: 1_000)
    let component = EchoComponent()
    let service = ComponentService()
    do {
        try service.register(component)
    } catch {
        fatalError("the benchmark's component does not register: \(error)")
    }
    let container = Container()
    container.register(Echoing.self) { _ in component }
    let client = EchoClient(service: service)
    let arguments: ComponentPayload = ["text": "hello"]

    Benchmark("bus direct call through a protocol", configuration: perCall) { benchmark in
        let handler: any Echoing = component
        for _ in benchmark.scaledIterations {
            blackHole(handler.echo(["text": "hello"]))
        }
    }
    Benchmark("bus raw call", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(service.call(EchoDefine.name, EchoDefine.echo.name, ["text": "hello"]))
        }
    }
    Benchmark("bus typed wrapper", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try client.echo("hello"))
        }
    }
    Benchmark("bus typed invoke awaited", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await client.echoAwaited("hello"))
        }
    }
    Benchmark("bus swinject resolve and call", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            guard let handler = container.resolve(Echoing.self) else { fatalError("Swinject lost the registration") }
            blackHole(handler.echo(["text": "hello"]))
        }
    }
    // The floor under the raw call: a lock, two lookups by name and the handler, nothing else.
    let leastBus = LeastBus()
    leastBus.register(EchoDefine.name, EchoDefine.echo.name) { component.echo($0) }
    Benchmark("bus least by-name dispatch", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(leastBus.call(EchoDefine.name, EchoDefine.echo.name, ["text": "hello"]))
        }
    }
    Benchmark("bus unknown component", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(service.call("Nope", EchoDefine.echo.name, ["text": "hello"]))
        }
    }
    Benchmark("bus async command through invoke", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await service.invoke(EchoDefine.name, EchoDefine.echoLater.name, arguments))
        }
    }
    Benchmark("bus async command through the callback", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            let answered = DispatchSemaphore(value: 0)
            service.call(EchoDefine.name, EchoDefine.echoLater.name, arguments) { event in
                if case .completed = event { answered.signal() }
            }
            answered.wait()
        }
    }
    let callsPerRun = 200_000
    let throughput = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .nanoseconds, warmupIterations: 2, maxDuration: .seconds(5),
        maxIterations: 30)
    /// Runs `call` `callsPerRun` times, shared out over `threads` threads that call at once.
    func spread(over threads: Int, _ call: @Sendable () -> Void) {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<(callsPerRun / threads) { call() }
        }
    }
    for threads in [1, 2] {
        Benchmark("bus \(callsPerRun) calls on \(threads) threads", configuration: throughput) { _ in
            spread(over: threads) { blackHole(service.call(EchoDefine.name, EchoDefine.echo.name, ["text": "hello"])) }
        }
        // What two threads gain with the least a shared by-name registry does: one lock and the handler's
        // shared objects, which both threads write to.
        Benchmark("bus \(callsPerRun) least by-name dispatches on \(threads) threads", configuration: throughput) { _ in
            spread(over: threads) { blackHole(leastBus.call(EchoDefine.name, EchoDefine.echo.name, ["text": "hello"])) }
        }
        // What two threads gain on this machine when they share nothing: the ceiling for the figure above.
        Benchmark("bus \(callsPerRun) direct calls on \(threads) threads", configuration: throughput) { _ in
            let handler: any Echoing = component
            spread(over: threads) { blackHole(handler.echo(["text": "hello"])) }
        }
    }
}
