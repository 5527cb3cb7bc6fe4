import Testing

@testable import WorkspaceGraph

@Suite("ImportScanner")
struct ImportScannerTests {
    private func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    @Test("finds plain, attributed, access-controlled, kind and submodule imports")
    func forms() {
        let source = """
            import Foundation
            @testable import Store
            @_exported import StoreInterface
            public import PageKit
            internal import JSONParsing
            package import Alpha
            @preconcurrency import Beta
            @_spi(Private) import Gamma
            import struct Delta.Value
            import func Epsilon.run
            import enum Zeta.Kind
            import Eta.Submodule
            """
        #expect(
            modules(source) == [
                "Foundation", "Store", "StoreInterface", "PageKit", "JSONParsing", "Alpha", "Beta", "Gamma", "Delta",
                "Epsilon", "Zeta", "Eta",
            ])
        let testable = ImportScanner.imports(in: source)[1]
        #expect(testable.attributes == ["testable"])
        #expect(testable.line == 2)
    }

    @Test("a module's name holds every digit, 0 to 9")
    func digitsInNames() {
        #expect(modules("import SQLite3\nimport Base9\nimport X0Y9Z\n") == ["SQLite3", "Base9", "X0Y9Z"])
        #expect(TestUmbrella.Member.moduleName(ofTarget: "V9-Tests") == "V9_Tests")
    }

    @Test("finds a declaration over several lines, after a byte order mark, and several on one line")
    func layouts() {
        let source =
            "\u{FEFF}import Foundation; import Feed\n@testable\nimport Store\nimport\n\n    PageKit\n"
            + "public\nimport struct\n  Delta.Value\n@MainActor\nfunc run() {}\nlet important = 1\n"
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["Foundation", "Feed", "Store", "PageKit", "Delta"])
        #expect(found.map(\.line) == [1, 1, 2, 4, 7])
        #expect(found[2].attributes == ["testable"])
    }

    @Test("reads a vertical tab or a form feed between the words of a declaration as Swift does, as a space")
    func otherWhitespace() {
        #expect(
            modules("import\u{0C}Store\nimport\u{0B}Feed\n@testable\u{0C}import Main\n") == ["Store", "Feed", "Main"])
        #expect(modules("import struct\u{0B}Delta.Value\npublic\u{0C}import PageKit\n") == ["Delta", "PageKit"])
    }

    @Test("takes a carriage return alone for a line break, as Swift does, and counts its lines")
    func carriageReturns() {
        let found = ImportScanner.imports(
            in: "// header\rimport Store\r\rimport Feed // why\r@testable import Main\r")
        #expect(found.map(\.module) == ["Store", "Feed", "Main"])
        #expect(found.map(\.line) == [2, 4, 5])
        #expect(modules("import Store\r\nimport Feed\r\n") == ["Store", "Feed"])
    }

    @Test("tells a name in code from one in a comment, a string or a longer name")
    func mentions() {
        #expect(ImportScanner.mentions("XCTestCase", in: "final class P: XCTestCase {}"))
        #expect(!ImportScanner.mentions("XCTestCase", in: "// XCTestCase\nlet s = \"XCTestCase\""))
        #expect(!ImportScanner.mentions("XCTestCase", in: "class P: MyXCTestCase, XCTestCaseLike {}"))
    }

    @Test("reports line numbers and finds imports inside #if blocks")
    func lines() {
        let source = """
            // header

            #if canImport(Glibc)
                import Glibc
            #elseif os(macOS)
                import Darwin
            #endif
            import Store; import Feed
            """
        let imports = ImportScanner.imports(in: source)
        #expect(imports.map(\.module) == ["Glibc", "Darwin", "Store", "Feed"])
        #expect(imports.map(\.line) == [4, 6, 8, 8])
    }

    @Test("ignores line comments, nested block comments and doc comments")
    func comments() {
        let source = """
            // import Hidden1
            /// import Hidden2
            /* import Hidden3
               /* nested */ import Hidden4
            */
            import Visible // import Hidden5
            /** import Hidden6 */ import AfterComment
            """
        #expect(modules(source) == ["Visible", "AfterComment"])
    }

    @Test("ignores string literals: single-line, multi-line, raw and interpolated")
    func strings() {
        let source = ##"""
            let a = "import Hidden1"
            let b = """
                import Hidden2
                a line with \"""quotes\""" and \(call("import Hidden3"))
                import Hidden4
                """
            let c = #"import Hidden5 "quoted" \(not interpolated)"#
            let d = #"""
                import Hidden6
                """#
            let e = "\(f(")")) import Hidden7"
            import Visible
            """
            import Hidden8
            """
            import AlsoVisible
            """##
        #expect(modules(source) == ["Visible", "AlsoVisible"])
        #expect(ImportScanner.imports(in: source).map(\.line) == [12, 16])
    }

    @Test("ignores extended regex literals, on one line or several")
    func regexLiterals() {
        let source = #"""
            let a = #/x/*/#
            import Visible
            let b = ##/"/##; import AfterRegex
            let c = #/
              import Hidden1 /* \/#
            /#
            let d = #/a\/#/#
            import AlsoVisible
            let e = 6 / 2 /* import Hidden2 */
            """#
        #expect(modules(source) == ["Visible", "AfterRegex", "AlsoVisible"])
        #expect(ImportScanner.imports(in: source).map(\.line) == [2, 3, 8])
        // Spaces after `#/`, or a carriage return, still open a literal of several lines.
        #expect(modules("let r = #/   \n  /*\n/#\nimport Visible\n") == ["Visible"])
        #expect(modules("let r = #/\r\n  import Hidden\r\n/#\r\nimport Visible\r\n") == ["Visible"])
    }

    @Test("does not take other words or members for imports")
    func notImports() {
        let source = """
            let importer = 1
            importFoo()
            x.import(Foo)
            func f(import value: Int) {}
            import
            """
        #expect(modules(source).isEmpty)
    }

    @Test("finds declarations with package access, in code only, whatever follows the modifier")
    func packageAccess() {
        for declaring in [
            "package func f() {}", "  @usableFromInline package var x = 1", "package init(x: Int) {}",
            "package\nfunc split() {}", "package\u{0C}func formFeed() {}", "package\tnonisolated let y = 2",
            "package(set) var z = 0", "package subscript(i: Int) -> Int { i }", "package\r\nstruct S {}",
            "let a = 1\r\npackage static let b = 2",
        ] {
            #expect(ImportScanner.declaresPackageAccess(in: declaring), "\(declaring.debugDescription)")
        }
    }

    @Test("a package symbol whose setter has narrower access (`package private(set)`) declares package access")
    func packageAccessWithNarrowerSetter() {
        for declaring in [
            "package private(set) var counter = 0", "struct S { package internal(set) var y = 0 }",
            "struct S { package fileprivate(set) var z = 0 }", "package distributed actor A {}",
        ] {
            #expect(ImportScanner.declaresPackageAccess(in: declaring), "\(declaring.debugDescription)")
        }
        for other in [
            "let package = Package(name: \"x\")", "// package func hidden()", "let s = \"package func f()\"",
            "package import Alpha", "func f(package: Int) {}", "/* package\nfunc f() */", "package",
            "packages func f() {}", ".package(path: \"../X\")",
        ] {
            #expect(!ImportScanner.declaresPackageAccess(in: other), "\(other.debugDescription)")
        }
    }

    @Test("blanking keeps newlines and code")
    func blanking() {
        let code = String(decoding: ImportScanner.codeOnly("a /* b\nc */ \"d\" e // f\ng"), as: UTF8.self)
        #expect(code == "a     \n         e     \ng")
    }
}
