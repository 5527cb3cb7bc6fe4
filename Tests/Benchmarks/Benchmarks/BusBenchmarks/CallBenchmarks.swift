import Benchmark
import ComponentService
import Dispatch
import Echo
import EchoInterface

/// One call at a time: the bus's typed and dictionary calls, their direct-call and Swinject baselines, a
/// call that fails, and an async command awaited against the same through a callback.
func callBenchmarks(_ workload: BusWorkload) {
    let perCall = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 10,
        scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 1_000)
    let service = workload.service
    let client = service.echo

    Benchmark("bus direct call", configuration: perCall) { benchmark in
        let direct = workload.direct
        for _ in benchmark.scaledIterations {
            blackHole(direct.echo("hello"))
        }
    }
    Benchmark("bus direct payload call", configuration: perCall) { benchmark in
        let direct = workload.direct
        for _ in benchmark.scaledIterations {
            blackHole(try direct.echo(BusWorkload.arguments))
        }
    }
    Benchmark("bus typed call", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try client.echo("hello"))
        }
    }
    Benchmark("bus raw call", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(service.call(EchoDefine.name, EchoDefine.echo.name, BusWorkload.arguments))
        }
    }
    Benchmark("bus swinject resolve and call", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            guard let direct = workload.container.resolve(Echoing.self) else {
                fatalError("Swinject lost the registration")
            }
            blackHole(direct.echo("hello"))
        }
    }
    Benchmark("bus unknown component", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(service.call("Nope", EchoDefine.echo.name, BusWorkload.arguments))
        }
    }
    Benchmark("bus async command through the typed wrapper", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await client.echoLater("hello"))
        }
    }
    Benchmark("bus async command through the callback", configuration: perCall) { benchmark in
        for _ in benchmark.scaledIterations {
            let answered = DispatchSemaphore(value: 0)
            service.call(EchoDefine.name, EchoDefine.echoLater.name, BusWorkload.arguments) { event in
                if case .completed = event { answered.signal() }
            }
            answered.wait()
        }
    }
}
