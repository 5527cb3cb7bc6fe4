import PageKit
import Testing

@Suite("A section's delay and timeout in the page configuration")
struct SectionLoadingConfigurationTests {
    private func decode(_ section: [String: PageJSON]) -> (SectionConfiguration?, [PageDiagnostic]) {
        var members = section
        members["id"] = members["id"] ?? "feed"
        members["kind"] = members["kind"] ?? "feed.list"
        let page = PageConfiguration.decode(["id": "home", "sections": [.object(members)]])
        return (page.sections.first, page.diagnostics)
    }

    @Test("absent or null: no delay and a timeout of 10 s")
    func defaults() {
        for section: [String: PageJSON] in [[:], ["delay": nil, "timeout": nil]] {
            let (decoded, diagnostics) = decode(section)
            #expect(decoded?.loading == SectionLoading())
            #expect(decoded?.loading.delay == .zero)
            #expect(decoded?.loading.timeout == .seconds(10))
            #expect(diagnostics.isEmpty)
        }
    }

    @Test("whole and fractional seconds are read as given")
    func seconds() {
        let (decoded, diagnostics) = decode(["delay": 2, "timeout": 0.5])
        #expect(decoded?.loading.delay == .seconds(2))
        #expect(decoded?.loading.timeout == .milliseconds(500))
        #expect(diagnostics.isEmpty)
    }

    @Test(
        "a value outside its limits is clamped, one that is not a number is replaced by the default, each with a warning",
        arguments: [
            ("delay", PageJSON.int(-1), Duration.zero, "\"delay\" is -1 s, outside 0 s to 60 s; 0 s is used"),
            ("delay", .double(1e300), .seconds(60), "\"delay\" is 1e+300 s, outside 0 s to 60 s; 60 s is used"),
            ("delay", .string("2"), .zero, "\"delay\" is not a number of seconds (found a string); 0 s is used"),
            ("timeout", .int(0), .milliseconds(10), "\"timeout\" is 0 s, outside 0.01 s to 600 s; 0.01 s is used"),
            (
                "timeout", .int(Int.max), .seconds(600),
                "\"timeout\" is 9.223372036854776e+18 s, outside 0.01 s to 600 s; 600 s is used"
            ),
            (
                "timeout", .bool(true), .seconds(10),
                "\"timeout\" is not a number of seconds (found a Boolean); 10 s is used"
            ),
            (
                "timeout", .array([]), .seconds(10),
                "\"timeout\" is not a number of seconds (found an array); 10 s is used"
            ),
        ])
    func invalid(key: String, value: PageJSON, used: Duration, message: String) {
        let (decoded, diagnostics) = decode([key: value])
        let loading = decoded?.loading
        #expect((key == "delay" ? loading?.delay : loading?.timeout) == used)
        #expect(diagnostics.map(\.code) == [.invalidSetting])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.path == "$.sections[0].\(key)")
        #expect(diagnostics.first?.message == message)
    }

    @Test("a renamed duplicate keeps its own delay and timeout")
    func renamedDuplicate() {
        let page = PageConfiguration.decode([
            "id": "home",
            "sections": [
                ["id": "feed", "kind": "feed.list"],
                ["id": "feed", "kind": "feed.list", "delay": 1, "timeout": 2],
            ],
        ])
        #expect(page.sections.map(\.id) == ["feed", "feed#2"])
        #expect(page.sections.last?.loading == SectionLoading(delay: 1, timeout: 2))
    }

    @Test("SectionLoading clamps what a caller passes, NaN included")
    func clamping() {
        #expect(SectionLoading(delay: .nan, timeout: .nan) == SectionLoading(delay: 0, timeout: 0.01))
        #expect(SectionLoading(delay: .infinity, timeout: -.infinity) == SectionLoading(delay: 60, timeout: 0.01))
    }

    @Test("durations give the same loading as seconds, clamped alike, and a section takes a loading in a copy")
    func durations() {
        #expect(
            SectionLoading(delay: .milliseconds(1_500), timeout: .seconds(3))
                == SectionLoading(delay: 1.5, timeout: 3))
        #expect(
            SectionLoading(delay: .seconds(3_600), timeout: .zero) == SectionLoading(delay: 60, timeout: 0.01))

        let section = SectionConfiguration(id: "feed", kind: "feed")
        let delayed = section.loading(SectionLoading(delay: .seconds(2), timeout: .seconds(5)))
        #expect(delayed.loading == SectionLoading(delay: 2, timeout: 5))
        #expect(section.loading == SectionLoading())
        #expect(delayed.id == section.id && delayed.kind == section.kind)
    }
}
