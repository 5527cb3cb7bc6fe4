import Foundation

/// A dependency a manifest cannot express, stated as a comment line in it:
/// `// workspace-graph: depends-on ../../App — runs the built app`.
public struct DependsOnComment: Sendable, Hashable {
    /// The line of Package.swift it is on, from 1.
    public var line: Int
    /// The path as written, relative to the package's directory.
    public var path: String
    /// Why, as written after the path (may be empty).
    public var reason: String

    /// Makes a comment record.
    public init(line: Int, path: String, reason: String) {
        self.line = line
        self.path = path
        self.reason = reason
    }

    private static let directive = "workspace-graph:"
    /// The line that lets a package that is not part of the product, such as the benchmarks, depend on
    /// packages outside the workspace: `// workspace-graph: outside-dependencies — measured against peers`.
    static let outsideDependencies = "outside-dependencies"

    /// The `depends-on` lines of a manifest's text. `file` names the manifest in errors; a
    /// `// workspace-graph:` line that is neither a well-formed `depends-on` line nor an `outside-dependencies`
    /// line is an error.
    public static func parse(_ manifestText: String, file: String) throws -> [DependsOnComment] {
        var comments: [DependsOnComment] = []
        for (index, line, body) in directiveLines(of: manifestText) {
            let words = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            if words.first == Substring(outsideDependencies) { continue }
            guard words.count >= 2, words[0] == "depends-on" else {
                throw WorkspaceGraphError.badDirective(file: file, line: index + 1, text: line)
            }
            var reason = words.count > 2 ? String(words[2]) : ""
            for separator in ["—", "–", "--", "-", ":"] where reason.hasPrefix(separator) {
                reason = String(reason.dropFirst(separator.count))
                break
            }
            comments.append(
                DependsOnComment(
                    line: index + 1, path: String(words[1]), reason: reason.trimmingCharacters(in: .whitespaces)))
        }
        return comments
    }

    /// Whether a manifest's text has the `outside-dependencies` line.
    public static func allowsOutsideDependencies(_ manifestText: String) -> Bool {
        directiveLines(of: manifestText).contains { _, _, body in
            body.split(separator: " ", maxSplits: 1).first == Substring(outsideDependencies)
        }
    }

    /// The `// workspace-graph:` comment lines of a manifest's text: each one's index from 0, the line, and
    /// what follows the directive. Lines end as Swift ends them: at a line feed, a CRLF (one `Character`, which
    /// a split on `"\n"` alone would not find) or a carriage return.
    private static func directiveLines(of manifestText: String) -> [(index: Int, line: String, body: String)] {
        let lines = manifestText.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return lines.enumerated().compactMap { index, raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//") else { return nil }
            let comment = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix(directive) else { return nil }
            return (index, line, comment.dropFirst(directive.count).trimmingCharacters(in: .whitespaces))
        }
    }
}
