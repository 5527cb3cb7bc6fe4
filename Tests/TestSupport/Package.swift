// swift-tools-version:6.0
import PackageDescription

// Helpers the packages' test targets share: a seeded random number generator for randomized tests, and the
// threads, locks and waits of the stress tests. Only test targets depend on it; it depends on Foundation.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"])
    ],
    targets: [
        .target(name: "TestSupport")
    ]
)
