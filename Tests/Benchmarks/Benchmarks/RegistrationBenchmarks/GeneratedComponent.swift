import ComponentService

/// What the generated component types (GeneratedComponents.swift) share: one sync command that answers
/// an empty payload, and a lazy registration. Each type is distinct and has its own name, so registering
/// them is what an app with that many components does.
protocol GeneratedComponent: Component {
    init()
}

extension GeneratedComponent {
    /// The handler of `ping`.
    static var handlers: [ComponentHandler<Self>] {
        [.sync(GeneratedDefine.ping) { _, _ in [:] }]
    }

    /// Registers this type with `service`, created on its first call.
    static func registerLazily(in service: ComponentService) throws(ComponentRegistrationError) {
        try service.register(Self.self) { _ in Self() }
    }
}

/// The contract of the generated components.
enum GeneratedDefine {
    /// Answers at once, with nothing.
    static let ping = ComponentCommand.sync("ping", "Answers at once.")

    /// The declaration of generated component number `index`.
    static func descriptor(_ index: Int) -> ComponentDescriptor {
        ComponentDescriptor(name: name(index), summary: "Generated component \(index).", commands: [ping])
    }

    /// The name of generated component number `index`: C0042 for 42.
    static func name(_ index: Int) -> String {
        let digits = String(index)
        return "C" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
