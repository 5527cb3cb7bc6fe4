extension JSONValue: CustomStringConvertible {
    /// Compact JSON with object keys sorted, such as `{"count":3,"tags":["new",null]}`.
    ///
    /// Every value prints as valid JSON except a non-finite `.double`, which prints as `nan`, `inf` or `-inf`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .int(let value):
            text += String(value)
        case .double(let value):
            text += value.description
        case .string(let value):
            Self.writeQuoted(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeQuoted(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
            }
            text += "}"
        }
    }

    /// Writes `value` as a JSON string literal, with what a terminal would act on escaped too.
    static func writeQuoted(_ value: String, to text: inout String) {
        text += JSONParsePath.literal(value)
    }
}
