// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ComponentService",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ComponentService", targets: ["ComponentService"])
    ],
    targets: [
        .target(name: "ComponentService"),
        .testTarget(name: "ComponentServiceTests", dependencies: ["ComponentService"]),
    ]
)
