/// One typed argument of a call, made by applying a key to a value: `StoreDefine.id(7)`.
public struct ComponentArgument: Sendable {
    /// What the key made of the value. An enum of its own rather than a `Result`, so that copying an
    /// argument is specialized code instead of the generic `Result` witnesses.
    @usableFromInline
    enum Conversion: Sendable {
        case value(ComponentValue)
        /// A `nil` optional, or `null` under a nullable key: the argument passes nothing.
        case absent
        case failed(ComponentValueCodingError)
    }

    @usableFromInline let name: String
    @usableFromInline let conversion: Conversion

    @usableFromInline
    init(name: String, conversion: Conversion) {
        self.name = name
        self.conversion = conversion
    }

    /// Puts the argument's value into `payload`.
    ///
    /// - Throws: error 300 naming the argument when its value has no value form.
    @inlinable
    func add(
        to payload: inout ComponentPayload, calling command: ComponentCommand, on component: String
    ) throws(ComponentError) {
        switch conversion {
        case .value(let converted): payload[name] = converted
        case .absent: payload[name] = nil
        case .failed(let reason): throw invalidArgument(reason, calling: command, on: component)
        }
    }

    /// A payload of this argument alone.
    ///
    /// - Throws: error 300 naming the argument when its value has no value form.
    @inlinable
    func payload(calling command: ComponentCommand, on component: String) throws(ComponentError) -> ComponentPayload {
        switch conversion {
        case .value(let converted): ComponentPayload(uniqueMembers: [(name, converted)])
        case .absent: ComponentPayload()
        case .failed(let reason): throw invalidArgument(reason, calling: command, on: component)
        }
    }

    /// A payload of `arguments`, in their order.
    ///
    /// - Throws: error 300 naming the first argument whose value has no value form.
    @inlinable
    static func payload(
        of arguments: [ComponentArgument], calling command: ComponentCommand, on component: String
    ) throws(ComponentError) -> ComponentPayload {
        var payload = ComponentPayload(minimumCapacity: arguments.count)
        for argument in arguments {
            try argument.add(to: &payload, calling: command, on: component)
        }
        return payload
    }

    /// A payload of two arguments, in their order, built without an argument array.
    ///
    /// - Throws: error 300 naming the first argument whose value has no value form.
    @inlinable
    static func payload(
        of first: ComponentArgument, _ second: ComponentArgument, calling command: ComponentCommand,
        on component: String
    ) throws(ComponentError) -> ComponentPayload {
        var payload = ComponentPayload(minimumCapacity: 2)
        try first.add(to: &payload, calling: command, on: component)
        try second.add(to: &payload, calling: command, on: component)
        return payload
    }

    @usableFromInline
    func invalidArgument(
        _ reason: ComponentValueCodingError, calling command: ComponentCommand, on component: String
    ) -> ComponentError {
        let site = CallSite(component: component, command: command.name)
        return ComponentError(
            code: .invalidArgument,
            message: "Invalid argument for \(site): \(EchoedText.quoted(name)) \(reason.echoed)",
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
                name: schema.name, conversion: converted.isNull && schema.isNullable ? .absent : .value(converted))
        } catch {
            return ComponentArgument(name: schema.name, conversion: .failed(error))
        }
    }
}
