import TestSupport
import Testing

@testable import ComponentService

/// The quick check of a payload against declared keys agrees with the rule it stands for: only declared
/// keys, each value accepted by its schema, every required key present.
@Suite struct DeclaredKeysTests {
    private static let types: [ComponentValueType] = [.any, .bool, .int, .double, .string, .array(.int), .object]
    private static let values: [ComponentValue] = [.null, true, 3, 1.5, "text", [1, 2], ["a": 1], ["x"]]

    /// `count` schemas named k0, k1, … with types, requiredness and nullability from `random`.
    private func schemas(_ count: Int, using random: inout SplitMix64) -> [ComponentKeySchema] {
        (0..<count).map { index in
            ComponentKeySchema(
                name: "k\(index)", type: Self.types[Int.random(in: 0..<Self.types.count, using: &random)],
                isRequired: Bool.random(using: &random), isNullable: Bool.random(using: &random), summary: "")
        }
    }

    /// The rule, written out plainly.
    private func isValid(_ payload: ComponentPayload, _ schemas: [ComponentKeySchema]) -> Bool {
        let declared = Dictionary(uniqueKeysWithValues: schemas.map { ($0.name, $0) })
        return payload.allSatisfy { name, value in declared[name]?.accepts(value) == true }
            && schemas.allSatisfy { !$0.isRequired || payload[$0.name] != nil }
    }

    /// A payload that is mostly valid: a declared key is left out (even a required one), given a value its
    /// schema may refuse, or joined by an undeclared key, each now and then.
    private func payload(
        for schemas: [ComponentKeySchema], using random: inout SplitMix64
    ) -> ComponentPayload {
        var payload: ComponentPayload = [:]
        for schema in schemas where schema.isRequired ? random.chance(0.97) : random.chance(0.5) {
            let accepted = Self.values.filter(schema.accepts)
            let pool = random.chance(0.97) && !accepted.isEmpty ? accepted : Self.values
            payload[schema.name] = pool[Int.random(in: 0..<pool.count, using: &random)]
        }
        if random.chance(0.1) { payload["undeclared"] = 1 }
        return payload
    }

    @Test(
        "admits exactly the valid payloads, for few keys and many",
        arguments: [0, 1, 3, 8, 9, 20])
    func agreesWithTheRule(keyCount: Int) {
        var random = SplitMix64(seed: UInt64(keyCount) &* 7919)
        var admitted = 0
        for _ in 0..<2_000 {
            let declared = schemas(keyCount, using: &random)
            let payload = payload(for: declared, using: &random)
            let keys = DeclaredKeys(declared)
            #expect(keys.admit(payload) == isValid(payload, declared), "\(declared) \(payload)")
            // Within limits that refuse "text" (4 bytes): valid and within the limits, the one-pass rule.
            let limits = ComponentArgumentLimits(maxDepth: 1, maxElements: 2, maxStringBytes: 3)
            let withinLimits = (try? limits.check(payload, site: CallSite(component: "C", command: "c"))) != nil
            #expect(
                keys.admit(payload, within: limits) == (isValid(payload, declared) && withinLimits),
                "\(declared) \(payload)")
            if keys.admit(payload) { admitted += 1 }
        }
        // Both outcomes occur, so the comparison above tested both.
        #expect(admitted > 0)
        #expect(admitted < 2_000 || keyCount == 0)
    }
}

extension SplitMix64 {
    /// True with probability `probability`.
    fileprivate mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
