// swift-tools-version:6.0
import PackageDescription

// End-to-end tests: they run the built `app` binary (App/.build/debug/app, or $APP_BINARY) as a user would,
// including through a pseudo-terminal for the interactive mode. `make test` builds the app first.
let package = Package(
    name: "EndToEnd",
    platforms: [.macOS(.v15)],
    targets: [
        .testTarget(name: "EndToEndTests", path: "Tests/EndToEndTests")
    ]
)
