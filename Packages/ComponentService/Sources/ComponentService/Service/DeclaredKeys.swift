/// The declared keys of one side of a command, its arguments or its results, arranged so that checking a
/// payload that is valid hashes no key and copies no schema.
///
/// A command declares a handful of keys, so a payload's keys are found by comparing names (equal literal
/// names compare by their bits); past ``hashedLookupThreshold`` keys a dictionary finds them instead.
struct DeclaredKeys: Sendable {
    /// Beyond this many keys, names are found through a dictionary rather than compared one by one.
    static let hashedLookupThreshold = 8

    /// The declared keys, in declaration order.
    let schemas: [ComponentKeySchema]
    private let names: [String]
    private let requiredCount: Int
    private let indexByName: [String: Int]?

    init(_ schemas: [ComponentKeySchema]) {
        self.schemas = schemas
        names = schemas.map(\.name)
        requiredCount = schemas.count { $0.isRequired }
        indexByName =
            schemas.count > Self.hashedLookupThreshold
            ? Dictionary(schemas.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// Whether `payload` holds only declared keys, each with a value its schema accepts, and every required
    /// key. When it does not, ``PayloadValidator`` works out which problem to report.
    func admit(_ payload: ComponentPayload) -> Bool {
        guard payload.count >= requiredCount else { return false }
        return schemas.withUnsafeBufferPointer { schemas in
            var requiredFound = 0
            for (name, value) in payload {
                guard let index = index(of: name), schemas[index].accepts(value) else { return false }
                if schemas[index].isRequired { requiredFound += 1 }
            }
            return requiredFound == requiredCount
        }
    }

    private func index(of name: String) -> Int? {
        if let indexByName { return indexByName[name] }
        return names.withUnsafeBufferPointer { names in names.firstIndex(of: name) }
    }
}
