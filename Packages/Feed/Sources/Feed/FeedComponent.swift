import ComponentService
import FeedInterface
import Foundation
import PageKit

/// The feed component: pages of heterogeneous items loaded once from JSON.
///
/// The items are loaded in the initializer, which the bus runs once. If they cannot be loaded, every
/// command answers ``ComponentError/Code/componentFailure`` with the reason.
public final class FeedComponent: Component {
    /// The declared contract.
    public static let descriptor = FeedDefine.descriptor

    /// One handler per declared command.
    public static let handlers: [ComponentHandler<FeedComponent>] = [
        .sync(FeedDefine.list) { component, call in
            let page = try call.argument(FeedDefine.page)
            let pageSize = try call.argument(FeedDefine.pageSize)
            guard page >= 1 else {
                throw rejection(of: FeedDefine.page.name, in: call, "must be 1 or more, got \(page)")
            }
            guard (1...FeedDefine.maxPageSize).contains(pageSize) else {
                throw rejection(
                    of: FeedDefine.pageSize.name, in: call,
                    "must be from 1 to \(FeedDefine.maxPageSize), got \(pageSize)")
            }
            let catalog = try component.loaded.get()
            let answer = catalog.page(page, size: pageSize)
            var payload = try ComponentPayload(FeedDefine.items, Array(answer.items))
            try payload.set(FeedDefine.pageResult, page)
            try payload.set(FeedDefine.pageSizeResult, pageSize)
            try payload.set(FeedDefine.total, catalog.items.count)
            try payload.set(FeedDefine.hasMore, answer.hasMore)
            try payload.set(FeedDefine.skipped, catalog.skipped)
            return payload
        },
        .sync(FeedDefine.types) { component, _ in
            _ = try component.loaded.get()
            return try ComponentPayload(FeedDefine.typesResult, FeedContentCheck.knownTypes)
        },
    ]

    private let loaded: Result<FeedCatalog, ComponentError>

    /// Loads the feed shipped with the package (`feed.json`).
    public convenience init() {
        guard let url = Bundle.module.url(forResource: "feed", withExtension: "json") else {
            self.init(loaded: .failure(.failure("The feed resource feed.json is missing from the bundle")))
            return
        }
        self.init(contentsOf: url)
    }

    /// Loads the feed from the JSON file at `url`.
    public convenience init(contentsOf url: URL) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let file = EchoedText.bare(url.lastPathComponent)
            let reason = EchoedText.bare(error.localizedDescription)
            self.init(loaded: .failure(.failure("The feed file \(file) cannot be read: \(reason)")))
            return
        }
        self.init(data: data)
    }

    /// Loads the feed from JSON `data`: an array of items `{id, type, common, content}`.
    public convenience init(data: Data) {
        self.init(loaded: Result { () throws(ComponentError) in try FeedCatalog(data: data) })
    }

    private init(loaded: Result<FeedCatalog, ComponentError>) {
        self.loaded = loaded
    }

    /// Why each record left out at load was left out, such as `$[8]: missing key "common"`; empty when
    /// the feed did not load at all.
    public var diagnostics: [String] {
        (try? loaded.get())?.diagnostics ?? []
    }

    /// Why the feed could not be loaded, or `nil` when it was.
    public var loadError: ComponentError? {
        guard case .failure(let error) = loaded else { return nil }
        return error
    }

    private static func rejection(of key: String, in call: ComponentCall, _ problem: String) -> ComponentError {
        .invalidArgument(key, "Invalid argument for \(call.component).\(call.command.name): '\(key)' \(problem)")
    }
}

/// Registers the `Feed` component on the bus and its section kinds with a page registry; the terminal cells of
/// its item kinds are `FeedTerminal`'s (`FeedTerminalCells.register(in:)`).
public enum FeedRegistration {
    /// Registers `FeedComponent` with `service`, created (and its feed loaded) lazily on its first call.
    public static func register(in service: ComponentService) throws(ComponentRegistrationError) {
        try service.register(FeedComponent.self) { _ in FeedComponent() }
    }

    /// Registers the `feed.list` section kind (``FeedDefine/listSectionKind``) with `registry`; its factory
    /// asks `service` for the configured page of the feed through the bus.
    ///
    /// - Throws: ``SectionRegistrationError`` when the kind is already registered.
    public static func registerSections(
        in registry: SectionRegistry, service: ComponentService
    ) throws(SectionRegistrationError) {
        try registry.register(kind: FeedDefine.listSectionKind) { configuration in
            try await FeedSection.make(from: configuration, service: service)
        }
        // scaffold: sections
    }
}
