import Foundation

/// The identity of an item: object identity for a class instance, the value itself (`Hashable`) for a
/// value, or an explicit key the section chooses. No protocol is required of the data.
///
/// The hash is computed once, so diffing and cache lookups hash an `Int`.
public struct ItemID: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: @unchecked Sendable, Hashable {
        // Only made from `Sendable` values, see the initializers. The common key types have their own
        // cases, so comparing them does not go through `AnyHashable`'s dynamic dispatch.
        case int(Int)
        case string(String)
        case uuid(UUID)
        case object(ObjectIdentifier)
        case value(AnyHashable)
    }

    private let storage: Storage
    private let hash: Int

    /// The identity of a class instance: the same object is the same item, whatever its contents.
    public init(object: some AnyObject & Sendable) {
        storage = .object(ObjectIdentifier(object))
        hash = storage.hashValue
    }

    /// The identity of a value: equal values are the same item.
    public init(_ value: some Hashable & Sendable) {
        switch value {
        case let value as Int: storage = .int(value)
        case let value as String: storage = .string(value)
        case let value as UUID: storage = .uuid(value)
        default: storage = .value(AnyHashable(value))
        }
        hash = storage.hashValue
    }

    /// Equal identities.
    public static func == (lhs: ItemID, rhs: ItemID) -> Bool {
        lhs.hash == rhs.hash && lhs.storage == rhs.storage
    }

    /// Hashes the precomputed hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// The value or `object(…)`, for diagnostics.
    public var description: String {
        switch storage {
        case .int(let value): "\(value)"
        case .string(let value): value
        case .uuid(let value): value.uuidString
        case .object(let identifier): "object(\(identifier))"
        case .value(let value): "\(value)"
        }
    }
}
