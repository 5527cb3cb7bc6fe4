// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PageKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PageKit", targets: ["PageKit"]),
        .library(name: "TerminalText", targets: ["TerminalText"]),
    ],
    dependencies: [
        .package(path: "../JSONParsing"),
        .package(path: "../../Tests/TestSupport"),
    ],
    targets: [
        .target(
            name: "PageKit",
            dependencies: ["TerminalText", .product(name: "JSONParsing", package: "JSONParsing")]),
        .target(name: "TerminalText", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
        // The few UIKit types the UIKit binding article's code uses, so that its tests compile and run it here.
        .target(name: "UIKitStub", path: "Tests/UIKitStub"),
        .testTarget(
            name: "PageKitTests",
            dependencies: [
                "PageKit", "TerminalText", "UIKitStub", .product(name: "TestSupport", package: "TestSupport"),
            ]),
        .testTarget(
            name: "TerminalTextTests",
            dependencies: ["TerminalText", .product(name: "TestSupport", package: "TestSupport")]),
    ]
)
