/// One typed argument of a call, made by applying a key to a value: `StoreDefine.id(7)`.
public struct ComponentArgument: Sendable {
    let name: String
    let value: Result<ComponentValue?, ComponentValueCodingError>
}

extension ComponentKey {
    /// The argument that passes `value` under this key; a `nil` optional passes nothing.
    public func callAsFunction(_ value: Value) -> ComponentArgument {
        let converted = Result { () throws(ComponentValueCodingError) -> ComponentValue? in
            let converted = try value.componentValue
            return converted.isNull && schema.isNullable ? nil : converted
        }
        return ComponentArgument(name: schema.name, value: converted)
    }
}
