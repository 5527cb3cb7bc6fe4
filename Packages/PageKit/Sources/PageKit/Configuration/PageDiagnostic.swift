/// Something worth telling about a page's configuration, or about what an update found: what is wrong,
/// where, and how bad.
///
/// A diagnostic never stops the page: the part it names is skipped, renamed or shown as a placeholder, and
/// the rest renders.
///
/// ```swift
/// print(diagnostic)   // $.sections[1]: skipped: "kind" is missing
/// ```
public struct PageDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable {
        /// The page renders as configured after a repair, such as a renamed duplicate id.
        case warning
        /// A part of the page is missing or replaced by a placeholder.
        case error
    }

    /// What kind of problem, by name. PageKit's own codes are below; a package whose sections read data of
    /// their own defines its codes the same way (`static let malformedFeed = Code("malformedFeed")`).
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The code named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The page is not an object, lacks its sections, or has a malformed `id` or `title`.
        public static let malformedPage = Code("malformedPage")
        /// A section is not an object, lacks a valid `id` or `kind`, or has `data` that is not an object.
        public static let malformedSection = Code("malformedSection")
        /// A section repeats an earlier section's id and was renamed.
        public static let duplicateSectionID = Code("duplicateSectionID")
        /// No section type is registered for a section's kind.
        public static let unknownKind = Code("unknownKind")
        /// The section type could not make a section from its data; the section shows its error state.
        public static let sectionFailed = Code("sectionFailed")
        /// The page configuration has more sections than ``PageLimits/sectionsPerPage``; the rest are left out.
        public static let tooManySections = Code("tooManySections")
        /// The built page would hold more items than ``PageLimits/itemsPerPage``; the sections that take it over
        /// are shown as empty placeholders.
        public static let tooManyItems = Code("tooManyItems")

        /// A section's data did not arrive within its timeout (``SectionLoading/timeout``); the section shows
        /// its error state, which retries it when the page's load can (``PageLoad``).
        public static let sectionTimedOut = Code("sectionTimedOut")
        /// A section kind took longer to size or diff in an update, or the host to apply it, than its budget
        /// (``KindBudget``); the update is as it was, the warning names the kind and the figure.
        public static let overBudget = Code("overBudget")
        /// A paging section's next page failed, did not arrive within its timeout, or would take the page past
        /// ``PageLimits/itemsPerPage``; the section keeps its items and is asked for no more pages until it is
        /// reloaded (``PageLoad/reload(section:)``).
        public static let pagingFailed = Code("pagingFailed")
        /// A section's `delay` or `timeout` is not a number of seconds, or is outside its limits; the default or
        /// the nearer limit is used.
        public static let invalidSetting = Code("invalidSetting")

        /// The page or a section has a member the configuration does not define; it is ignored.
        public static let unknownMember = Code("unknownMember")
        /// The configuration gave more than ``PageLimits/configurationDiagnostics`` diagnostics; the rest are
        /// counted, not listed.
        public static let tooManyDiagnostics = Code("tooManyDiagnostics")

        /// A size was negative, infinite, not a number or above ``PageLimits/entrySizes``; it counts as 0 (or as
        /// the limit, when too large).
        public static let invalidSize = Code("invalidSize")
        /// An item's kind is not among its section's ``PageSection/itemKinds``; it is shown with size 0.
        public static let undeclaredKind = Code("undeclaredKind")
        /// Neither the host's ``ItemSizer`` nor the item's section sized an item; it is shown with size 0.
        public static let unsizedItem = Code("unsizedItem")

        /// The code's name, such as `malformedSection`.
        public var description: String { name }
    }

    /// How bad it is.
    public let severity: Severity
    /// What kind of problem.
    public let code: Code
    /// Where it is: a JSON path such as `$.sections[1]` in the configuration, or a section and an item such as
    /// `nearby/"7"` for what an update found.
    public let path: String
    /// What is wrong and what was done about it, such as `skipped: "kind" is missing`.
    public let message: String

    /// A diagnostic.
    public init(severity: Severity, code: Code, path: String, message: String) {
        self.severity = severity
        self.code = code
        self.path = path
        self.message = message
    }

    /// The path and the message: `$.sections[1]: skipped: "kind" is missing`.
    public var description: String { "\(path): \(message)" }
}
