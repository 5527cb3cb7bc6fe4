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
    /// Writes a coding path JSONPath-style: `$`, then `.name` for a key, `["odd key"]` for a key that is
    /// not an identifier, and `[2]` for an array index.
    static func path(of codingPath: [any CodingKey]) -> String {
        var path = "$"
        for key in codingPath {
            if let key = key as? ComponentValueCodingKey, key.isIndex, let index = key.intValue {
                path += "[\(index)]"
            } else if isIdentifier(key.stringValue) {
                path += ".\(key.stringValue)"
            } else {
                path += "[\(String(reflecting: key.stringValue))]"
            }
        }
        return path
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
