// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Template",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TemplateInterface", targets: ["TemplateInterface"]),
        .library(name: "Template", targets: ["Template"]),
        .library(name: "TemplateTerminal", targets: ["TemplateTerminal"]),
    ],
    dependencies: [
        .package(path: "../ComponentService"),
        .package(path: "../PageKit"),
    ],
    targets: [
        .target(
            name: "TemplateInterface",
            dependencies: [.product(name: "ComponentService", package: "ComponentService")]),
        .target(
            name: "Template",
            dependencies: [
                "TemplateInterface",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        // The terminal cells of the Template item kinds: only a terminal host links them.
        .target(
            name: "TemplateTerminal",
            dependencies: [
                "Template",
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
            ]),
        .testTarget(
            name: "TemplateTests",
            dependencies: [
                "Template", "TemplateInterface", .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"),
            ]),
        .testTarget(
            name: "TemplateTerminalTests",
            dependencies: [
                "Template", "TemplateTerminal", .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "PageKit", package: "PageKit"), .product(name: "PageTerminal", package: "PageKit"),
            ]),
    ]
)
