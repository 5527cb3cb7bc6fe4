// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses for the workspace's input decoders, the page diff, the terminal rendering and the
// component registry. Each executable target defines `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`.
// Build and run them with `scripts/fuzz.sh` (`make fuzz SECONDS=60`), which builds with
// `-c release --sanitize=fuzzer --sanitize=address`.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fuzz-json", targets: ["FuzzJSON"]),
        .executable(name: "fuzz-cli", targets: ["FuzzCLI"]),
        .executable(name: "fuzz-page", targets: ["FuzzPage"]),
        .executable(name: "fuzz-diff", targets: ["FuzzDiff"]),
        .executable(name: "fuzz-terminal", targets: ["FuzzTerminal"]),
        .executable(name: "fuzz-registry", targets: ["FuzzRegistry"]),
    ],
    dependencies: [
        .package(path: "../../Packages/ComponentService"),
        .package(path: "../../Packages/PageKit"),
        .package(path: "../../App"),
    ],
    targets: [
        .executableTarget(
            name: "FuzzJSON", dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .executableTarget(
            name: "FuzzCLI",
            dependencies: [
                .product(name: "AppCore", package: "App"),
                .product(name: "ComponentService", package: "ComponentService"),
            ]),
        .executableTarget(name: "FuzzPage", dependencies: [.product(name: "PageKit", package: "PageKit")]),
        .executableTarget(name: "FuzzDiff", dependencies: [.product(name: "PageKit", package: "PageKit")]),
        .executableTarget(
            name: "FuzzTerminal",
            dependencies: [
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
                .product(name: "TerminalText", package: "PageKit"),
            ]),
        .executableTarget(
            name: "FuzzRegistry", dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
    ]
)
