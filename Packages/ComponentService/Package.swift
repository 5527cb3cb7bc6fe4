// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ComponentService",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ComponentService", targets: ["ComponentService"])
    ],
    dependencies: [
        .package(path: "../JSONParsing"),
        .package(path: "../../Tests/TestSupport"),
    ],
    targets: [
        .target(name: "ComponentService", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
        .testTarget(
            name: "ComponentServiceTests",
            dependencies: [
                "ComponentService", .product(name: "JSONParsing", package: "JSONParsing"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ]
)
