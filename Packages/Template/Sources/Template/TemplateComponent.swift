import ComponentService
import Foundation
import PageKit
import TemplateInterface

/// Greets people: at once with `greet`, later with `asyncGreet`.
public final class TemplateComponent: Component {
    /// The declared contract.
    public static let descriptor = TemplateDefine.descriptor

    /// One handler per declared command.
    public static let handlers: [ComponentHandler<TemplateComponent>] = [
        .sync(TemplateDefine.greet) { component, call in
            try ComponentPayload(TemplateDefine.greeting, component.greeting(for: call))
        },
        .async(TemplateDefine.asyncGreet) { component, call in
            let greeting = try component.greeting(for: call)
            try await Task.sleep(for: component.delay)
            return try ComponentPayload(TemplateDefine.greeting, greeting)
        },
    ]

    let delay: Duration

    /// Creates the component; `delay` is how long `asyncGreet` takes to answer.
    public init(delay: Duration = .milliseconds(100)) {
        self.delay = delay
    }

    private func greeting(for call: ComponentCall) throws(ComponentError) -> String {
        let person = try call.argument(TemplateDefine.person)
        let excitement = try call.argument(TemplateDefine.excitement)
        guard !person.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidArgument(TemplateDefine.person.name, "'\(TemplateDefine.person.name)' is empty")
        }
        guard (0...5).contains(excitement) else {
            throw .invalidArgument(
                TemplateDefine.excitement.name, "'\(TemplateDefine.excitement.name)' must be 0...5, got \(excitement)")
        }
        return "Hello, \(person)" + String(repeating: "!", count: excitement)
    }
}

/// Registers the `Template` component with the bus and its page sections with a section registry; the
/// terminal cells of its item kinds are `TemplateTerminal`'s (`TemplateTerminalCells.register(in:)`).
public enum TemplateRegistration {
    /// Registers `TemplateComponent` with `service`, created lazily on its first call.
    public static func register(in service: ComponentService) throws(ComponentRegistrationError) {
        try service.register(TemplateComponent.self) { _ in TemplateComponent() }
    }

    /// Registers the `Template` page sections with `registry`: ``TemplateListSection`` under its kind.
    ///
    /// - Parameters:
    ///   - registry: the registry to add the section kinds to.
    ///   - service: the bus a section's factory may load its data through.
    /// - Throws: ``SectionRegistrationError`` when a kind is already registered; the first registration stays.
    public static func registerSections(
        in registry: SectionRegistry, service: ComponentService
    ) throws(SectionRegistrationError) {
        try registry.register(kind: TemplateListSection.kind) { configuration in
            try TemplateListSection.make(from: configuration)
        }
        // scaffold: sections
    }
}
