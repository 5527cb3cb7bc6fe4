/// What the command line asks for, parsed but not yet checked against the registered components.
public enum AppCommand: Sendable, Hashable {
    /// `app list`: every component with its commands.
    case list
    /// `app describe NAME`: one component's commands with their argument and result schemas.
    case describe(component: String)
    /// `app call NAME COMMAND …`: calls a command and prints its result as JSON.
    case call(CallRequest)
    /// `app page ID …`: shows a page in the terminal.
    case page(PageRequest)
    /// `app tour`: a short walk through the bus.
    case tour
    /// `app help [TOPIC]` or `--help`: the usage of a subcommand.
    case help(HelpTopic)
}

/// The help pages, one per subcommand.
public enum HelpTopic: String, Sendable, Hashable, CaseIterable {
    /// The overview of every subcommand.
    case main
    /// `app list`.
    case list
    /// `app describe`.
    case describe
    /// `app call`.
    case call
    /// `app page`.
    case page
    /// `app tour`.
    case tour

    /// The line that follows a usage error about this topic: `Run 'app help call' for usage.`
    public var usageHint: String {
        "Run 'app help\(self == .main ? "" : " \(rawValue)")' for usage."
    }
}

/// An `app call` as written on the command line: values are still text, typed later by the command's schema.
public struct CallRequest: Sendable, Hashable {
    /// The component's name.
    public var component: String
    /// The command's name.
    public var command: String
    /// `key=value` arguments in the order given.
    public var assignments: [Assignment]
    /// The `--json` object, as text.
    public var json: String?
    /// The `--timeout` in seconds.
    public var timeout: Double?

    /// Creates a request.
    public init(
        component: String, command: String, assignments: [Assignment] = [], json: String? = nil,
        timeout: Double? = nil
    ) {
        self.component = component
        self.command = command
        self.assignments = assignments
        self.json = json
        self.timeout = timeout
    }

    /// One `key=value` argument.
    public struct Assignment: Sendable, Hashable {
        /// The text before the first `=`.
        public var key: String
        /// The text after the first `=`.
        public var value: String

        /// Creates an assignment of `value` to `key`.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }
}
