import ComponentService
import Foundation
import MainInterface
import PageKit

/// The workspace's demo component: the app's name now, its version later.
public final class MainComponent: Component {
    /// The declared contract.
    public static let descriptor = MainDefine.descriptor

    /// One handler per declared command.
    public static let handlers: [ComponentHandler<MainComponent>] = [
        .sync(MainDefine.getAppName) { component, call in
            let prefix = try call.argument(MainDefine.prefix)
            return try ComponentPayload(MainDefine.appName, "\(prefix)-\(component.appName)")
        },
        .responder(MainDefine.asyncGetAppVersion) { component, call, responder in
            let prefix: String
            do {
                prefix = try call.argument(MainDefine.prefix)
            } catch {
                responder.fail(error)
                return
            }
            let version = "\(prefix)-\(component.version)"
            DispatchQueue.global().asyncAfter(deadline: .now() + component.versionDelay) {
                do {
                    responder.succeed(try ComponentPayload(MainDefine.appVersion, version))
                } catch {
                    responder.fail(error)
                }
            }
        },
    ]

    let appName: String
    let version: String
    let versionDelay: DispatchTimeInterval

    /// Creates the component; `versionDelay` is how long the version takes to arrive.
    public init(
        appName: String = "demo", version: String = "1.0.0", versionDelay: DispatchTimeInterval = .milliseconds(300)
    ) {
        self.appName = appName
        self.version = version
        self.versionDelay = versionDelay
    }
}

/// Registers the `Main` component on the bus and its section kinds with a page registry; the terminal cell of
/// its item kind is `MainTerminal`'s (`MainTerminalCells.register(in:)`).
public enum MainRegistration {
    /// Registers `MainComponent` with `service`, created lazily on its first call.
    public static func register(in service: ComponentService) throws(ComponentRegistrationError) {
        try service.register(MainComponent.self) { _ in MainComponent() }
    }

    /// Registers the `main.banner` section kind (``MainDefine/bannerSectionKind``) with `registry`; its
    /// factory asks `service` for the app's name through the bus.
    ///
    /// - Throws: ``SectionRegistrationError`` when the kind is already registered.
    public static func registerSections(
        in registry: SectionRegistry, service: ComponentService
    ) throws(SectionRegistrationError) {
        try registry.register(kind: MainDefine.bannerSectionKind) { configuration in
            try await MainBannerSection.make(from: configuration, service: service)
        }
        // scaffold: sections
    }
}
