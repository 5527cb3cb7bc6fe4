// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Store",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "StoreInterface", targets: ["StoreInterface"]),
        .library(name: "Store", targets: ["Store"]),
        .library(name: "StoreTerminal", targets: ["StoreTerminal"]),
    ],
    dependencies: [
        .package(path: "../ComponentService"),
        .package(path: "../PageKit"),
    ],
    targets: [
        .target(
            name: "StoreInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Store",
            dependencies: [
                "StoreInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ],
            resources: [.process("Resources")]),
        // The terminal cells of the Store item kinds: only a terminal host links them.
        .target(
            name: "StoreTerminal",
            dependencies: [
                "Store",
                "StoreInterface",
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
        .testTarget(
            name: "StoreTests",
            dependencies: [
                "Store",
                "StoreInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        .testTarget(
            name: "StoreTerminalTests",
            dependencies: [
                "Store",
                "StoreInterface",
                "StoreTerminal",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
