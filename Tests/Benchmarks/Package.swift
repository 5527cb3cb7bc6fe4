// swift-tools-version:6.1
import PackageDescription

// The workspace's benchmarks, run by `make bench`. Benchmark-only dependencies (package-benchmark and
// Swinject, the peer library) stay here, out of the product packages. The bus benchmarks call the Echo
// component, written in its own two modules as the bus's README teaches and imported as an app would.
// workspace-graph: outside-dependencies — measured against a peer library, with package-benchmark
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(path: "../../Packages/ComponentService"),
        .package(path: "../../Packages/PageKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "EchoInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")],
            path: "Sources/EchoInterface"),
        .target(
            name: "Echo",
            dependencies: ["EchoInterface", .product(name: "ComponentService", package: "ComponentService")],
            path: "Sources/Echo"),
        .executableTarget(
            name: "BusBenchmarks",
            dependencies: [
                "Echo", "EchoInterface",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/BusBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "RegistrationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ComponentService", package: "ComponentService"),
            ],
            path: "Benchmarks/RegistrationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageKit", package: "PageKit"), "PageWorkloads",
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "PageBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"), "PageWorkloads",
            ],
            path: "Benchmarks/PageBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // K calls of one bus workload, for callgrind to count their instructions: scripts/instructions.sh.
        .executableTarget(
            name: "BusInstructions",
            dependencies: [
                "Echo", "EchoInterface", .product(name: "ComponentService", package: "ComponentService"),
            ],
            path: "Sources/BusInstructions"),
        // The page benchmarks' workloads, shared with PageInstructions: host-neutral sections, and the
        // terminal's cells that size and render them.
        .target(
            name: "PageWorkloads",
            dependencies: [
                .product(name: "PageKit", package: "PageKit"), .product(name: "PageTerminal", package: "PageKit"),
            ]),
        // K runs of one page-engine workload, for callgrind to count their instructions: scripts/instructions.sh.
        .executableTarget(
            name: "PageInstructions",
            dependencies: [
                "PageWorkloads", .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Sources/PageInstructions"),
        .executableTarget(name: "BenchReport", path: "Sources/BenchReport"),
    ]
)
