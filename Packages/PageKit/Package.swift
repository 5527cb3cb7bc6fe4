// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PageKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PageKit", targets: ["PageKit"]),
        .library(name: "PageTerminal", targets: ["PageTerminal"]),
        .library(name: "TerminalText", targets: ["TerminalText"]),
    ],
    dependencies: [
        .package(path: "../JSONParsing"),
        .package(path: "../../Tests/TestSupport"),
    ],
    targets: [
        // The host-neutral core: it renders nothing.
        .target(name: "PageKit", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
        // The terminal binding: cells per kind as lines of text, the renderer, and the host the app uses.
        .target(name: "PageTerminal", dependencies: ["PageKit", "TerminalText"]),
        .target(name: "TerminalText", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
        // The few UIKit types the UIKit binding article's code uses, so that its tests compile and run it here.
        .target(name: "UIKitStub", path: "Tests/UIKitStub"),
        .testTarget(
            name: "PageKitTests",
            dependencies: [
                "PageKit", "UIKitStub", .product(name: "JSONParsing", package: "JSONParsing"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
        .testTarget(
            name: "PageTerminalTests",
            dependencies: [
                "PageKit", "PageTerminal", "TerminalText", .product(name: "TestSupport", package: "TestSupport"),
            ]),
        .testTarget(
            name: "TerminalTextTests",
            dependencies: ["TerminalText", .product(name: "TestSupport", package: "TestSupport")]),
    ]
)
