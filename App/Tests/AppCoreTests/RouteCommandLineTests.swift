import PageKit
import TestSupport
import Testing

@testable import AppCore

@Suite("The command line that shows a route's page")
struct RouteCommandLineTests {
    @Test(
        "parameters become --param, quoted for a shell where they need it; none when --param cannot carry them",
        arguments: [
            (PageRoute(pageID: "store", parameters: ["id": "3"]), "store --param id=3"),
            (PageRoute(pageID: "home"), "home"),
            (PageRoute(pageID: "-draft"), "-- -draft"),
            (PageRoute(pageID: "-draft", parameters: ["id": "3"]), "--param id=3 -- -draft"),
            (PageRoute(pageID: "store", parameters: ["id": "3", "from": "home"]), "store --param from=home,id=3"),
            (PageRoute(pageID: "store", parameters: ["name": "Rose City"]), "store --param 'name=Rose City'"),
            (PageRoute(pageID: "store", parameters: ["q": "it's"]), #"store --param 'q=it'\''s'"#),
            (PageRoute(pageID: "store", parameters: ["list": "a,b"]), nil),
            (PageRoute(pageID: "store", parameters: ["a=b": "1"]), nil),
            (PageRoute(pageID: "store", parameters: ["": "1"]), nil),
        ] as [(PageRoute, String?)])
    func commandLine(route: PageRoute, expected: String?) {
        #expect(route.commandLine == expected)
    }

    @Test("a page a selection opens keeps the size and the mode of the request, and nothing of the page before")
    func opening() {
        let request = PageRequest(
            pageID: "home", width: 50, height: 20, scroll: 4, select: ItemReference("a/#1"), quiet: true,
            interactive: true, delays: ["a": 1], parameters: ["x": "1"])
        let opened = request.opening(PageRoute(pageID: "store", parameters: ["id": "3"]))
        #expect(
            opened
                == PageRequest(
                    pageID: "store", width: 50, height: 20, quiet: true, interactive: true, parameters: ["id": "3"]))
    }

    @Test("a command line it prints reads back, split as a shell splits it, as the same page and parameters (seeded)")
    func readsBack() throws {
        var random = SplitMix64(seed: 0xC0_11DE)
        let pieces = ["a", "id", "3", "-", "x y", "it's", "ü", "\"", "$HOME", "=", "\\", "*", "\t", ""]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
        }
        var readBack = 0
        for _ in 0..<1_000 {
            let pageID = ["store", "-draft", "--", "a-b", "9"].randomElement(using: &random) ?? "store"
            var parameters: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &random) { parameters[text(0...3)] = text(0...4) }
            let route = PageRoute(pageID: pageID, parameters: parameters)
            guard let line = route.commandLine else { continue }
            let request = try PageOptionsParser.parse(Self.shellWords(line))
            #expect(request.pageID == pageID, "\(line)")
            #expect(request.parameters == parameters, "\(line)")
            readBack += 1
        }
        #expect(readBack > 300)
    }

    /// The words a POSIX shell makes of `line`, for the quoting `commandLine` writes: single quotes, and a
    /// backslash outside them.
    private static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word = (word ?? "") + String(character) }
            } else if character == "'" {
                quoted = true
                word = word ?? ""
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
