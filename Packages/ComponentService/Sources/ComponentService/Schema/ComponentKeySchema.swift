/// The declaration of one argument or result key: its wire name, type, whether it may be absent, and what it means.
///
/// Schemas are made by ``ComponentKey``; the bus uses them to validate payloads and `app describe` prints them.
public struct ComponentKeySchema: Sendable, Hashable, CustomStringConvertible {
    /// The key as spelled in the payload.
    public let name: String
    /// The type of the value.
    public let type: ComponentValueType
    /// Whether a payload must contain the key.
    public let isRequired: Bool
    /// Whether the value may be `null` (optional keys only).
    public let isNullable: Bool
    /// The value used when an optional key is absent, if the declaration gives one.
    public let defaultValue: ComponentValue?
    /// A one-line description.
    public let summary: String

    /// Creates a schema. Prefer ``ComponentKey``, which derives the schema from a Swift type.
    public init(
        name: String, type: ComponentValueType, isRequired: Bool, isNullable: Bool = false,
        defaultValue: ComponentValue? = nil, summary: String
    ) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.isNullable = isNullable
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The declaration in one line, such as `limit: int = 10` or `note: string?`.
    public var description: String {
        var text = "\(name): \(type)"
        if isNullable { text += "?" }
        if let defaultValue { text += " = \(defaultValue)" }
        return text
    }
}
