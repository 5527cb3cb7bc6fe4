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

extension ComponentKeySchema {
    /// Whether `value` is acceptable for this key.
    public func accepts(_ value: ComponentValue) -> Bool {
        (isNullable && value.isNull) || type.accepts(value)
    }
}

/// Bounds on the size of a call's arguments, which the bus enforces before a component sees them.
///
/// An argument over a limit fails the call with ``ComponentError/Code/invalidArgument`` (300) naming the key
/// and the limit, such as `'items' is nested 70 levels deep; the limit is 64`; so does a number that is not
/// finite, anywhere in an argument, which has no JSON form (`'x' is nan, not a finite number`). Ints, bools
/// and null cost nothing to check, a double costs a comparison and a string a length check; only arrays and
/// objects are walked.
///
/// ```swift
/// let service = ComponentService(argumentLimits: ComponentArgumentLimits(maxElements: 1_000))
/// ```
public struct ComponentArgumentLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted in one argument; `[[1]]` has a depth of 2 and a
    /// scalar has 0. A negative value is stored as 0.
    public var maxDepth: Int { didSet { maxDepth = max(0, maxDepth) } }

    /// The most values one argument may hold, counting nested ones: `[1, [2, 3]]` holds 4. A negative value
    /// is stored as 0.
    public var maxElements: Int { didSet { maxElements = max(0, maxElements) } }

    /// The longest string accepted anywhere in an argument, object keys included, in UTF-8 bytes. A negative
    /// value is stored as 0.
    public var maxStringBytes: Int { didSet { maxStringBytes = max(0, maxStringBytes) } }

    /// Creates limits; the defaults allow 64 levels of nesting, 100,000 values and strings of 1 MiB.
    ///
    /// A negative limit is stored as 0: a depth of 0 accepts no array or object, 0 values only empty ones,
    /// 0 bytes only empty strings. `Int.max` lifts a limit.
    public init(maxDepth: Int = 64, maxElements: Int = 100_000, maxStringBytes: Int = 1 << 20) {
        self.maxDepth = max(0, maxDepth)
        self.maxElements = max(0, maxElements)
        self.maxStringBytes = max(0, maxStringBytes)
    }

    /// The limits a service has when none are given: a depth of 64, 100,000 values and strings of 1 MiB.
    public static let `default` = ComponentArgumentLimits()
}

extension ComponentArgumentLimits {
    /// Fails with error 300 when an argument of `payload` is over a limit.
    func check(_ payload: ComponentPayload, site: CallSite) throws(ComponentError) {
        for (key, value) in payload {
            if let problem = problem(in: value) {
                throw ComponentError(
                    code: .invalidArgument,
                    message: "Invalid argument for \(site): \(EchoedText.quoted(key)) \(problem)",
                    component: site.component, command: site.command, argument: key)
            }
        }
    }

    /// Whether `value` is within the limits: a scalar, a string within the limit, or an array or object
    /// within all three. What a valid call's check of its declared keys asks of each argument, in the same
    /// pass; ``check(_:site:)`` names the argument over a limit when one is.
    func admits(_ value: ComponentValue) -> Bool {
        problem(in: value) == nil
    }

    /// What puts `value` over a limit, such as `is a string of 2000000 bytes; the limit is 1048576 bytes`, or
    /// `nil` when it is within them. Only a value over a limit has its problem written out.
    private func problem(in value: ComponentValue) -> String? {
        switch value {
        case .array, .object: containerProblem(value)
        case .string(let text): stringProblem(text, what: "is")
        case .double(let number): numberProblem(number, what: "is")
        case .null, .bool, .int, .opaque: nil
        }
    }

    /// A number that is not finite has no JSON form, and a typed argument holding one is refused as well.
    private func numberProblem(_ number: Double, what: String) -> String? {
        number.isFinite ? nil : "\(what) \(number), not a finite number"
    }

    private func stringProblem(_ text: String, what: String) -> String? {
        let bytes = text.utf8.count
        guard bytes > maxStringBytes else { return nil }
        return "\(what) a string of \(bytes) bytes; the limit is \(maxStringBytes) bytes"
    }

    /// Walks an array or object without recursion, so hostile nesting cannot exhaust the stack, and stops
    /// after `maxElements + 1` values, so a huge argument costs no more than a just-allowed one. Only nested
    /// containers are set aside for later, so a flat array or object allocates nothing.
    private func containerProblem(_ root: ComponentValue) -> String? {
        var pending: [(value: ComponentValue, depth: Int)] = []
        var deepest = 1
        var count = 0
        func visit(_ child: ComponentValue, at depth: Int) -> String? {
            count += 1
            if count > maxElements {
                return depthProblem(deepest, measuredFully: false)
                    ?? "holds more than \(maxElements) values, counting nested ones; the limit is \(maxElements)"
            }
            switch child {
            case .array, .object:
                deepest = max(deepest, depth)
                pending.append((child, depth))
            case .string(let text):
                return stringProblem(text, what: "holds")
            case .double(let number):
                return numberProblem(number, what: "holds")
            case .null, .bool, .int, .opaque:
                break
            }
            return nil
        }
        func visitChildren(of value: ComponentValue, at depth: Int) -> String? {
            switch value {
            case .array(let elements):
                for element in elements {
                    if let problem = visit(element, at: depth + 1) { return problem }
                }
            case .object(let members):
                for (key, member) in members {
                    if let problem = stringProblem(key, what: "holds a key that is") { return problem }
                    if let problem = visit(member, at: depth + 1) { return problem }
                }
            case .null, .bool, .int, .double, .string, .opaque:
                break
            }
            return nil
        }
        if let problem = visitChildren(of: root, at: 1) { return problem }
        while let (value, depth) = pending.popLast() {
            if let problem = visitChildren(of: value, at: depth) { return problem }
        }
        return depthProblem(deepest, measuredFully: true)
    }

    private func depthProblem(_ depth: Int, measuredFully: Bool) -> String? {
        guard depth > maxDepth else { return nil }
        return "is nested \(measuredFully ? "" : "at least ")\(depth) levels deep; the limit is \(maxDepth)"
    }
}
