// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../Packages/ComponentService"),
        .package(path: "../Packages/Main"),
    ],
    targets: [
        .executableTarget(
            name: "app",
            dependencies: [
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "Main", package: "Main"),
                .product(name: "MainInterface", package: "Main"),
            ])
    ]
)
