// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CMS",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CMSInterface", targets: ["CMSInterface"]),
        .library(name: "CMS", targets: ["CMS"]),
    ],
    dependencies: [
        .package(path: "../ComponentService"),
        .package(path: "../../Tests/TestSupport"),
    ],
    targets: [
        .target(
            name: "CMSInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "CMS",
            dependencies: ["CMSInterface", .product(name: "ComponentService", package: "ComponentService")],
            resources: [.copy("Resources/Pages")]),
        .testTarget(
            name: "CMSTests",
            dependencies: [
                "CMS", "CMSInterface", .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ]
)
