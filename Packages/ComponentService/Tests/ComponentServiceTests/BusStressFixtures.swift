import Foundation

@testable import ComponentService

/// The contract of ``Tagged``: one command that answers with the token the instance was made with.
enum TagDefine {
    static let token = ComponentKey<Int>("token", "The token the answering instance was made with.")
    static let whoami = ComponentCommand.sync("whoami", "Answers with the instance's token.", results: [token])
}

/// A name for ``Tagged``. A component's name is static, so each name the stress test uses is a type.
protocol TagName: Sendable {
    static var name: String { get }
}

/// The name every stress worker registers and unregisters.
enum SharedTag: TagName { static var name: String { "Shared" } }
/// The name of the lazy component whose first calls race.
enum LazyTag: TagName { static var name: String { "LazyProbe" } }
enum OwnTag0: TagName { static var name: String { "Own0" } }
enum OwnTag1: TagName { static var name: String { "Own1" } }
enum OwnTag2: TagName { static var name: String { "Own2" } }
enum OwnTag3: TagName { static var name: String { "Own3" } }
enum OwnTag4: TagName { static var name: String { "Own4" } }
enum OwnTag5: TagName { static var name: String { "Own5" } }
enum OwnTag6: TagName { static var name: String { "Own6" } }
enum OwnTag7: TagName { static var name: String { "Own7" } }

/// A component that answers `whoami` with its token, so a caller sees which registration answered.
final class Tagged<Name: TagName>: Component {
    static var descriptor: ComponentDescriptor {
        ComponentDescriptor(name: Name.name, summary: "Answers with its token.", commands: [TagDefine.whoami])
    }
    static var handlers: [ComponentHandler<Tagged>] {
        [.sync(TagDefine.whoami) { component, _ in try ComponentPayload(TagDefine.token, component.token) }]
    }

    let token: Int

    init(token: Int) {
        self.token = token
    }
}

/// Registers a ``Tagged`` component under one worker's own name, as an instance or lazily.
struct OwnTagRegistrar: Sendable {
    let name: String
    let register: @Sendable (ComponentService, _ token: Int, _ lazily: Bool) throws -> Void

    init<Name: TagName>(_: Name.Type) {
        name = Name.name
        register = { service, token, lazily in
            if lazily {
                try service.register(Tagged<Name>.self) { _ in Tagged<Name>(token: token) }
            } else {
                try service.register(Tagged<Name>(token: token))
            }
        }
    }

    /// One registrar per stress worker.
    static let all = [
        OwnTagRegistrar(OwnTag0.self), OwnTagRegistrar(OwnTag1.self), OwnTagRegistrar(OwnTag2.self),
        OwnTagRegistrar(OwnTag3.self), OwnTagRegistrar(OwnTag4.self), OwnTagRegistrar(OwnTag5.self),
        OwnTagRegistrar(OwnTag6.self), OwnTagRegistrar(OwnTag7.self),
    ]
}
