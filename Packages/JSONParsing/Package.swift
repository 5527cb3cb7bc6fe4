// swift-tools-version:6.0
import PackageDescription

// The strict JSON parser that ComponentService and PageKit share. It depends on nothing but the standard
// library, so any package may use it without taking on Foundation or the bus.
let package = Package(
    name: "JSONParsing",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "JSONParsing", targets: ["JSONParsing"])
    ],
    dependencies: [
        .package(path: "../../Tests/TestSupport")
    ],
    targets: [
        .target(name: "JSONParsing"),
        .testTarget(
            name: "JSONParsingTests",
            dependencies: ["JSONParsing", .product(name: "TestSupport", package: "TestSupport")]),
    ]
)
