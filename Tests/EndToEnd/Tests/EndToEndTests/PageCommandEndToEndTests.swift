import Foundation
import Testing

@Suite("app page, end to end")
struct PageCommandEndToEndTests {
    @Test("app page home shows the banner, the nearby stores in a carousel and the feed in a grid")
    func home() async throws {
        let outcome = try await AppProcess.run(["page", "home", "--width", "48"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("shop-demo"))
        #expect(outcome.stdout.contains("Stores near you"))
        let lines = outcome.stdout.components(separatedBy: "\n")
        // The carousel shows two stores side by side, the grid two stories, with a separator between rows.
        #expect(lines.contains { $0.hasPrefix("Bluebird Coffee") && $0.contains("Rose City Books") })
        #expect(lines.contains { $0.contains("▌ Night buses") && $0.contains("▌ First frost") })
        #expect(lines.contains { $0.hasPrefix(" ─────") && $0.contains(" ─") })
        #expect(outcome.stdout.contains("Today"))
        #expect(outcome.stdout.components(separatedBy: "\n").allSatisfy { $0.count <= 48 })
        #expect(!outcome.stdout.contains("Diagnostics:"))
    }

    @Test("--scroll prints the viewport there and the exposure events by item")
    func scroll() async throws {
        let outcome = try await AppProcess.run(["page", "home", "--width", "48", "--height", "8", "--scroll", "6"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Exposure (offset 0 → 6):"))
        #expect(outcome.stdout.contains("appeared:    feed/f1, feed/f2"))
        #expect(outcome.stdout.contains("disappeared: banner/"))
    }

    @Test("--select on a store row goes through the chain to the section, which asks Store.detail over the bus")
    func select() async throws {
        let outcome = try await AppProcess.run(["page", "home", "--width", "48", "--select", "nearby/#1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Selected nearby/#1 (section nearby handled it):"))
        #expect(outcome.stdout.contains("1024 SE Hawthorne Blvd"))
        #expect(outcome.stdout.contains("Opens page store (id: 1): app page store --param id=1"))
    }

    @Test("the store page shows the store a parameter names; without one, the details show their error state")
    func storePage() async throws {
        let opened = try await AppProcess.run(["page", "store", "--param", "id=3", "--width", "60"])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.contains("── Store"))
        #expect(opened.stdout.contains("Rose City Books\n  Address: 3410 SE Belmont St"))
        #expect(!opened.stdout.contains("Diagnostics:"))
        let bare = try await AppProcess.run(["page", "store", "--width", "60"])
        #expect(bare.status == 0)
        #expect(bare.stdout.contains("⚠ detail: 'id' must be a store id"))
        let bad = try await AppProcess.run(["page", "store", "--param", "id", "--width", "60"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("app: --param takes KEY=VALUE, several separated by commas; got 'id'"))
    }

    @Test("a bad page still shows everything valid and lists its diagnostics; exit 0")
    func badPage() async throws {
        let outcome = try await AppProcess.run(["page", "broken-demo", "--width", "48"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Diagnostics:"))
        #expect(outcome.stdout.contains("unknown section kind 'weather.today'"))
        #expect(outcome.stdout.contains("renamed to"))
        #expect(outcome.stdout.contains("skipped"))
        let quiet = try await AppProcess.run(["page", "broken-demo", "--width", "48", "--quiet"])
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("Diagnostics:"))
        #expect(quiet.stderr.contains("unknown section kind 'weather.today'"))
    }

    @Test("a config file that is not JSON exits 2 with the parse error and its position")
    func notJSON() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-json-\(UUID().uuidString).json")
        try "{\n  \"id\": \"x\",\n  sections: []\n}".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try await AppProcess.run(["page", "--config", file.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is not JSON: invalid JSON at line 3, column 3"))
    }

    @Test("a page the CMS does not have exits 1 and lists the pages it has")
    func missingPage() async throws {
        let outcome = try await AppProcess.run(["page", "nowhere"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error 300"))
        // The bundled pages, whichever `make page` added: listed in order, the shipped ones among them.
        let listed = outcome.stderr.split(separator: "\n").first { $0.contains("No page 'nowhere'; pages: ") }
        let pages = try #require(listed?.components(separatedBy: "pages: ").last?.components(separatedBy: ", "))
        #expect(Set(["broken-demo", "home", "store", "stores"]).isSubset(of: pages), "\(outcome.stderr)")
        #expect(pages == pages.sorted())
    }

    @Test("CMS_PAGES_DIR points the CMS at a directory of the user's own pages")
    func ownPages() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = #"{"id": "mine", "sections": [{"id": "b", "kind": "main.banner", "data": {"prefix": "mine"}}]}"#
        try page.write(to: directory.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let outcome = try await AppProcess.run(
            ["page", "mine", "--width", "40"], environment: ["CMS_PAGES_DIR": directory.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("mine-demo"))
    }
}
