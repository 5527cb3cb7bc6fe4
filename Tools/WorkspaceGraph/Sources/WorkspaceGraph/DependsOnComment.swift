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

    /// The `depends-on` lines of a manifest's text. `file` names the manifest in errors; a
    /// `// workspace-graph:` line that is not a well-formed `depends-on` line is an error.
    public static func parse(_ manifestText: String, file: String) throws -> [DependsOnComment] {
        var comments: [DependsOnComment] = []
        for (index, rawLine) in manifestText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//") else { continue }
            let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix(directive) else { continue }
            let words = body.dropFirst(directive.count).split(
                separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
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
}
