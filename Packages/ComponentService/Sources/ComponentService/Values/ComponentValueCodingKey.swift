internal import JSONParsing

/// A coding key made by ``ComponentValueEncoder`` and ``ComponentValueDecoder``: an array index or a
/// plain string key.
struct ComponentValueCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?
    /// Whether this key is the position of an element in an array, written `[index]` in error paths.
    let isIndex: Bool

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
        self.isIndex = false
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
        self.isIndex = false
    }

    /// The key of the element at `index` in an array.
    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
        self.isIndex = true
    }

    /// The key under which `superEncoder()` and `superDecoder()` nest, as in `JSONEncoder`.
    static let superKey = ComponentValueCodingKey(stringValue: "super")
}

extension ComponentValueCodingKey {
    /// Writes a coding path JSONPath-style, as the JSON parser writes its paths (`JSONParsePath`): `$`, then
    /// `.name` for a key, `["odd key"]` for a key that is not an identifier, with control characters escaped
    /// and a long key cut, and `[2]` for an array index; a long path keeps its first and last steps.
    static func path(of codingPath: [any CodingKey]) -> String {
        JSONParsePath.text(
            of: codingPath.map { key in
                if let key = key as? ComponentValueCodingKey, key.isIndex, let index = key.intValue {
                    return .index(index)
                }
                return .key(key.stringValue)
            })
    }
}
