// swift-tools-version:6.0
import PackageDescription

// End-to-end tests: they run the built `app` binary ($APP_BINARY, else .build/workspace/debug/app) as a user
// would, including through a pseudo-terminal for the interactive mode. `make test` builds the app first.
// So they depend on all the app depends on, which no manifest can state; `make test-changed` reads it here:
// workspace-graph: depends-on ../../App — runs the built app
let package = Package(
    name: "EndToEnd",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: "../../Packages/PageKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                // To measure what the app prints as a terminal would.
                .product(name: "TerminalText", package: "PageKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Tests/EndToEndTests")
    ]
)
