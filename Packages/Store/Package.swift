// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Store",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "StoreInterface", targets: ["StoreInterface"]),
        .library(name: "Store", targets: ["Store"]),
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
                .product(name: "PageTerminal", package: "PageKit"),
            ],
            resources: [.process("Resources")]),
        .testTarget(
            name: "StoreTests",
            dependencies: [
                "Store",
                "StoreInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
