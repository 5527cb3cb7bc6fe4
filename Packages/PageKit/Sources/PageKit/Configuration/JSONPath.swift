/// JSON paths for diagnostics and errors, such as `$.sections[2].data` or `$["two words"]`.
enum JSONPath {
    /// The whole document.
    static let root = "$"

    /// The path of member `key` of the object at `path`.
    static func member(_ key: String, of path: String) -> String {
        isIdentifier(key) ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
    }

    /// The path of element `index` of the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }

    /// The path a decoder's coding path leads to.
    static func path(of codingPath: [any CodingKey]) -> String {
        codingPath.reduce(root) { path, key in
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                return element(index, of: path)
            }
            return member(key.stringValue, of: path)
        }
    }

    /// `text` as a JSON string literal, for naming keys in messages: `"kind"`.
    static func quoted(_ text: String) -> String {
        var quoted = ""
        PageJSON.writeQuoted(text, to: &quoted)
        return quoted
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
