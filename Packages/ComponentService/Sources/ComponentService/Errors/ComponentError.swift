/// Why a bus call did not succeed: a stable numeric ``code`` plus a message a person can act on.
///
/// The codes are part of the wire contract and never change: 100 and 200 are the original bus codes.
///
/// | code | meaning |
/// |---|---|
/// | 100 | ``Code/noComponent``: no component has the name |
/// | 200 | ``Code/unsupportedCommand``: the component has no such command, or has it async and was asked for an answer now |
/// | 300 | ``Code/invalidArgument``: an argument is missing, has the wrong type, or is not declared |
/// | 400 | ``Code/componentFailure``: the component failed or answered with an invalid result |
/// | 500 | ``Code/timeout``: no answer within the caller's timeout |
/// | 600 | ``Code/cancelled``: the caller's task was cancelled |
///
/// Codes that arrive from outside and are not in this table are kept as they are; ``Code/isKnown`` is false.
public struct ComponentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable numeric code of a ``ComponentError``.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The number on the wire.
        public let rawValue: Int

        /// Wraps a number, known or not.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// 100: no component is registered under the name.
        public static let noComponent = Code(rawValue: 100)
        /// 200: the component does not declare the command, or declares it async and the typed
        /// `ComponentService.call(_:on:_:)` asked it for an answer now.
        public static let unsupportedCommand = Code(rawValue: 200)
        /// 300: an argument is missing, has the wrong type, or is not declared.
        public static let invalidArgument = Code(rawValue: 300)
        /// 400: the component threw, never answered, or answered with a result that breaks its declaration.
        public static let componentFailure = Code(rawValue: 400)
        /// 500: the command did not answer within the caller's timeout.
        public static let timeout = Code(rawValue: 500)
        /// 600: the caller cancelled the call.
        public static let cancelled = Code(rawValue: 600)

        /// Every code this version of the bus defines.
        public static let known: [Code] = [
            .noComponent, .unsupportedCommand, .invalidArgument, .componentFailure, .timeout, .cancelled,
        ]

        /// Whether this version of the bus defines the code.
        public var isKnown: Bool { Self.known.contains(self) }

        /// The number, such as `100`.
        public var description: String { String(rawValue) }
    }

    /// The stable code.
    public let code: Code
    /// A sentence a person can act on.
    public var message: String { sentence.text }
    /// The message, written out only when read: a failed lookup costs no more than a successful call.
    private let sentence: Sentence
    /// The component that was called, when known.
    public internal(set) var component: String?
    /// The command that was called, when known.
    public internal(set) var command: String?
    /// The argument key at fault, for ``Code/invalidArgument``.
    public let argument: String?

    /// Creates an error. Components usually throw ``failure(_:)`` or ``invalidArgument(_:_:)`` instead.
    public init(code: Code, message: String, component: String? = nil, command: String? = nil, argument: String? = nil)
    {
        self.init(code: code, sentence: .text(message), component: component, command: command, argument: argument)
    }

    private init(code: Code, sentence: Sentence, component: String?, command: String?, argument: String?) {
        self.code = code
        self.sentence = sentence
        self.component = component
        self.command = command
        self.argument = argument
    }

    /// `error 200: Unsupported command 'x' in 'Main'`.
    public var description: String { "error \(code): \(message)" }

    /// Whether both have the same code, message, component, command and argument.
    public static func == (lhs: ComponentError, rhs: ComponentError) -> Bool {
        lhs.code == rhs.code && lhs.component == rhs.component && lhs.command == rhs.command
            && lhs.argument == rhs.argument && lhs.message == rhs.message
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(component)
        hasher.combine(command)
        hasher.combine(argument)
    }
}

extension ComponentError {
    /// A component's own failure, with a message for the caller (code 400).
    public static func failure(_ message: String) -> ComponentError {
        ComponentError(code: .componentFailure, message: message)
    }

    /// An argument the component rejects for a reason its type cannot express (code 300),
    /// such as an identifier that names nothing.
    public static func invalidArgument(_ key: String, _ message: String) -> ComponentError {
        ComponentError(code: .invalidArgument, message: message, argument: key)
    }

    /// No component is registered under `name` (code 100).
    public static func noComponent(_ name: String) -> ComponentError {
        ComponentError(code: .noComponent, sentence: .noComponent(name), component: name, command: nil, argument: nil)
    }

    /// The component named `component` does not declare `command` (code 200).
    public static func unsupportedCommand(_ command: String, in component: String) -> ComponentError {
        ComponentError(
            code: .unsupportedCommand, sentence: .unsupportedCommand(command, in: component), component: component,
            command: command, argument: nil)
    }

    /// A typed `call` of a command that the registered component declares async, though the caller's
    /// declaration says sync: the two sides were built from different versions of the contract.
    static func asyncCommandCalledNow(call: CallSite) -> ComponentError {
        ComponentError(
            code: .unsupportedCommand,
            message: "\(call) is async in the registered component and cannot answer now: await it with invoke",
            component: call.component, command: call.command)
    }

    static func invalidArgument(_ problem: ComponentKeyReadError, call: CallSite) -> ComponentError {
        ComponentError(
            code: .invalidArgument, message: "Invalid argument for \(call): \(problem)",
            component: call.component, command: call.command, argument: problem.key.name)
    }

    static func undeclaredArgument(_ key: String, accepted: [ComponentKeySchema], call: CallSite) -> ComponentError {
        let hint = accepted.isEmpty ? "it takes no arguments" : "it takes \(EchoedText.list(accepted.map(\.name)))"
        return ComponentError(
            code: .invalidArgument,
            message: "Invalid argument for \(call): \(EchoedText.quoted(key)) is not declared; \(hint)",
            component: call.component, command: call.command, argument: key)
    }

    static func invalidResult(_ problem: ComponentKeyReadError, call: CallSite) -> ComponentError {
        ComponentError(
            code: .componentFailure, message: "\(call) answered with an invalid result: \(problem)",
            component: call.component, command: call.command)
    }

    /// A typed caller read a result key the command does not declare: the caller's mistake, not the
    /// component's, so error 300 naming the key.
    static func undeclaredResultRead(_ key: String, declared: [ComponentKeySchema], call: CallSite) -> ComponentError {
        let hint = declared.isEmpty ? "it answers no results" : "it answers \(EchoedText.list(declared.map(\.name)))"
        return ComponentError(
            code: .invalidArgument,
            message: "\(call) declares no result \(EchoedText.quoted(key)) to read; \(hint)",
            component: call.component, command: call.command, argument: key)
    }

    static func undeclaredResult(_ key: String, call: CallSite) -> ComponentError {
        ComponentError(
            code: .componentFailure,
            message: "\(call) answered with an invalid result: \(EchoedText.quoted(key)) is not a declared result key",
            component: call.component, command: call.command)
    }

    static func thrown(_ error: any Error, call: CallSite) -> ComponentError {
        if var error = error as? ComponentError {
            // The names are of one call. An error that names neither is this call's; one that names this
            // component, this call's command when it names none. Any other keeps what it names, such as one
            // passed on from a call of another component (error 100 names no command), rather than pairing
            // one call's name with another's.
            if error.component == nil, error.command == nil {
                (error.component, error.command) = (call.component, call.command)
            } else if error.component == call.component, error.command == nil {
                error.command = call.command
            }
            return error
        }
        return ComponentError(
            code: .componentFailure, message: "\(call) failed: \(EchoedText.bare(String(describing: error)))",
            component: call.component, command: call.command)
    }

    static func neverAnswered(call: CallSite) -> ComponentError {
        ComponentError(
            code: .componentFailure, message: "\(call) dropped its responder without answering",
            component: call.component, command: call.command)
    }

    /// A call that would wait for a component whose creation waits, through initializers that call each
    /// other, for the caller's own creation (code 400). `cycle` lists the components in the order each
    /// one's creation waits for the next, starting with the called one.
    static func creationCycle(_ cycle: [String], call: CallSite) -> ComponentError {
        let called = EchoedText.bare(call.component)
        let how =
            cycle.count == 1
            ? "was called while \(called) was being created, by its own initializer"
            : "was called in a cycle of initializers that call each other"
        return ComponentError(
            code: .componentFailure,
            message: "\(call) \(how): \(EchoedText.list(cycle, separator: " → ")) → \(called)",
            component: call.component, command: call.command)
    }

    static func creationsNestedTooDeep(_ creations: [String], call: CallSite) -> ComponentError {
        ComponentError(
            code: .componentFailure,
            message: "\(call) needs more than \(CreationGate.nestingLimit) creations nested on one thread, each "
                + "called by the initializer of the one before: \(EchoedText.list(creations, separator: " → "))",
            component: call.component, command: call.command)
    }

    static func timeout(after duration: Duration, call: CallSite) -> ComponentError {
        ComponentError(
            code: .timeout, message: "\(call) did not answer within \(duration)", component: call.component,
            command: call.command)
    }

    static func cancelled(call: CallSite) -> ComponentError {
        ComponentError(
            code: .cancelled, message: "\(call) was cancelled", component: call.component, command: call.command)
    }
}

/// The component and command of a call, for error messages.
struct CallSite: Sendable, CustomStringConvertible {
    let component: String
    let command: String

    /// `Store.nearby`, cut as ``EchoedText`` cuts outside text.
    var description: String { EchoedText.bare("\(component).\(command)") }
}
