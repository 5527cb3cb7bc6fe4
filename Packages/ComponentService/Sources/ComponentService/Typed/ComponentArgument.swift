/// One typed argument of a call, made by applying a key to a value: `StoreDefine.id(7)`.
public struct ComponentArgument: Sendable {
    @usableFromInline let name: String
    @usableFromInline let value: Result<ComponentValue?, ComponentValueCodingError>

    @usableFromInline
    init(name: String, value: Result<ComponentValue?, ComponentValueCodingError>) {
        self.name = name
        self.value = value
    }

    /// Puts the argument's value into `payload`.
    ///
    /// - Throws: error 300 naming the argument when its value has no value form.
    @inlinable
    func add(
        to payload: inout ComponentPayload, calling command: ComponentCommand, on component: String
    ) throws(ComponentError) {
        switch value {
        case .success(let converted): payload[name] = converted
        case .failure(let reason): throw invalidArgument(reason, calling: command, on: component)
        }
    }

    /// A payload of this argument alone.
    ///
    /// - Throws: error 300 naming the argument when its value has no value form.
    @inlinable
    func payload(calling command: ComponentCommand, on component: String) throws(ComponentError) -> ComponentPayload {
        switch value {
        case .success(let converted?): ComponentPayload(uniqueMembers: [(name, converted)])
        case .success(nil): ComponentPayload()
        case .failure(let reason): throw invalidArgument(reason, calling: command, on: component)
        }
    }

    @usableFromInline
    func invalidArgument(
        _ reason: ComponentValueCodingError, calling command: ComponentCommand, on component: String
    ) -> ComponentError {
        ComponentError(
            code: .invalidArgument,
            message: "Invalid argument for \(component).\(command.name): '\(name)' \(reason)",
            component: component, command: command.name, argument: name)
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
