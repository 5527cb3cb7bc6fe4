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

    /// A payload of `arguments`, in their order; of a key given twice, the last value, at its first place.
    ///
    /// - Throws: error 300 naming the first argument whose value has no value form.
    @inlinable @inline(__always)
    static func payload(
        of arguments: [ComponentArgument], calling command: String, on component: String
    ) throws(ComponentError) -> ComponentPayload {
        // The usual call passes a few distinct keys, each with a value: their members are allocated at once.
        var isPlain = arguments.count <= ComponentPayload.hashedLookupThreshold
        for index in arguments.indices {
            switch arguments[index].conversion {
            case .failed(let reason): throw arguments[index].invalidArgument(reason, calling: command, on: component)
            case .absent: isPlain = false
            case .value:
                if isPlain, arguments[..<index].contains(where: { $0.name == arguments[index].name }) {
                    isPlain = false
                }
            }
        }
        if isPlain { return ComponentPayload(uniqueMembers: arguments.map { ($0.name, $0.member) }) }
        var payload = ComponentPayload()
        for argument in arguments {
            if case .value(let converted) = argument.conversion {
                payload[argument.name] = converted
            } else {
                payload[argument.name] = nil
            }
        }
        return payload
    }

    /// The value the argument passes; `null` for one that passes none.
    @inlinable
    var member: ComponentValue {
        if case .value(let converted) = conversion { return converted }
        return .null
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

extension ComponentKey where Value: ComponentValueConvertible {
    /// The argument that passes `value` under this key; a `nil` optional passes nothing.
    ///
    /// Inlinable, so a caller converts a value of a concrete type without generic dispatch.
    @inlinable
    public func callAsFunction(_ value: Value) -> ComponentArgument {
        do {
            let converted = try value.componentValue
            return ComponentArgument(
                name: schema.name,
                conversion: converted.isNull && schema.isNullable ? .absent : .value(converted))
        } catch {
            return ComponentArgument(name: schema.name, conversion: .failed(error))
        }
    }
}
