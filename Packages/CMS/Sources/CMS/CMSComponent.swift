import CMSInterface
import ComponentService
import Foundation

/// Serves page configurations by page id: the server side of server-driven pages.
///
/// Pages are the bundled `Resources/Pages/*.json`, read once, or the `*.json` files of a directory, read on
/// every call so an edited page shows on the next call. Sections are passed through as configured.
public final class CMSComponent: Component {
    /// The declared contract.
    public static let descriptor = CMSDefine.descriptor

    /// One handler per declared command.
    public static let handlers: [ComponentHandler<CMSComponent>] = [
        .sync(CMSDefine.page) { component, call in
            let id = try call.argument(CMSDefine.id)
            try PageID.validate(id)
            return try ComponentPayload(CMSDefine.pageObject, try component.source.page(id))
        },
        .sync(CMSDefine.pages) { component, _ in
            try ComponentPayload(CMSDefine.ids, try component.source.ids())
        },
    ]

    let source: PageSource

    /// Creates the component serving the bundled pages (`broken-demo`, `home`, `store`, `stores`), read now.
    public init() {
        source = .bundled()
    }

    /// Creates the component serving the `<id>.json` files of `pagesDirectory`, read on every call.
    ///
    /// A directory that does not exist is reported by every command (error 400), not here.
    public init(pagesDirectory: URL) {
        source = .live(PageDirectory(url: pagesDirectory))
    }
}

/// Registers the `CMS` component.
public enum CMSRegistration {
    /// Registers `CMSComponent` with `service`, created lazily on its first call.
    ///
    /// When `environment` has a non-empty ``CMSDefine/pagesDirectoryVariable`` (`CMS_PAGES_DIR`), the
    /// component serves that directory; otherwise it serves the bundled pages.
    public static func register(
        in service: ComponentService, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ComponentRegistrationError) {
        let directory = pagesDirectory(in: environment)
        try service.register(CMSComponent.self) { _ in
            directory.map(CMSComponent.init(pagesDirectory:)) ?? CMSComponent()
        }
    }

    /// The pages directory named by `environment`, if any.
    static func pagesDirectory(in environment: [String: String]) -> URL? {
        guard let path = environment[CMSDefine.pagesDirectoryVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
