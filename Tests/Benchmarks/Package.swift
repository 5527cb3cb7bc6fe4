// swift-tools-version:6.1
import PackageDescription

// The workspace's benchmarks, run by `make bench`. Benchmark-only dependencies (package-benchmark and
// Swinject, the peer library) stay here, out of the product packages.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(path: "../../Packages/ComponentService"),
        .package(path: "../../Packages/PageKit"),
    ],
    targets: [
        .executableTarget(
            name: "BusBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/BusBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageKit", package: "PageKit"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "PageBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageKit", package: "PageKit"),
            ],
            path: "Benchmarks/PageBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(name: "BenchReport", path: "Sources/BenchReport"),
    ]
)
