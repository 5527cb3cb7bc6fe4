import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("the toolchain's identity in the manifest cache's key")
struct ToolchainIdentityTests {
    /// A fake toolchain: `bin/swift` a link to `bin/swift-driver`, beside `swift-package` and `swift-frontend`.
    private func toolchain(in fixture: Fixture) throws -> URL {
        let bin = fixture.root.appending(path: "toolchain/usr/bin")
        for program in ["swift-driver", ToolchainIdentity.package, ToolchainIdentity.frontend] {
            try fixture.write("toolchain/usr/bin/\(program)", "#!/bin/sh\n")
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: bin.appending(path: program).path)
        }
        try FileManager.default.createSymbolicLink(
            atPath: bin.appending(path: "swift").path, withDestinationPath: "swift-driver")
        return bin
    }

    #if !os(macOS)  // There, the identity is always what `swift --version` prints.
        @Test("found by name in PATH or by path, through a link, it is the same; it changes when a program does")
        func identity() throws {
            try withFixture { fixture in
                let bin = try toolchain(in: fixture)
                let byName = try #require(
                    ToolchainIdentity.of("swift", searchPath: "/nonexistent:\(bin.path)"))
                #expect(ToolchainIdentity.of(bin.appending(path: "swift").path, searchPath: nil) == byName)
                #expect(String(decoding: byName, as: UTF8.self).contains("swift-driver"))

                try fixture.write("toolchain/usr/bin/swift-frontend", "#!/bin/sh\n# a new build\n")
                let rebuilt = try #require(ToolchainIdentity.of("swift", searchPath: bin.path))
                #expect(rebuilt != byName)
            }
        }

        @Test("an older toolchain's swift, a link to swift-frontend, has one")
        func olderLayout() throws {
            try withFixture { fixture in
                let bin = try toolchain(in: fixture)
                try FileManager.default.removeItem(at: bin.appending(path: "swift"))
                try FileManager.default.createSymbolicLink(
                    atPath: bin.appending(path: "swift").path, withDestinationPath: ToolchainIdentity.frontend)
                #expect(ToolchainIdentity.of("swift", searchPath: bin.path) != nil)
            }
        }
    #endif

    @Test("a swift that is not found, or has no swift-package beside it, has none: swift --version decides")
    func none() throws {
        try withFixture { fixture in
            let bin = try toolchain(in: fixture)
            #expect(ToolchainIdentity.of("swift", searchPath: fixture.root.path) == nil)
            #expect(ToolchainIdentity.of("swift", searchPath: "") == nil)
            #expect(ToolchainIdentity.of(fixture.root.appending(path: "nothing/swift").path, searchPath: nil) == nil)
            try FileManager.default.removeItem(at: bin.appending(path: "swift-package"))
            #expect(ToolchainIdentity.of("swift", searchPath: bin.path) == nil)
        }
    }

    @Test("a proxy that is swift, swift-package and swift-frontend at once (swiftly's) has none")
    func proxy() throws {
        try withFixture { fixture in
            let bin = fixture.root.appending(path: "proxy/bin")
            try fixture.write("proxy/bin/swiftly", "#!/bin/sh\n")
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: bin.appending(path: "swiftly").path)
            for program in ["swift", ToolchainIdentity.package, ToolchainIdentity.frontend] {
                try FileManager.default.createSymbolicLink(
                    atPath: bin.appending(path: program).path, withDestinationPath: "swiftly")
            }
            #expect(ToolchainIdentity.of("swift", searchPath: bin.path) == nil)
        }
    }
}
