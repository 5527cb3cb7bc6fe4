import ComponentService

/// The contract of the Echo component, the benchmarks' bus workload: the one place its wire strings are
/// spelled, as a component package's Define file is.
public enum EchoDefine {
    /// The component's name.
    public static let name = "Echo"
    /// The text to echo.
    public static let text = ComponentKey<String>("text", "The text to echo.")
    /// The text, unchanged.
    public static let echoed = ComponentKey<String>("echoed", "The text, unchanged.")
    /// Where the work starts.
    public static let seed = ComponentKey<Int>("seed", "Where the work starts.")
    /// What the work computed from the seed.
    public static let digest = ComponentKey<Int>("digest", "What the work computed from the seed.")

    /// Answers the text now.
    public static let echo = ComponentCommand.sync(
        "echo", "Echoes the text.", arguments: [text], results: [echoed])
    /// Answers the text later, through the responder.
    public static let echoLater = ComponentCommand.async(
        "echoLater", "Echoes the text through the responder.", arguments: [text], results: [echoed])
    /// Answers after about a microsecond of arithmetic: a handler that does some work.
    public static let work = ComponentCommand.sync(
        "work", "About a microsecond of arithmetic on the seed.", arguments: [seed], results: [digest])

    /// The component's declaration.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "Echoes text, now or later, and works for a microsecond.",
        commands: [echo, echoLater, work])
}
