extension ComponentService {
    /// Calls a declared sync command with typed arguments and returns its answer, on the calling thread; the
    /// building block of a sync command's typed wrapper.
    ///
    /// ```swift
    /// public func detail(id: Int) throws(ComponentError) -> Store {
    ///     try service.call(StoreDefine.detail, on: StoreDefine.name, StoreDefine.id(id))
    ///         .value(StoreDefine.store)
    /// }
    /// ```
    ///
    /// The command runs to its end before this returns: there is nothing to await, so a caller needs no task
    /// and the call does not look at task cancellation. An async command does not compile here; it is
    /// awaited with the typed `invoke`.
    ///
    /// - Throws: ``ComponentError/Code/noComponent`` (100); ``ComponentError/Code/unsupportedCommand`` (200),
    ///   also when the registered component declares the command async;
    ///   ``ComponentError/Code/invalidArgument`` (300); ``ComponentError/Code/componentFailure`` (400).
    @inlinable
    public func call(
        _ command: ComponentCommand<SyncExecution>, on component: String, _ arguments: ComponentArgument...
    ) throws(ComponentError) -> ComponentReply {
        let name = command.schema.name
        return try replyNow(component, name, ComponentArgument.payload(of: arguments, calling: name, on: component))
    }

    /// Runs a sync command on the calling thread and returns its answer as a reply.
    @usableFromInline
    func replyNow(
        _ component: String, _ command: String, _ arguments: ComponentPayload
    ) throws(ComponentError) -> ComponentReply {
        let (route, entry) = try target(component, command)
        guard entry.schema.execution == .sync else { throw .asyncCommandCalledNow(call: entry.site) }
        let payload = try dispatch(route, entry, arguments, completion: nil).get()
        return ComponentReply(payload: payload, entry: entry)
    }
}

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

/// The answer of a typed call: the result payload, read through the command's declared keys.
public struct ComponentReply: Sendable {
    /// The raw result payload.
    public let payload: ComponentPayload
    /// The command that answered, which names the call in an error.
    let entry: CommandEntry

    /// Reads a declared result key.
    ///
    /// - Throws: ``ComponentError/Code/componentFailure`` when the component answered without the key or
    ///   with a value of another type, so a typed caller never sees a silent default;
    ///   ``ComponentError/Code/invalidArgument`` naming the key when the command does not declare it, which is
    ///   the caller's mistake.
    ///
    /// Inlinable, so a caller reads a result of a concrete type without generic dispatch.
    @inlinable
    public func value<Value: ComponentValueConvertible>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        guard let position = payload.position(of: key.name) else { return try absentValue(key) }
        do {
            return try key.read(from: payload, at: position)
        } catch {
            throw invalidResult(error)
        }
    }

    /// The value of a key the answer does not hold: its default or `nil` when the command declares it, which
    /// would otherwise be a silent default.
    @usableFromInline
    func absentValue<Value: ComponentValueConvertible>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        if let error = undeclaredRead(key.schema) { throw error }
        do {
            return try key.valueWhenAbsent()
        } catch {
            // A declared key, as the check above found.
            throw .invalidResult(error, call: entry.site)
        }
    }

    @usableFromInline
    func invalidResult(_ problem: ComponentKeyReadError) -> ComponentError {
        undeclaredRead(problem.key) ?? .invalidResult(problem, call: entry.site)
    }

    /// Error 300 when the command declares no result named as `key`.
    @usableFromInline
    func undeclaredRead(_ key: ComponentKeySchema) -> ComponentError? {
        let declared = entry.results.schemas
        guard !declared.contains(where: { $0.name == key.name }) else { return nil }
        return .undeclaredResultRead(key.name, declared: declared, call: entry.site)
    }
}
