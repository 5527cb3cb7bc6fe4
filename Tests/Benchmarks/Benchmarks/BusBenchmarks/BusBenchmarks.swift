import Benchmark

/// The bus, called as an app calls it: the Echo component, from its own modules, through its typed wrapper
/// and by name with a dictionary, against a direct protocol call of the same work and against Swinject, in
/// the same run; then what two threads gain when each call does about a microsecond of work.
let benchmarks: @Sendable () -> Void = {
    let workload = BusWorkload()
    callBenchmarks(workload)
    throughputBenchmarks(workload)
}
