/// One typed argument of a call, made by applying a key to a value: `StoreDefine.id(7)`.
public struct ComponentArgument: Sendable {
    let name: String
    let value: Result<ComponentValue?, ComponentValueCodingError>

    @usableFromInline
    init(name: String, value: Result<ComponentValue?, ComponentValueCodingError>) {
        self.name = name
        self.value = value
    }
}

extension ComponentKey {
    /// The argument that passes `value` under this key; a `nil` optional passes nothing.
    ///
    /// Inlinable, so a caller converts a value of a concrete type without generic dispatch.
    @inlinable
    public func callAsFunction(_ value: Value) -> ComponentArgument {
        do {
            let converted = try value.componentValue
            return ComponentArgument(
                name: schema.name, value: .success(converted.isNull && schema.isNullable ? nil : converted))
        } catch {
            return ComponentArgument(name: schema.name, value: .failure(error))
        }
    }
}
