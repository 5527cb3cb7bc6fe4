// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "app", targets: ["app"]),
        .library(name: "AppCore", targets: ["AppCore"]),
    ],
    dependencies: [
        .package(path: "../Packages/ComponentService"),
        .package(path: "../Packages/CMS"),
        .package(path: "../Packages/Feed"),
        .package(path: "../Packages/Main"),
        .package(path: "../Packages/PageKit"),
        .package(path: "../Packages/Store"),
        .package(path: "../Packages/Template"),
        .package(path: "../Tests/TestSupport"),
        // scaffold: packages
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "CMSInterface", package: "CMS"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
                .product(name: "TerminalText", package: "PageKit"),
            ]),
        .executableTarget(
            name: "app",
            dependencies: [
                "AppCore",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "CMS", package: "CMS"),
                .product(name: "Feed", package: "Feed"),
                .product(name: "FeedTerminal", package: "Feed"),
                .product(name: "Main", package: "Main"),
                .product(name: "MainInterface", package: "Main"),
                .product(name: "MainTerminal", package: "Main"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
                .product(name: "Store", package: "Store"),
                .product(name: "StoreTerminal", package: "Store"),
                .product(name: "Template", package: "Template"),
                .product(name: "TemplateTerminal", package: "Template"),
                // scaffold: products
            ]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore",
                .product(name: "ComponentService", package: "ComponentService"),
                .product(name: "CMS", package: "CMS"),
                .product(name: "Main", package: "Main"),
                .product(name: "MainInterface", package: "Main"),
                .product(name: "PageKit", package: "PageKit"),
                .product(name: "PageTerminal", package: "PageKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ]
)
