/// An event raised by an item — a selection, a tap on a button in it — travelling up the responder chain.
///
/// Each level adds what it knows: the chain fills in the sender and its position before the owning
/// section sees the event, the page adds its id; any level may add to ``userInfo`` or ``output``.
public struct PageEvent: Sendable {
    /// What happened, such as ``select``.
    public var name: String
    /// The item that raised the event.
    public var sender: PageItem?
    /// The section that owns the sender.
    public var sectionID: SectionID?
    /// The sender's position in its section, for a view that needs it.
    public var itemIndex: Int?
    /// The page the event happened on.
    public var pageID: String?
    /// Anything a level wants the levels above it to know.
    public var userInfo: [String: any Sendable]
    /// Lines a level wants shown as the event's outcome, which the host shows as it sees fit.
    public var output: [String]
    /// Another page the host should open, set by a level that wants the selection to lead there.
    public var route: PageRoute?
    /// The levels the event passed, in order: `item`, `section <id>`, `page <id>`, `app`.
    public internal(set) var trail: [String]

    /// The name of the event a selection raises.
    public static let select = "select"

    /// A new event named `name`.
    public init(name: String, userInfo: [String: any Sendable] = [:]) {
        self.name = name
        self.userInfo = userInfo
        output = []
        trail = []
    }
}

/// Where an event ended.
public struct PageEventOutcome: Sendable {
    /// The event as the last level left it.
    public let event: PageEvent
    /// The level that consumed it, or `nil` when it passed every level.
    public let consumedBy: String?
}
