// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Main",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainInterface", targets: ["MainInterface"]),
        .library(name: "Main", targets: ["Main"]),
    ],
    dependencies: [
        .package(path: "../ComponentService")
    ],
    targets: [
        .target(
            name: "MainInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Main",
            dependencies: ["MainInterface", .product(name: "ComponentService", package: "ComponentService")]),
        .testTarget(name: "MainTests", dependencies: ["Main", "MainInterface"]),
    ]
)
