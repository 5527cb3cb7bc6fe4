import ComponentService

/// Turns the text arguments of `app call` into a payload, typed by the command's declared schema.
///
/// `limit=3` becomes an int when `limit` is declared `int`; text that does not read as the declared
/// type stays a string, so the bus rejects it with error 300 naming the key and the expected type.
/// `maxDistance=null` passes null to a key declared optional.
/// Undeclared keys are read as JSON when they parse, else as strings, and the bus reports them; JSON over
/// a limit or with a key written twice is a usage error.
public enum CallArguments {
    /// The payload for `request`, given the declaration of the command it calls.
    public static func payload(
        for request: CallRequest, command: ComponentCommandSchema
    ) throws(UsageError)
        -> ComponentPayload
    {
        try payload(for: request, command: command, json: checkedForm(of: request))
    }

    /// The object `--json` gives, once the form of `request` is checked, which needs no declaration: `--json`
    /// is a JSON object within the limits, and each `key=value` has a key that nothing else gives. `app call`
    /// checks it before it looks the component up, so that a malformed command line is a usage error, exit 2,
    /// whatever it names.
    public static func checkedForm(of request: CallRequest) throws(UsageError) -> ComponentPayload {
        let json = try jsonObject(request.json)
        var keys = Set(json.keys)
        for assignment in request.assignments {
            guard !assignment.key.isEmpty else {
                throw UsageError("An argument has no key: \(quoted: "=" + assignment.value)", topic: .call)
            }
            guard keys.insert(assignment.key).inserted else {
                throw UsageError("\(quoted: assignment.key) is given twice", topic: .call)
            }
        }
        return json
    }

    /// The payload for `request`, whose form is checked and whose `--json` gave `json`.
    static func payload(
        for request: CallRequest, command: ComponentCommandSchema, json: ComponentPayload
    ) throws(UsageError) -> ComponentPayload {
        var payload = json
        for assignment in request.assignments {
            let declared = command.arguments.first { $0.name == assignment.key }
            try checkJSON(of: assignment, as: declared?.type)
            payload[assignment.key] = value(of: assignment.value, declaredAs: declared)
        }
        return payload
    }

    /// Reads `text` as a value of the key `key` declares, or as an undeclared key's when it is `nil`: `null`
    /// passes null to an optional key, as `--json` does; anything else is read as the key's type.
    public static func value(of text: String, declaredAs key: ComponentKeySchema?) -> ComponentValue {
        key?.isNullable == true && text == "null" ? .null : value(of: text, as: key?.type)
    }

    /// Reads `text` as a value of `type`; text that does not read as that type stays a string.
    public static func value(of text: String, as type: ComponentValueType?) -> ComponentValue {
        switch type {
        case .int:
            return Int(text).map(ComponentValue.int) ?? .string(text)
        case .double:
            // A whole number a `Double` cannot hold exactly stays an int, as `--json` gives it: the bus refuses
            // it for a double key (`has no exact Double`) rather than pass on other digits.
            if let int = Int(text), Double(exactly: int) == nil { return .int(int) }
            guard let number = Double(text), number.isFinite else { return .string(text) }
            return .double(number)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: return .string(text)
            }
        case .string, .opaque:
            return .string(text)
        case .array, .object, .any, nil:
            return (try? ComponentValue(jsonText: text)) ?? .string(text)
        }
    }

    /// Text read as JSON that is over ``ComponentJSONLimits/default`` is a usage error naming the limit, and
    /// JSON with a key written twice one naming the key's path, not a string passed on.
    private static func checkJSON(
        of assignment: CallRequest.Assignment, as type: ComponentValueType?
    ) throws(UsageError) {
        switch type {
        case .array, .object, .any, nil:
            do {
                _ = try ComponentValue(jsonText: assignment.value)
            } catch {
                if error.isDuplicateKey {
                    throw UsageError("\(quoted: assignment.key) is not valid JSON: \(error)", topic: .call)
                }
                guard error.isDepthLimit || error.isSizeLimit else { return }
                throw UsageError("\(quoted: assignment.key) \(overLimit(error))", topic: .call)
            }
        case .int, .double, .bool, .string, .opaque:
            return
        }
    }

    /// "is over a JSON limit: …", with the position when there is one.
    static func overLimit(_ error: ComponentJSONError) -> String {
        let position = error.line.map { line in " (line \(line), column \(error.column ?? 0))" } ?? ""
        return "is over a JSON limit: \(error.message)\(position)"
    }

    private static func jsonObject(_ text: String?) throws(UsageError) -> ComponentPayload {
        guard let text else { return [:] }
        let value: ComponentValue
        do {
            value = try ComponentValue(jsonText: text)
        } catch {
            let problem = error.isDepthLimit || error.isSizeLimit ? overLimit(error) : "is not valid JSON: \(error)"
            throw UsageError("--json \(problem)", topic: .call)
        }
        guard let object = value.objectValue else {
            throw UsageError("--json takes an object such as '{\"limit\": 3}', got \(value.kindName)", topic: .call)
        }
        return object
    }
}
