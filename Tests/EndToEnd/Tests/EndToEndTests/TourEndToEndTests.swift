import Testing

@Suite("app tour")
struct TourEndToEndTests {
    @Test("the tour lists the components, then shows a sync call, an async call and a missing command; exit 0")
    func tour() async throws {
        let outcome = try await AppProcess.run(["tour"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        let lines = outcome.stdout.components(separatedBy: "\n")
        #expect(lines.first == "$ app list")
        for component in ["CMS", "Feed", "Main", "Store", "Template"] {
            #expect(lines.contains { $0.hasPrefix("\(component) — ") }, "\(component)")
        }
        #expect(lines.contains("  getAppName(prefix: string) -> (appName: string)"))
        /// The line under the first one that starts with `heading`.
        func answer(under heading: String) -> String? {
            lines.firstIndex { $0.hasPrefix(heading) }.flatMap { lines.indices.contains($0 + 1) ? lines[$0 + 1] : nil }
        }
        #expect(answer(under: "A sync call") == "  → shop-demo")
        #expect(answer(under: "An async call")?.hasPrefix("  → shop-") == true)
        #expect(
            answer(under: "A command that does not exist")
                == "  → error 200: Unsupported command 'getAppColour' in 'Main'")
        #expect(lines.suffix(2) == ["Next: app describe Store · app call Store nearby limit=3 · app help", ""])
    }
}
