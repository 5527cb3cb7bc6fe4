/// The members of an object as the parser read them, in the order of the text, for a builder to make its
/// object of (``JSONValueBuilder/object(_:)``). Each key appears once: the parser refuses an object that
/// holds a key twice before its builder sees it.
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

    /// The number of members.
    @inlinable public var count: Int { keys.count }

    /// The members by key.
    @inlinable
    public func dictionary() -> [String: Value] {
        var members = [String: Value](minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { members[key.name] = value }
        return members
    }

    /// The members in the order of the text.
    @inlinable
    public func ordered() -> [(String, Value)] {
        var members: [(String, Value)] = []
        members.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) { members.append((key.name, value)) }
        return members
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

    /// Whether no name appears twice among `keys`: for a few keys, by comparing them, which costs less than
    /// hashing them.
    @inlinable
    static func allDiffer(_ keys: ArraySlice<JSONObjectKey>) -> Bool {
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
