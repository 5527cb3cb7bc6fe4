// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Main",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainInterface", targets: ["MainInterface"]),
        .library(name: "Main", targets: ["Main"]),
        .library(name: "MainTerminal", targets: ["MainTerminal"]),
    ],
    dependencies: [
        .package(path: "../ComponentService"),
        .package(path: "../PageKit"),
    ],
    targets: [
        .target(
            name: "MainInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Main",
            dependencies: [
                "MainInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        // The terminal cell of the Main item kind: only a terminal host links it.
        .target(
            name: "MainTerminal",
            dependencies: [
                "Main",
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
        .testTarget(
            name: "MainTests",
            dependencies: [
                "Main",
                "MainInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        .testTarget(
            name: "MainTerminalTests",
            dependencies: [
                "Main",
                "MainInterface",
                "MainTerminal",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
