import Foundation

/// A scratch directory of page files for one test, removed when the test ends.
struct TemporaryPages {
    /// The directory.
    let url: URL

    /// Writes `text` to the file `name` in the directory, replacing what was there.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    /// The path of the file `name` in the directory.
    func path(of name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Runs `body` with a fresh directory holding `files` (name → contents), then removes the directory.
    static func with<T>(_ files: [String: String], _ body: (TemporaryPages) async throws -> T) async throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CMSTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let pages = TemporaryPages(url: url)
        for (name, text) in files { try pages.write(name, text) }
        return try await body(pages)
    }
}

/// A minimal valid page named `id`, with one section.
func pageText(_ id: String, title: String = "Custom") -> String {
    """
    {"id": "\(id)", "title": "\(title)", "sections": [{"id": "s1", "kind": "feed.list", "data": {"page": 1}}]}
    """
}
