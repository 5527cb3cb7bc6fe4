/// The positions of a few names: a component's commands, a command's keys. Found by comparing names, which
/// for a handful of short names costs less than hashing one (two equal literals compare by their bits);
/// past ``hashedLookupThreshold`` names, through a dictionary. A repeated name keeps its first position.
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
