// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Feed",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FeedInterface", targets: ["FeedInterface"]),
        .library(name: "Feed", targets: ["Feed"]),
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
                .product(name: "PageTerminal", package: "PageKit"),
            ],
            resources: [.process("Resources")]),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed",
                "FeedInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
