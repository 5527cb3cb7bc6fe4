import CMS
import ComponentService
import Feed
import FeedTerminal
import Main
import MainTerminal
import PageKit
import PageTerminal
import Store
import StoreTerminal
import Template
import TemplateTerminal

// scaffold: imports

/// Registers every component of the app, the page sections they contribute and the terminal cells of those
/// sections' item kinds, explicitly, in one place.
enum ComponentRegistry {
    /// Registers everything with `service`, `sections` and `cells`.
    ///
    /// - Throws: the first registration that fails, or ``MissingTerminalCells`` when a section's item kind
    ///   has no terminal cell, so that no page would show it blank.
    static func registerAll(in service: ComponentService, sections: SectionRegistry, cells: inout TerminalCells) throws
    {
        try registerComponents(in: service)
        try MainRegistration.registerSections(in: sections, service: service)
        try StoreRegistration.registerSections(in: sections, service: service)
        try FeedRegistration.registerSections(in: sections, service: service)
        try TemplateRegistration.registerSections(in: sections, service: service)
        // scaffold: sections
        try MainTerminalCells.register(in: &cells)
        try StoreTerminalCells.register(in: &cells)
        try FeedTerminalCells.register(in: &cells)
        try TemplateTerminalCells.register(in: &cells)
        // scaffold: cells
        let missing = cells.missingKinds(in: sections)
        guard missing.isEmpty else { throw MissingTerminalCells(kinds: missing) }
    }

    private static func registerComponents(in service: ComponentService) throws(ComponentRegistrationError) {
        try CMSRegistration.register(in: service)
        try FeedRegistration.register(in: service)
        try MainRegistration.register(in: service)
        try StoreRegistration.register(in: service)
        try TemplateRegistration.register(in: service)
        // scaffold: registrations
    }
}
