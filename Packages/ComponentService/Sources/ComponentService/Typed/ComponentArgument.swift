/// One typed argument of a call, made by applying a key to a value: `StoreDefine.id(7)`.
public struct ComponentArgument: Sendable {
    /// What the key made of the value.
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

    /// A payload of `arguments`, in their order.
    ///
    /// - Throws: error 300 naming the first argument whose value has no value form.
    @inlinable
    static func payload(
        of arguments: [ComponentArgument], calling command: String, on component: String
    ) throws(ComponentError) -> ComponentPayload {
        var payload = ComponentPayload(minimumCapacity: arguments.count)
        for argument in arguments {
            switch argument.conversion {
            case .value(let converted): payload[argument.name] = converted
            case .absent: payload[argument.name] = nil
            case .failed(let reason): throw argument.invalidArgument(reason, calling: command, on: component)
            }
        }
        return payload
    }

    @usableFromInline
    func invalidArgument(
        _ reason: ComponentValueCodingError, calling command: String, on component: String
    ) -> ComponentError {
        let site = CallSite(component: component, command: command)
        return ComponentError(
            code: .invalidArgument,
            message: "Invalid argument for \(site): \(EchoedText.quoted(name)) \(reason.echoed)",
            component: component, command: command, argument: name)
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
