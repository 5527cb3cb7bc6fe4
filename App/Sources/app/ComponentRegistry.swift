import CMS
import ComponentService
import Feed
import Main
import PageKit
import Store
import Template

// scaffold: imports

/// Registers every component of the app, and the page sections they contribute, explicitly, in one place.
enum ComponentRegistry {
    static func registerAll(in service: ComponentService, sections: SectionRegistry) throws {
        try registerComponents(in: service)
        try MainRegistration.registerSections(in: sections, service: service)
        try StoreRegistration.registerSections(in: sections, service: service)
        try FeedRegistration.registerSections(in: sections, service: service)
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
