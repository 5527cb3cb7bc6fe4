// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PageKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PageKit", targets: ["PageKit"])
    ],
    dependencies: [
        .package(path: "../JSONParsing"),
        .package(path: "../../Tests/TestSupport"),
    ],
    targets: [
        .target(name: "PageKit", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
        .testTarget(
            name: "PageKitTests",
            dependencies: ["PageKit", .product(name: "TestSupport", package: "TestSupport")]),
    ]
)
