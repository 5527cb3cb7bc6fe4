/// Why a section factory could not build its section: its data is wrong, or what it shows could not be
/// loaded. ``PageBuilder`` and ``PageLoad`` show the section's error state (``FailedSection``) and put
/// ``description`` in its diagnostic.
public struct SectionBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case invalidData, dataUnavailable
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The section's data does not have the shape its kind needs.
        public static let invalidData = Code(.invalidData)
        /// What the section shows could not be loaded, such as a component's answer over the bus.
        public static let dataUnavailable = Code(.dataUnavailable)

        /// The code's name, such as `invalidData`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code
    /// The data key at fault, such as `limit`, when one is.
    public let key: String?
    /// What is wrong, such as `'limit' must be an integer from 1 to 100, got "ten"`.
    public let message: String

    /// An error with a code, the key at fault and a message.
    public init(_ code: Code, key: String? = nil, message: String) {
        self.code = code
        self.key = key
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
