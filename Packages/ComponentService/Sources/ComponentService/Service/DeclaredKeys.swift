/// The declared keys of one side of a command, its arguments or its results, arranged so that checking a
/// payload that is valid hashes no key and copies no schema.
struct DeclaredKeys: Sendable {
    /// The declared keys, in declaration order.
    let schemas: [ComponentKeySchema]
    private let names: NameIndex
    private let requiredCount: Int

    init(_ schemas: [ComponentKeySchema]) {
        self.schemas = schemas
        names = NameIndex(schemas.map(\.name))
        requiredCount = schemas.count { $0.isRequired }
    }

    /// Whether `payload` holds only declared keys, each with a value its schema accepts and within `limits`
    /// when given, and every required key. When it does not, ``PayloadValidator`` works out which problem
    /// to report.
    func admit(_ payload: ComponentPayload, within limits: ComponentArgumentLimits? = nil) -> Bool {
        guard payload.count >= requiredCount else { return false }
        return schemas.withUnsafeBufferPointer { schemas in
            payload.members.withUnsafeBufferPointer { members in
                var requiredFound = 0
                for position in members.indices {
                    if let limits, !limits.admits(members[position].1) { return false }
                    guard let index = names.position(of: members[position].0),
                        schemas[index].accepts(members[position].1)
                    else { return false }
                    if schemas[index].isRequired { requiredFound += 1 }
                }
                return requiredFound == requiredCount
            }
        }
    }
}
