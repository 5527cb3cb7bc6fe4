/// Why a `main.banner` section could not be built.
public struct MainBannerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case invalidData, appNameUnavailable
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The section's data does not have the expected keys and types.
        public static let invalidData = Code(.invalidData)
        /// The bus did not answer the app's name.
        public static let appNameUnavailable = Code(.appNameUnavailable)

        /// The code's name, such as `invalidData`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code
    /// What is wrong, such as `invalid data: $: "prefix" is missing (expected …)`.
    public let message: String

    /// An error with a code and a message.
    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
