import ComponentService
import PageKit
import StoreInterface

/// Registers the `Store` component with the bus and its page sections with a section registry; the terminal
/// cells of its item kinds are `StoreTerminal`'s (`StoreTerminalCells.register(in:)`).
public enum StoreRegistration {
    /// Registers `StoreComponent` with `service`, created (and its data loaded) lazily on its first call.
    public static func register(in service: ComponentService) throws(ComponentRegistrationError) {
        try service.register(StoreComponent.self) { _ in StoreComponent() }
    }

    /// Registers the `Store` page sections with `registry`: ``StoreNearbySection`` under
    /// `StoreDefine.nearbySectionKind`, whose factory loads its stores through `service`, and
    /// ``StoreDetailSection`` under `StoreDefine.detailSectionKind`, which loads the store its page names.
    ///
    /// - Parameters:
    ///   - registry: the registry to add the section kinds to.
    ///   - service: the bus the sections call `Store.nearby` and `Store.detail` through.
    ///   - timeOfDay: the current time as `"HH:mm"`, which a selected store says whether it is open at;
    ///     the local clock unless a test fixes it.
    /// - Throws: ``SectionRegistrationError`` when a kind is already registered; the first registration stays.
    public static func registerSections(
        in registry: SectionRegistry, service: ComponentService,
        timeOfDay: @escaping @Sendable () -> String? = StoreNearbySection.currentTimeOfDay
    ) throws(SectionRegistrationError) {
        try registry.register(kind: StoreDefine.nearbySectionKind) { configuration in
            try await StoreNearbySection.make(from: configuration, service: service, timeOfDay: timeOfDay)
        }
        try registry.register(kind: StoreDefine.detailSectionKind) { configuration in
            try await StoreDetailSection.make(from: configuration, service: service, timeOfDay: timeOfDay)
        }
        // scaffold: sections
    }
}
