// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Template",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TemplateInterface", targets: ["TemplateInterface"]),
        .library(name: "Template", targets: ["Template"]),
    ],
    dependencies: [
        .package(path: "../ComponentService")
    ],
    targets: [
        .target(
            name: "TemplateInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Template",
            dependencies: ["TemplateInterface", .product(name: "ComponentService", package: "ComponentService")]),
        .testTarget(
            name: "TemplateTests",
            dependencies: [
                "Template", "TemplateInterface", .product(name: "ComponentService", package: "ComponentService"),
            ]),
    ]
)
