/// Why a ``BatchUpdate`` cannot be applied to an outline: the inconsistencies UIKit raises an exception for.
///
/// Compare with the static values (`error == .countMismatch`); ``detail`` says which index is wrong.
public struct BatchUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: String, Sendable, Hashable {
        case indexOutOfRange = "index out of range"
        case indexListedTwice = "index listed twice"
        case countMismatch = "count mismatch"
        case itemInReplacedSection = "item in a replaced section"
    }

    private let code: Code
    /// What is wrong, naming the lists and indexes involved.
    public let detail: String

    private init(_ code: Code, _ detail: String) {
        self.code = code
        self.detail = detail
    }

    /// An index is not a position of the outline it refers to (old for deletes, reloads and move sources;
    /// new for inserts and move destinations).
    public static let indexOutOfRange = BatchUpdateError(.indexOutOfRange, "")
    /// Two changes name the same old position, or the same new position.
    public static let indexListedTwice = BatchUpdateError(.indexListedTwice, "")
    /// After the update a section count or an item count differs from the new outline's.
    public static let countMismatch = BatchUpdateError(.countMismatch, "")
    /// An item change names a section that is deleted, inserted or reloaded.
    public static let itemInReplacedSection = BatchUpdateError(.itemInReplacedSection, "")

    static func indexOutOfRange(_ detail: String) -> BatchUpdateError { BatchUpdateError(.indexOutOfRange, detail) }
    static func indexListedTwice(_ detail: String) -> BatchUpdateError { BatchUpdateError(.indexListedTwice, detail) }
    static func countMismatch(_ detail: String) -> BatchUpdateError { BatchUpdateError(.countMismatch, detail) }
    static func itemInReplacedSection(_ detail: String) -> BatchUpdateError {
        BatchUpdateError(.itemInReplacedSection, detail)
    }

    /// Errors of the same kind are equal, whatever their detail.
    public static func == (lhs: BatchUpdateError, rhs: BatchUpdateError) -> Bool { lhs.code == rhs.code }

    /// Hashes the kind of error.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `count mismatch: section 2 would hold 3 items, the new outline has 4`.
    public var description: String { detail.isEmpty ? code.rawValue : "\(code.rawValue): \(detail)" }
}
