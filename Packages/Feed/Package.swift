// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Feed",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FeedInterface", targets: ["FeedInterface"]),
        .library(name: "Feed", targets: ["Feed"]),
        .library(name: "FeedTerminal", targets: ["FeedTerminal"]),
    ],
    dependencies: [
        .package(path: "../ComponentService"),
        .package(path: "../JSONParsing"),
        .package(path: "../PageKit"),
    ],
    targets: [
        .target(
            name: "FeedInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Feed",
            dependencies: [
                "FeedInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "JSONParsing", package: "JSONParsing"),
                .product(name: "PageKit", package: "PageKit"),
            ],
            resources: [.process("Resources")]),
        // The terminal cells of the Feed item kinds: only a terminal host links them.
        .target(
            name: "FeedTerminal",
            dependencies: [
                "Feed",
                "FeedInterface",
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed",
                "FeedInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        .testTarget(
            name: "FeedTerminalTests",
            dependencies: [
                "Feed",
                "FeedInterface",
                "FeedTerminal",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
