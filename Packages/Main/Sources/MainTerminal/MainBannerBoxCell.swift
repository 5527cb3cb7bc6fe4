import Main
import PageKit
import PageTerminal

/// The terminal cell of the banner's item (`MainBannerSection.cellKind`): the box with the app's name and
/// the subtitle, four lines at any width.
enum MainBannerBoxCell {
    /// A new cell.
    static func make() -> any TerminalCell {
        TextCell { item, width in item.value(as: MainBanner.self)?.lines(width: width) ?? [] }
    }
}
