import CMS
import ComponentService
import Feed
import Main
import Store
import Template

// scaffold: imports

/// Registers every component of the app, explicitly, in one place.
enum ComponentRegistry {
    static func registerAll(in service: ComponentService) throws(ComponentRegistrationError) {
        try CMSRegistration.register(in: service)
        try FeedRegistration.register(in: service)
        try MainRegistration.register(in: service)
        try StoreRegistration.register(in: service)
        try TemplateRegistration.register(in: service)
        // scaffold: registrations
    }
}
