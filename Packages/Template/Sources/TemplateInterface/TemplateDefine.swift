import ComponentService

/// The wire contract of the `Template` component: the one place its name, commands and keys are spelled.
public enum TemplateDefine {
    /// The component's name on the bus.
    public static let name = "Template"

    /// Who to greet.
    public static let person = ComponentKey<String>("person", "Who to greet; not empty.")
    /// How many exclamation marks end the greeting.
    public static let excitement = ComponentKey<Int>("excitement", "How many '!' end the greeting, 0...5.", default: 1)
    /// The greeting.
    public static let greeting = ComponentKey<String>("greeting", "The greeting, such as 'Hello, Ada!'.")

    /// Answers a greeting at once.
    public static let greet = ComponentCommand.sync(
        "greet", "A greeting for a person.", arguments: [person, excitement], results: [greeting])

    /// Answers a greeting later, through the callback.
    public static let asyncGreet = ComponentCommand.async(
        "asyncGreet", "A greeting for a person, answered later.", arguments: [person, excitement], results: [greeting])

    /// The component's contract.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "Greets people, now or later.", commands: [greet, asyncGreet])
}
