/// Why a `feed.list` section could not be built.
public struct FeedSectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case invalidData, feedUnavailable
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The section's data does not have the expected keys, types or ranges.
        public static let invalidData = Code(.invalidData)
        /// The feed did not answer through the bus.
        public static let feedUnavailable = Code(.feedUnavailable)

        /// The code's name, such as `invalidData`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code
    /// What is wrong, such as `invalid data: $.pageSize must be from 1 to 50, got 99 (expected …)`.
    public let message: String

    /// An error with a code and a message.
    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
