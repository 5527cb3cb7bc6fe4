import ComponentService

/// The text forms of components and commands that `app list` and `app describe` print.
enum SchemaText {
    static func listing(_ descriptors: [ComponentDescriptor]) -> [String] {
        descriptors.flatMap { descriptor in
            ["\(descriptor.name) — \(descriptor.summary)"] + descriptor.commands.map { "  \($0)" }
        }
    }

    static func details(_ descriptor: ComponentDescriptor) -> [String] {
        var lines = ["\(descriptor.name) — \(descriptor.summary)"]
        for command in descriptor.commands {
            lines.append("")
            lines.append("  \(command.name) (\(command.execution)) — \(command.summary)")
            lines += section("arguments", command.arguments)
            lines += section("results", command.results)
        }
        return lines
    }

    private static func section(_ title: String, _ keys: [ComponentKeySchema]) -> [String] {
        guard !keys.isEmpty else { return ["    \(title): none"] }
        let width = keys.map(\.description.count).max() ?? 0
        return ["    \(title):"]
            + keys.map { key in
                let padding = String(repeating: " ", count: width - key.description.count)
                let requirement = key.isRequired ? "required" : "optional"
                return "      \(key)\(padding)  \(requirement); \(key.summary)"
            }
    }
}
