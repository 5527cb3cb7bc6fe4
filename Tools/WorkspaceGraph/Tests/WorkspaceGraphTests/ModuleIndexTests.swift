import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("module owners")
struct ModuleIndexTests {
    @Test("a module's owner: the toolchain, the preferred package's target, the first by path, an outside product")
    func owners() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package("Packages/Shadow", products: [library("Store")], targets: [Target(name: "Store")])
            try fixture.package(
                "Tests/Benchmarks", remote: ["swinject"],
                targets: [Target(name: "Bench", dependencies: [product("Swinject", package: "swinject")])])
            let workspace = try fixture.workspace()
            #expect(workspace.owner(ofModule: "Foundation") == .system)
            #expect(workspace.owner(ofModule: "Store") == .workspace(package: "Packages/Shadow", target: "Store"))
            #expect(
                workspace.owner(ofModule: "Store", preferring: "Packages/Store")
                    == .workspace(package: "Packages/Store", target: "Store"))
            #expect(workspace.owner(ofModule: "Swinject") == .external(identity: "swinject"))
            #expect(workspace.owner(ofModule: "FeedTests") == .workspace(package: "Packages/Feed", target: "FeedTests"))
            #expect(workspace.owner(ofModule: "CoreLocation") == .unknown)
        }
    }

    @Test("a module two outside packages bring is the first one's, in the order of packages and dependencies")
    func firstOutsideOwner() throws {
        try withFixture { fixture in
            try fixture.package(
                "Tests/A", remote: ["first", "second"],
                targets: [
                    Target(
                        name: "A",
                        dependencies: [product("Log", package: "first"), product("Log", package: "second")])
                ])
            try fixture.package(
                "Tests/B", remote: ["third"],
                targets: [Target(name: "B", dependencies: [product("Log", package: "third")])])
            #expect(try fixture.workspace().owner(ofModule: "Log") == .external(identity: "first"))
        }
    }
}
