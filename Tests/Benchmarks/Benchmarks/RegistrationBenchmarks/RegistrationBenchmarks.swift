import Benchmark
import ComponentService

/// Registration that scales: on a fresh service, register the first N generated component types lazily and
/// call each once (which creates it), for N = 100 and N = 1,000. The report divides each by N.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 3,
        maxDuration: .seconds(5), maxIterations: 200)
    for count in [100, 1_000] {
        let types = generatedComponents.prefix(count)
        let names = (0..<count).map(GeneratedDefine.name)
        Benchmark("registration of \(count) components and a call of each", configuration: configuration) {
            benchmark in
            let service = ComponentService()
            benchmark.startMeasurement()
            do {
                for type in types { try type.registerLazily(in: service) }
                for name in names { blackHole(try service.call(GeneratedDefine.ping, on: name)) }
            } catch {
                fatalError("a generated component did not register or answer: \(error)")
            }
            benchmark.stopMeasurement()
            // The service is released after the measurement: releasing is not part of registering.
            blackHole(service)
        }
    }
}
