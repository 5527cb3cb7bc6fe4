/// The identity of a section within a page: the section id from the page configuration.
public struct SectionID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as configured.
    public let rawValue: String

    /// Wraps a configured id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a literal id.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// Orders ids by their text.
    public static func < (lhs: SectionID, rhs: SectionID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The id.
    public var description: String { rawValue }
}
