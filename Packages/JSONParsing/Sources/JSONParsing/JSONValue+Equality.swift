extension JSONValue {
    /// Equal values; numbers compare by value, so `.int(1) == .double(1.0)`.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.int(let whole), .double(let number)), (.double(let number), .int(let whole)):
            Int(exactly: number) == whole
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes the value; a number with an exact `Int` value hashes as that `Int`, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .double(let value):
            if let whole = Int(exactly: value) {
                hasher.combine(2)
                hasher.combine(whole)
            } else {
                hasher.combine(3)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6)
            hasher.combine(value)
        }
    }
}
