/// The identity of a section within a page: the section id from the page configuration.
///
/// Ids compare as Swift strings do, by canonical equivalence: `"é"` (one code point) and `"e\u{301}"` (an `e`
/// and a combining accent) are the same id, so a configuration that gives both has given one id twice.
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
