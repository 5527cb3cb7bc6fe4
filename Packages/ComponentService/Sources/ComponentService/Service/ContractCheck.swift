/// Verifies that a component's handlers answer exactly its declared commands, each with its declaration.
enum ContractCheck {
    static func verify(
        descriptor: ComponentDescriptor, handled commands: [ComponentCommandSchema]
    ) throws(ComponentRegistrationError) {
        let name = descriptor.name
        guard !name.isEmpty else { throw .invalidContract(name, "the component name is empty") }
        var declared: [String: ComponentCommandSchema] = [:]
        for command in descriptor.commands {
            guard declared.updateValue(command, forKey: command.name) == nil else {
                throw .invalidContract(name, "command \(EchoedText.quoted(command.name)) is declared twice")
            }
            try verifyKeys(command.arguments, of: command, role: "argument", component: name)
            try verifyKeys(command.results, of: command, role: "result", component: name)
        }
        var handled: Set<String> = []
        for command in commands {
            guard handled.insert(command.name).inserted else {
                throw .invalidContract(name, "command \(EchoedText.quoted(command.name)) has two handlers")
            }
            guard let declaration = declared[command.name] else {
                throw .invalidContract(name, "command \(EchoedText.quoted(command.name)) is handled but not declared")
            }
            guard declaration == command else {
                throw .invalidContract(
                    name, "the handler of \(EchoedText.quoted(command.name)) uses a different declaration")
            }
        }
        if let missing = descriptor.commands.first(where: { !handled.contains($0.name) }) {
            throw .invalidContract(name, "command \(EchoedText.quoted(missing.name)) is declared but has no handler")
        }
    }

    private static func verifyKeys(
        _ keys: [ComponentKeySchema], of command: ComponentCommandSchema, role: String, component: String
    ) throws(ComponentRegistrationError) {
        var names: Set<String> = []
        for key in keys where !names.insert(key.name).inserted {
            throw .invalidContract(
                component,
                "\(role) key \(EchoedText.quoted(key.name)) of \(EchoedText.quoted(command.name)) is declared twice")
        }
        if role == "result", let reserved = keys.first(where: { ComponentError.PayloadKey.all.contains($0.name) }) {
            throw .invalidContract(
                component,
                "result key \(EchoedText.quoted(reserved.name)) of \(EchoedText.quoted(command.name)) is reserved for errors"
            )
        }
    }
}
