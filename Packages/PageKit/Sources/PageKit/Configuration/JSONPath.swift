internal import JSONParsing

/// JSON paths for diagnostics and errors, such as `$.sections[2].data` or `$["two words"]`, spelled as the
/// parser spells its own (``JSONParsePath``): a key longer than 200 characters is cut, and a control character
/// in it escaped, so that a message naming it stays short and shows as it reads.
enum JSONPath {
    /// The whole document.
    static let root = "$"

    /// The path of member `key` of the object at `path`.
    static func member(_ key: String, of path: String) -> String {
        JSONParsePath.member(key, of: path)
    }

    /// The path of element `index` of the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        JSONParsePath.element(index, of: path)
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

    /// `text` as a JSON string literal, for naming keys and ids in messages: `"kind"`, or
    /// `"aaaa…" (131072 characters)`.
    static func quoted(_ text: String) -> String {
        JSONParsePath.quoted(text)
    }
}
