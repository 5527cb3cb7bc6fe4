import Foundation
import Testing

@Suite("Duplicate JSON keys, end to end")
struct DuplicateKeyEndToEndTests {
    /// A page whose banner's data holds `prefix` twice.
    private static let page =
        #"{"id": "twice","# + "\n"
        + #"  "sections": [{"id": "a", "kind": "main.banner", "data": {"prefix": "x", "prefix": "y"}}]}"#

    private static let problem =
        #"invalid JSON at line 2, column 75: duplicate key "prefix" at $.sections[0].data.prefix, "#
        + "first at line 2, column 60"

    /// Runs the app with `twice.json` holding ``page`` in a fresh directory, written as `$DIR` in `arguments`,
    /// `environment` and the output.
    private func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> AppProcess.Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.page.write(to: directory.appendingPathComponent("twice.json"), atomically: true, encoding: .utf8)
        let outcome = try await AppProcess.run(
            arguments.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) },
            environment: environment.mapValues { $0.replacingOccurrences(of: "$DIR", with: directory.path) })
        return AppProcess.Outcome(
            status: outcome.status, stdout: outcome.stdout,
            stderr: outcome.stderr.replacingOccurrences(of: directory.path, with: "$DIR"))
    }

    @Test("a --config file with a key written twice exits 2 naming the key's path, line and column")
    func configFile() async throws {
        let outcome = try await run(["page", "--config", "$DIR/twice.json"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "app: $DIR/twice.json is not JSON: \(Self.problem)\n")
    }

    @Test("a CMS page file with a key written twice is error 400 naming the key's path; exit 1")
    func pagesDirectory() async throws {
        let outcome = try await run(["page", "twice"], environment: ["CMS_PAGES_DIR": "$DIR"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "app: error 400: Page 'twice' in $DIR/twice.json is not valid: \(Self.problem)\n")
    }

    @Test(
        "a key written twice in --json or in a key=value read as JSON exits 2 naming its path",
        arguments: [
            (
                ["call", "Main", "getAppName", "--json", #"{"prefix": "a", "prefix": "b"}"#],
                #"app: --json is not valid JSON: invalid JSON at line 1, column 17: duplicate key "prefix" at $.prefix, "#
                    + "first at line 1, column 2"
            ),
            (
                ["call", "Main", "getAppName", "prefix=x", #"extra={"a": [1, {"b": 1, "b": 2}]}"#],
                #"app: 'extra' is not valid JSON: invalid JSON at line 1, column 20: duplicate key "b" at $.a[1].b, "#
                    + "first at line 1, column 12"
            ),
        ])
    func commandLine(arguments: [String], message: String) async throws {
        let outcome = try await AppProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == message + "\nRun 'app help call' for usage.\n")
    }
}
