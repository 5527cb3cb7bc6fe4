/// The outcome of a dictionary call: the result payload, or why there is none.
public typealias ComponentResult = Result<ComponentPayload, ComponentError>

extension ComponentError {
    /// The reserved payload keys that carry an error in its dictionary form.
    public enum PayloadKey {
        /// The numeric ``ComponentError/code``.
        public static let code = "errorCode"
        /// The ``ComponentError/message``.
        public static let message = "errorMessage"
        /// The ``ComponentError/component``.
        public static let component = "errorComponent"
        /// The ``ComponentError/command``.
        public static let command = "errorCommand"
        /// The ``ComponentError/argument``.
        public static let argument = "errorArgument"

        /// Every reserved key; a command may not declare a result key among them.
        public static let all: Set<String> = [code, message, component, command, argument]
    }

    /// The error as a payload, for callers that speak dictionaries only (a script bridge, a log line).
    public var payload: ComponentPayload {
        var payload: ComponentPayload = [PayloadKey.code: .int(code.rawValue), PayloadKey.message: .string(message)]
        if let component { payload[PayloadKey.component] = .string(component) }
        if let command { payload[PayloadKey.command] = .string(command) }
        if let argument { payload[PayloadKey.argument] = .string(argument) }
        return payload
    }

    /// Reads an error from its payload form; `nil` when the payload carries no integer ``PayloadKey/code``.
    ///
    /// A code this version does not define is kept (``Code/isKnown`` is false), and a missing message reads
    /// as `"Unknown error <code>"`.
    public init?(payload: ComponentPayload) {
        guard let code = payload[PayloadKey.code]?.intValue else { return nil }
        self.init(
            code: Code(rawValue: code),
            message: payload[PayloadKey.message]?.stringValue ?? "Unknown error \(code)",
            component: payload[PayloadKey.component]?.stringValue,
            command: payload[PayloadKey.command]?.stringValue,
            argument: payload[PayloadKey.argument]?.stringValue)
    }
}

extension Result where Success == ComponentPayload, Failure == ComponentError {
    /// Whether the call failed.
    public var hasError: Bool {
        if case .failure = self { return true }
        return false
    }

    /// The error, if the call failed.
    public var error: ComponentError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The result payload, or the error in its payload form: one dictionary either way.
    public var payload: ComponentPayload {
        switch self {
        case .success(let payload): payload
        case .failure(let error): error.payload
        }
    }
}

extension ComponentService {
    /// Whether a dictionary in the error payload form carries an error.
    public static func hasError(_ payload: ComponentPayload) -> Bool {
        payload[ComponentError.PayloadKey.code]?.intValue != nil
    }
}
