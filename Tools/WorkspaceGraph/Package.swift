// swift-tools-version:6.0
import PackageDescription

// `workspace-graph`: reads the workspace's manifests (through `swift package dump-package`, cached in
// .build/workspace-graph), checks that every import is declared, selects the packages a change affects, and
// draws the target graph. Foundation only.
let package = Package(
    name: "WorkspaceGraph",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workspace-graph", targets: ["workspace-graph"]),
        .library(name: "WorkspaceGraph", targets: ["WorkspaceGraph"]),
    ],
    targets: [
        .target(name: "WorkspaceGraph"),
        .executableTarget(name: "workspace-graph", dependencies: ["WorkspaceGraph"]),
        .testTarget(name: "WorkspaceGraphTests", dependencies: ["WorkspaceGraph"]),
    ]
)
