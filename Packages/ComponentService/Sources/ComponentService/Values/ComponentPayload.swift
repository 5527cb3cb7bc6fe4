/// The argument or result dictionary of a bus call, and the members of an object value: values by string
/// key, each key at most once.
///
/// A payload reads and writes like a dictionary — `["limit": 3]`, `payload["limit"]`,
/// `for (key, value) in payload` — but keeps its members in an array, in the order their keys were first
/// set, and finds a key by comparing it with the few keys there are rather than by hashing it. A call
/// carries a handful of keys, for which that is several times cheaper than a `Dictionary`. Past 8 members
/// a payload also keeps a hash index, so a large one, such as an object parsed from JSON, still finds a key
/// in constant time.
///
/// Two payloads are equal when they hold the same keys with equal values, whatever their order.
public struct ComponentPayload: Sendable {
    /// The members, in the order their keys were first set.
    @usableFromInline var members: [(String, ComponentValue)]
    /// The position of each key in `members`; present only past the hashed-lookup threshold.
    @usableFromInline var positions: [String: Int]?

    /// An empty payload.
    @inlinable
    public init() {
        members = []
        positions = nil
    }

    /// An empty payload with room for `minimumCapacity` members.
    @inlinable
    public init(minimumCapacity: Int) {
        self.init()
        members.reserveCapacity(minimumCapacity)
    }

    /// A payload of `members`, in their order; a key given twice keeps its last value at its first place.
    @inlinable
    public init(_ members: some Sequence<(String, ComponentValue)>) {
        self.init()
        for (key, value) in members {
            self[key] = value
        }
    }

    /// A payload of `members`, in their order, whose keys must be distinct.
    @inlinable
    init(uniqueMembers members: [(String, ComponentValue)]) {
        self.members = members
        positions = nil
        if members.count > Self.hashedLookupThreshold { indexIfLarge() }
    }

    /// A payload holding the members of `dictionary`, in the dictionary's order.
    public init(_ dictionary: [String: ComponentValue]) {
        self.init(minimumCapacity: dictionary.count)
        members.append(contentsOf: dictionary.lazy.map { ($0.key, $0.value) })
        indexIfLarge()
    }

    /// The value of `key`, or `nil` when the payload has none; setting `nil` removes the key, and setting
    /// a new key appends it.
    @inlinable
    public subscript(key: String) -> ComponentValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].1
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the value of `key` and returns the value it replaced, or `nil` when the key is new.
    @inlinable @discardableResult
    public mutating func updateValue(_ value: ComponentValue, forKey key: String) -> ComponentValue? {
        if let position = position(of: key) {
            defer { members[position].1 = value }
            return members[position].1
        }
        members.append((key, value))
        if positions != nil {
            positions?[key] = members.count - 1
        } else {
            indexIfLarge()
        }
        return nil
    }

    /// Removes `key` and returns its value, or `nil` when the payload has no such key.
    ///
    /// Later members move up one place, and a payload past 8 members rebuilds its index: removal costs time
    /// in proportion to the payload's size.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> ComponentValue? {
        guard let position = position(of: key) else { return nil }
        let removed = members.remove(at: position).1
        if positions != nil {
            positions = nil
            indexIfLarge()
        }
        return removed
    }

    /// The keys, in the payload's order.
    public var keys: [String] { members.map(\.0) }

    /// The values, in the payload's order.
    public var values: [ComponentValue] { members.map(\.1) }

    /// The members as a `Dictionary`.
    public var dictionary: [String: ComponentValue] {
        Dictionary(members, uniquingKeysWith: { _, last in last })
    }

    /// Reserves room for `minimumCapacity` members.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        members.reserveCapacity(minimumCapacity)
    }

    /// The payload with `transform` applied to every value, keys and order unchanged.
    public func mapValues<E: Error>(
        _ transform: (ComponentValue) throws(E) -> ComponentValue
    ) throws(E) -> ComponentPayload {
        var mapped = self
        for position in mapped.members.indices {
            mapped.members[position].1 = try transform(mapped.members[position].1)
        }
        return mapped
    }

    /// The payload with the members of `other` set on top of its own.
    public func merging(_ other: ComponentPayload) -> ComponentPayload {
        var merged = self
        for (key, value) in other.members {
            merged[key] = value
        }
        return merged
    }

    /// The position of `key` in `members`: by comparing keys while there are few, else through the index.
    @inlinable
    func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.withUnsafeBufferPointer { members in
            for position in members.indices where members[position].0 == key {
                return position
            }
            return nil
        }
    }

    /// Beyond this many members, a payload finds keys through a hash index rather than by comparing them.
    @usableFromInline static var hashedLookupThreshold: Int { 8 }

    /// Builds the hash index once the payload has more members than comparing keys suits.
    @usableFromInline
    mutating func indexIfLarge() {
        guard positions == nil, members.count > Self.hashedLookupThreshold else { return }
        var positions = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() {
            positions[member.0] = position
        }
        self.positions = positions
    }
}

extension ComponentPayload: ExpressibleByDictionaryLiteral {
    /// A payload of the literal's members, in their order; a key written twice keeps its last value.
    @inlinable
    public init(dictionaryLiteral elements: (String, ComponentValue)...) {
        members = elements
        positions = nil
        if elements.count > 1 { settleLiteral() }
    }

    /// Indexes a large literal and keeps, of a key written more than once, its last value at its first
    /// place.
    @usableFromInline
    mutating func settleLiteral() {
        let written = members
        if written.count <= Self.hashedLookupThreshold {
            let repeats = written.indices.contains { later in
                written[..<later].contains { $0.0 == written[later].0 }
            }
            guard repeats else { return }
        }
        self = ComponentPayload(written)
    }
}
