/// A level of the responder chain: an item's section, the page, the app.
///
/// An event raised by an item travels item → section → page → app. Each level may add what it knows to
/// the event and pass it on, or consume it.
public protocol PageResponder: Sendable {
    /// Handles `event` or adds to it; `.consumed` stops it here.
    func respond(to event: inout PageEvent) async -> PageEventDisposition
}

/// Whether an event goes on up the chain.
public enum PageEventDisposition: Sendable, Hashable {
    /// The event goes on to the next level.
    case pass
    /// The event stops here.
    case consumed
}
