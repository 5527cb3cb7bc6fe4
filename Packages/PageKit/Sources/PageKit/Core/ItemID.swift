import Foundation

/// The identity of an item: object identity for a class instance, the value itself (`Hashable`) for a
/// value, or an explicit key the section chooses. No protocol is required of the data.
///
/// The hash is computed once, so diffing and cache lookups hash an `Int`. `Int`, `UUID` and object
/// identities are stored inline as two words and compare without touching the heap or reference counts;
/// strings and other values are kept in a shared box.
public struct ItemID: Hashable, Sendable, CustomStringConvertible {
    /// The hash, the kind and the two inline words: all of an `Int`, `UUID` or object identity.
    @usableFromInline let key: ItemIDKey
    /// The value of a `.string` or `.value` identity; `nil` for the inline kinds.
    @usableFromInline let box: ItemIDBox?

    @usableFromInline
    init(kind: ItemIDKey.Kind, words: (UInt64, UInt64), box: ItemIDBox? = nil) {
        // The kind is left out: identities of different kinds that hash alike are told apart by `==`.
        var hasher = Hasher()
        if let box {
            box.hash(into: &hasher)
        } else {
            hasher.combine(words.0)
            hasher.combine(words.1)
        }
        key = ItemIDKey(hash: hasher.finalize(), kind: kind, word0: words.0, word1: words.1)
        self.box = box
    }

    /// The identity of a class instance: the same object is the same item, whatever its contents.
    public init(object: some AnyObject & Sendable) {
        self.init(kind: .object, words: (UInt64(UInt(bitPattern: ObjectIdentifier(object))), 0))
    }

    /// The identity of a value: equal values are the same item.
    ///
    /// Inlinable, so that for a value of a concrete type the choice of kind below is made when compiling.
    @inlinable
    public init(_ value: some Hashable & Sendable) {
        switch value {
        case let value as Int:
            self.init(kind: .int, words: (UInt64(bitPattern: Int64(value)), 0))
        case let value as UUID:
            self.init(kind: .uuid, words: unsafeBitCast(value.uuid, to: (UInt64, UInt64).self))
        case let value as String:
            self.init(kind: .string, words: (0, 0), box: ItemIDBox(.string(value)))
        default:
            self.init(kind: .value, words: (0, 0), box: ItemIDBox(.value(AnyHashable(value))))
        }
    }

    /// The identity as text a person can type back, as a command line's item reference does: the
    /// description of an `Int`, `UUID` or `String` identity; `nil` for an object, whose description is an
    /// address, and for another value, whose description is Swift's rendering of it.
    public var plainText: String? {
        switch key.kind {
        case .int, .uuid, .string: description
        case .object, .value: nil
        }
    }

    /// Whether this is the identity of a class instance (``init(object:)``).
    var isObjectIdentity: Bool { key.kind == .object }

    /// Whether this is the identity of `object`.
    func identifies(_ object: AnyObject) -> Bool {
        isObjectIdentity && key.word0 == UInt64(UInt(bitPattern: ObjectIdentifier(object)))
    }

    /// Equal identities.
    public static func == (lhs: ItemID, rhs: ItemID) -> Bool {
        lhs.key == rhs.key && (!lhs.key.isBoxed || hasEqualBoxes(lhs, rhs))
    }

    /// Whether the boxed values of two identities with equal keys are equal.
    static func hasEqualBoxes(_ lhs: ItemID, _ rhs: ItemID) -> Bool {
        if lhs.box === rhs.box { return true }
        guard let left = lhs.box, let right = rhs.box else { return false }
        return left.payload == right.payload
    }

    /// Hashes the precomputed hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key.hash)
    }

    /// The value or `object(…)`, for diagnostics.
    public var description: String {
        switch key.kind {
        case .int:
            "\(Int(Int64(bitPattern: key.word0)))"
        case .uuid:
            UUID(uuid: unsafeBitCast((key.word0, key.word1), to: uuid_t.self)).uuidString
        case .object:
            "object(0x\(String(key.word0, radix: 16)))"
        case .string, .value:
            box.map { "\($0.payload)" } ?? ""
        }
    }
}

/// The trivially copied part of an ``ItemID``: comparing two keys reads four words and touches no
/// reference count, which is what lets the diff verify an unchanged section at memory speed.
@usableFromInline
struct ItemIDKey: Equatable, Sendable {
    /// What the two words hold.
    @usableFromInline
    enum Kind: UInt8, Sendable {
        case int, uuid, object, string, value
    }

    /// The identity's hash, computed once.
    let hash: Int
    let kind: Kind
    let word0: UInt64
    let word1: UInt64

    /// Whether the identity's value is in its box: equal keys then still need the values compared.
    var isBoxed: Bool { kind == .string || kind == .value }
}

/// The value of an identity that does not fit in two words.
@usableFromInline
final class ItemIDBox: @unchecked Sendable {
    // Only made from `Sendable` values (see `ItemID.init(_:)`), and never mutated.
    @usableFromInline
    enum Payload: Hashable, CustomStringConvertible {
        case string(String)
        case value(AnyHashable)

        @usableFromInline
        var description: String {
            switch self {
            case .string(let value): value
            case .value(let value): "\(value)"
            }
        }
    }

    let payload: Payload

    @usableFromInline
    init(_ payload: Payload) {
        self.payload = payload
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(payload)
    }
}
