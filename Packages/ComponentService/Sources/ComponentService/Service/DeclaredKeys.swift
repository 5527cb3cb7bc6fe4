/// The declared keys of one side of a command, its arguments or its results, and the checks of payloads
/// against them: every required key present, every value of its declared type, no undeclared key; and
/// arguments, first, against the service's size limits.
struct DeclaredKeys: Sendable {
    /// The declared keys, in declaration order.
    let schemas: [ComponentKeySchema]
    private let positions: NameIndex
    private let requiredCount: Int

    init(_ schemas: [ComponentKeySchema]) {
        self.schemas = schemas
        positions = NameIndex(schemas.map(\.name))
        requiredCount = schemas.count { $0.isRequired }
    }

    /// Checks a call's arguments; the first problem found decides the error 300, a value over a limit first.
    func validateArguments(
        _ payload: ComponentPayload, limits: ComponentArgumentLimits, site: CallSite
    ) throws(ComponentError) {
        guard !admit(payload, within: limits) else { return }
        // Limits first: a hostile value is rejected before an error message would describe it.
        try limits.check(payload, site: site)
        switch firstProblem(in: payload) {
        case .invalid(let error): throw .invalidArgument(error, call: site)
        case .undeclared(let key): throw .undeclaredArgument(key, accepted: schemas, call: site)
        case nil: return
        }
    }

    /// Checks a command's answer; a problem is error 400, the component's failure.
    func validateResult(_ payload: ComponentPayload, site: CallSite) throws(ComponentError) {
        guard !admit(payload) else { return }
        switch firstProblem(in: payload) {
        case .invalid(let error): throw .invalidResult(error, call: site)
        case .undeclared(let key): throw .undeclaredResult(key, call: site)
        case nil: return
        }
    }

    /// Whether `payload` holds only declared keys, each with a value its schema accepts and within `limits`
    /// when given, and every required key: the one pass a valid payload costs.
    func admit(_ payload: ComponentPayload, within limits: ComponentArgumentLimits? = nil) -> Bool {
        guard payload.count >= requiredCount else { return false }
        // Read in place: copying a member or a schema would retain each of its strings.
        return schemas.withUnsafeBufferPointer { schemas in
            payload.members.withUnsafeBufferPointer { members in
                var requiredFound = 0
                for member in members.indices {
                    if let limits, !limits.admits(members[member].1) { return false }
                    guard let index = positions.position(of: members[member].0),
                        schemas[index].accepts(members[member].1)
                    else { return false }
                    if schemas[index].isRequired { requiredFound += 1 }
                }
                return requiredFound == requiredCount
            }
        }
    }

    private enum Problem {
        case invalid(ComponentKeyReadError)
        case undeclared(String)
    }

    private func firstProblem(in payload: ComponentPayload) -> Problem? {
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
        return payload.keys.filter { positions.position(of: $0) == nil }.sorted().first.map(Problem.undeclared)
    }
}
