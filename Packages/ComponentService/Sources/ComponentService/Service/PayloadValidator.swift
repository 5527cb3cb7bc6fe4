/// Checks payloads against declared keys: every required key present, every value of its declared type,
/// no undeclared key; and arguments, first, against the service's size limits.
enum PayloadValidator {
    static func validateArguments(
        _ payload: ComponentPayload, against keys: DeclaredKeys, limits: ComponentArgumentLimits, site: CallSite
    ) throws(ComponentError) {
        guard !keys.admit(payload, within: limits) else { return }
        // Limits first: a hostile value is rejected before an error message would describe it.
        try limits.check(payload, site: site)
        if let problem = firstProblem(in: payload, against: keys.schemas) {
            switch problem {
            case .invalid(let error): throw .invalidArgument(error, call: site)
            case .undeclared(let key): throw .undeclaredArgument(key, accepted: keys.schemas, call: site)
            }
        }
    }

    static func validateResult(
        _ payload: ComponentPayload, against keys: DeclaredKeys, site: CallSite
    ) throws(ComponentError) {
        guard !keys.admit(payload) else { return }
        if let problem = firstProblem(in: payload, against: keys.schemas) {
            switch problem {
            case .invalid(let error): throw .invalidResult(error, call: site)
            case .undeclared(let key):
                throw ComponentError(
                    code: .componentFailure,
                    message:
                        "\(site) answered with an invalid result: \(EchoedText.quoted(key)) is not a declared result key",
                    component: site.component, command: site.command)
            }
        }
    }

    private enum Problem {
        case invalid(ComponentKeyReadError)
        case undeclared(String)
    }

    private static func firstProblem(in payload: ComponentPayload, against schemas: [ComponentKeySchema]) -> Problem? {
        var declaredCount = 0
        for schema in schemas {
            if let value = payload[schema.name] {
                declaredCount += 1
                if !schema.accepts(value) {
                    return .invalid(ComponentKeyReadError(key: schema, found: value, reason: nil))
                }
            } else if schema.isRequired {
                return .invalid(ComponentKeyReadError(key: schema, found: nil, reason: nil))
            }
        }
        guard declaredCount != payload.count else { return nil }
        let declared = Set(schemas.map(\.name))
        let undeclared = payload.keys.filter { !declared.contains($0) }.sorted()
        return undeclared.first.map(Problem.undeclared)
    }
}
