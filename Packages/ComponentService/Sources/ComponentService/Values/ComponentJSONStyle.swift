/// Options for the JSON text that ``ComponentValue/jsonText(_:)`` writes.
///
/// The empty set writes compact text with object members in their payload's order.
public struct ComponentJSONStyle: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One element or member per line, indented by two spaces, with `"key": value` members.
    public static let prettyPrinted = ComponentJSONStyle(rawValue: 1 << 0)

    /// Object members ordered by key, so equal values always produce the same text. The order is `String`'s:
    /// by the keys' Unicode scalars once composed (NFC), so `"e\u{301}"` sorts as `"é"`, after `"f"`.
    public static let sortedKeys = ComponentJSONStyle(rawValue: 1 << 1)
}
