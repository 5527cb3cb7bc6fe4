import ComponentService
import Echo
import EchoInterface
import Swinject

/// The Echo component registered with a service, as an app registers it, and resolvable from Swinject.
struct BusWorkload {
    let component = EchoComponent()
    let service = ComponentService()
    let container = Container()

    init() {
        do {
            try service.register(component)
        } catch {
            fatalError("the benchmark's component does not register: \(error)")
        }
        container.register(Echoing.self) { [component] _ in component }
    }

    /// The component as its protocol: what the direct calls call.
    var direct: any Echoing { component }

    /// The arguments of the echo command as a dictionary caller spells them.
    static var arguments: ComponentPayload { [EchoDefine.text.name: "hello"] }
}
