import ComponentService
import MainInterface
import PageKit

/// The `main.banner` page section: a box with the app's name (from the bus) and a subtitle. Selecting it
/// asks the bus for the app's version and shows it.
///
/// One item, identified by the app's name, of kind ``cellKind``; no header. The host draws and sizes the box
/// (the terminal's cell: `MainTerminal`'s `MainTerminalCells.register(in:)`).
public struct MainBannerSection: PageSection {
    /// The subtitle when the configuration has none.
    public static let defaultSubtitle = "Server-driven pages from business components"
    /// The cell kind of the banner's item.
    public static let cellKind = "main.banner.box"
    /// The one kind the banner shows: ``cellKind``.
    public static let itemKinds = [cellKind]
    /// How long a selection waits for the app's version.
    public static let versionTimeout: Duration = .seconds(5)

    /// The app's name shown in the box, such as `"shop-demo"`.
    public let appName: String
    /// The line under the name.
    public let subtitle: String
    /// The prefix the name was asked with; a selection asks for the version with it.
    public let prefix: String
    private let service: ComponentService

    /// A banner showing `appName` and `subtitle`; a selection asks `service` for the version after `prefix`.
    public init(appName: String, subtitle: String = defaultSubtitle, prefix: String, service: ComponentService) {
        self.appName = appName
        self.subtitle = subtitle
        self.prefix = prefix
        self.service = service
    }

    private var banner: MainBanner { MainBanner(appName: appName, subtitle: subtitle) }

    /// The banner, identified by the app's name.
    public var items: [PageItem] { [PageItem(banner, id: \.appName, kind: Self.cellKind)] }

    /// On a selection of the banner, appends `Version: <version>` (or `Version unavailable: <error>`) to
    /// the event's output and consumes it; passes anything else.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition {
        guard event.name == PageEvent.select, let sender = event.sender, sender.id == items.first?.id else {
            return .pass
        }
        do {
            let version = try await service.main.appVersion(prefix: prefix, timeout: Self.versionTimeout)
            event.output.append("Version: \(version)")
        } catch {
            event.output.append("Version unavailable: \(error)")
        }
        return .consumed
    }
}
