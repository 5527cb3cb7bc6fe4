/// What happens to a page and its items that its sections may want to hear, sent as a scoped message
/// (``PageSnapshot/send(_:)``) to the sections of that page only: a section adopts
/// `PageMessageHandler<PageLifecycle>` to receive them. ``PageEngine`` sends them as its host reports the page
/// appearing or disappearing (``PageEngine/appear()``, ``PageEngine/disappear()``) and an item becoming
/// selected (``PageEngine/select(_:in:)``, ``PageEngine/deselect()``), and as an update changes the page: a
/// section that joins a page on screen hears ``appeared``, and one that leaves it ``disappeared``, after
/// ``deselected(_:)`` when the update removes the selected item. An update to another page id replaces every
/// section and clears the selection. The engine sends them in the order its state changed, even when a handler
/// suspends and another call changes the state meanwhile: what a section heard last is what holds. A handler
/// may call the engine back (select an item as its page appears), from its task or one it starts: that call
/// returns without waiting for its own messages, which go out once the handler returns. A handler must not
/// wait for work it starts elsewhere (a detached task, a callback) that calls the engine: that call waits for
/// the handler.
///
/// ```swift
/// extension NewsSection: PageMessageHandler {
///     func handle(_ message: PageLifecycle) async {
///         if case .disappeared = message { await player.pause() }
///     }
/// }
/// ```
public enum PageLifecycle: Sendable, Hashable {
    /// The page came on screen (again).
    case appeared
    /// The page left the screen: another page was opened over it, or it was closed.
    case disappeared
    /// The item became the selected one.
    case selected(ExposedItem)
    /// The item stopped being the selected one.
    case deselected(ExposedItem)
}
