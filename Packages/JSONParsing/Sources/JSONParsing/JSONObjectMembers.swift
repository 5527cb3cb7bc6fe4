/// The members of an object as the parser read them, in the order of the text, for a builder to make its
/// object of (``JSONValueBuilder/object(_:)``).
///
/// JSON text may hold a key twice, which the parser refuses. The members come out only through
/// ``dictionary()`` and ``ordered()``, which both tell: each is `nil` when a key appears twice, and a builder
/// then returns `nil` too, which the parser reports as a ``JSONParseError/Code/duplicateKey`` error.
///
/// A view of the parser's own storage: it is made for the one call of the builder and must not be kept.
public struct JSONObjectMembers<Value> {
    @usableFromInline let keys: ArraySlice<JSONObjectKey>
    @usableFromInline let values: ArraySlice<Value>

    @inlinable
    init(keys: ArraySlice<JSONObjectKey>, values: ArraySlice<Value>) {
        self.keys = keys
        self.values = values
    }

    /// The number of members, counting a repeated key each time it appears.
    @inlinable public var count: Int { keys.count }

    /// The members by key, or `nil` when a key appears twice.
    @inlinable
    public func dictionary() -> [String: Value]? {
        var members = [String: Value](minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { members[key.name] = value }
        return members.count == keys.count ? members : nil
    }

    /// The members in the order of the text, or `nil` when a key appears twice.
    @inlinable
    public func ordered() -> [(String, Value)]? {
        guard allKeysDiffer else { return nil }
        var members: [(String, Value)] = []
        members.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) { members.append((key.name, value)) }
        return members
    }

    /// Whether no key appears twice: for a few keys, by comparing them, which costs less than hashing them.
    @inlinable
    var allKeysDiffer: Bool {
        guard keys.count > 8 else {
            for index in keys.indices where keys[..<index].contains(where: { $0.name == keys[index].name }) {
                return false
            }
            return true
        }
        var seen = Set<String>(minimumCapacity: keys.count)
        return keys.allSatisfy { seen.insert($0.name).inserted }
    }
}

/// An object key the parser read, with the offset of its opening quote for errors.
@usableFromInline
struct JSONObjectKey {
    @usableFromInline var name: String
    @usableFromInline var offset: Int

    @inlinable
    init(name: String, offset: Int) {
        self.name = name
        self.offset = offset
    }
}
