/// The positions of a few names, found by comparing names rather than hashing them.
///
/// Commands and their keys are a handful of short names, and comparing two equal literal names compares
/// their bits, which is cheaper than hashing one. Past ``hashedLookupThreshold`` names a dictionary finds
/// them instead. A repeated name keeps its first position.
struct NameIndex: Sendable {
    /// Beyond this many names, names are found through a dictionary rather than compared one by one.
    static let hashedLookupThreshold = 8

    private let names: [String]
    private let positionByName: [String: Int]?

    init(_ names: [String]) {
        self.names = names
        positionByName =
            names.count > Self.hashedLookupThreshold
            ? Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The position of `name`, or `nil` when it is not one of the names.
    func position(of name: String) -> Int? {
        if let positionByName { return positionByName[name] }
        return names.withUnsafeBufferPointer { names in names.firstIndex(of: name) }
    }
}
