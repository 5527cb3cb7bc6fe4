/// A layout the engine replaced, on its way to the background release. The release task takes the layout
/// out and frees it, so it is freed there whether the task or the engine lets go of the box last; a plain
/// capture would free it on the engine whenever the task finished first.
final class ReplacedLayout: @unchecked Sendable {
    // Only the release task reads or writes the layout; the engine only makes the box and lets it go.
    private var layout: PageLayout?

    init(_ layout: PageLayout) {
        self.layout = layout
    }

    /// Frees the layout, and with it the page it holds unless something else still holds that.
    func free() {
        layout = nil
    }
}
