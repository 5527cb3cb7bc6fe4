import ComponentService
import Foundation
import Main
import TestSupport
import Testing

@testable import AppCore

@Suite("messages cap what they echo")
struct EchoTests {
    @Test("a long text is cut to 200 characters with its length; a long list to 20 names and a count")
    func caps() {
        let long = String(repeatingASCII: "a", count: 131_072)
        #expect("got \(quoted: long)" == "got '\(String(repeating: "a", count: 200))…' (131072 characters)")
        #expect("got \(quoted: "short")" == "got 'short'")
        #expect("\(echo: long)" == "\(String(repeating: "a", count: 200))… (131072 characters)")
        #expect("\(echo: String(repeating: "b", count: 200))" == String(repeating: "b", count: 200))
        let names = (1...100_000).map { "page-\($0)" }
        let listed = "\(names: names)"
        #expect(listed.hasPrefix("page-1, page-2, "))
        #expect(listed.hasSuffix("page-20 and 99980 more"))
        #expect("\(names: ["a", "b"])" == "a, b")
        #expect("\(names: [String]())" == "")
    }

    /// Text that grows a message if echoed whole: long, many-lined, or a long list. Its length is spread evenly
    /// over the orders of magnitude from 201 to 50,000 units, as many a few hundred long as tens of thousands.
    private static func huge(_ random: inout SplitMix64) -> String {
        let unit = ["a", "中", "\u{1B}[2J", "e\u{301}", "/", "=", "#"][Int.random(in: 0..<7, using: &random)]
        let magnitude = Double.random(in: log(201)...log(50_000), using: &random)
        return String(repeating: unit, count: min(max(Int(exp(magnitude)), 201), 50_000))
    }

    @Test("every message about a command line stays short, however long what it repeats")
    func boundedMessages() async throws {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(1)))
        var random = SplitMix64(seed: 0xEC40)
        for round in 0..<60 {
            let text = Self.huge(&random)
            let runs: [[String]] = [
                [text], ["help", text], ["list", text], ["call", text, "x"], ["call", "Main", text],
                ["call", "Main", "getAppName", text], ["call", "Main", "getAppName", "prefix=ok", "\(text)=1"],
                ["call", "Main", "getAppName", "--timeout", text], ["call", "Main", "getAppName", "--\(text)"],
                ["page", "home", "--width", text], ["page", "home", "--select", text], ["page", "a", text],
                ["page", "home", "--\(text)"],
            ]
            for arguments in runs {
                let console = TestConsole()
                _ = await AppRunner(service: service, console: console).run(arguments)
                for line in (console.stdout + "\n" + console.stderr).split(separator: "\n") {
                    #expect(
                        line.count <= 600, "round \(round), \(arguments.map { $0.prefix(20) }): \(line.prefix(300))")
                }
            }
        }
    }
}
