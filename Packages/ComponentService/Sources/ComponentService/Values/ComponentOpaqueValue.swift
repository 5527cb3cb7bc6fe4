/// An in-process value carried through the bus without serialization.
///
/// Two opaque values are equal only when they wrap the very same boxed value, that is, when one was
/// copied from the other. Use ``value(as:)`` to get the wrapped value back with its type.
public struct ComponentOpaqueValue: Sendable, Hashable, CustomStringConvertible {
    private final class Box: Sendable {
        let value: any Sendable
        init(_ value: any Sendable) { self.value = value }
    }

    private let box: Box

    /// Wraps `value`.
    public init(_ value: any Sendable) {
        box = Box(value)
    }

    /// The wrapped value.
    public var value: any Sendable { box.value }

    /// The wrapped value, if it is a `T`.
    public func value<T>(as type: T.Type = T.self) -> T? {
        box.value as? T
    }

    /// The name of the wrapped value's type.
    public var typeName: String { String(describing: type(of: box.value)) }

    /// A description naming the wrapped type, such as `<opaque Closure>`; a name of any length is cut as messages
    /// cut what they echo (``EchoedText``).
    public var description: String { "<opaque \(echoedTypeName)>" }

    /// The type's name as messages show it: a name of any length cut as messages cut what they echo
    /// (``EchoedText``).
    var echoedTypeName: String { EchoedText.bare(typeName, limit: EchoedText.maxNestedCharacters) }

    /// Whether both wrap the very same boxed value.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }

    /// Hashes the identity of the boxed value.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
