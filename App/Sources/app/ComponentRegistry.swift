import ComponentService
import Main

/// Registers every component of the app, explicitly, in one place.
enum ComponentRegistry {
    static func registerAll(in service: ComponentService) throws(ComponentRegistrationError) {
        try MainRegistration.register(in: service)
    }
}
