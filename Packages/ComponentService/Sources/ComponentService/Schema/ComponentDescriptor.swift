/// What a component is, without its implementation: its name, purpose and declared commands.
///
/// A component's Define file holds its descriptor, so the interface target knows the whole contract and
/// introspection works before a lazily registered component has been created.
public struct ComponentDescriptor: Sendable, Hashable {
    /// The component name callers use on the bus.
    public let name: String
    /// A one-line description.
    public let summary: String
    /// The declared commands, in declaration order.
    public let commands: [ComponentCommandSchema]

    /// Declares a component.
    public init(name: String, summary: String, commands: [any ComponentCommandDeclaration]) {
        self.name = name
        self.summary = summary
        self.commands = commands.map(\.schema)
    }

    /// The declared command named `name`, if there is one.
    public func command(named name: String) -> ComponentCommandSchema? {
        commands.first { $0.name == name }
    }
}
