/// Why a component could not be registered: a name clash, or handlers that do not match the declaration.
public struct ComponentRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Hashable {
        case duplicateName
        case invalidContract
    }

    private let kind: Kind
    /// The component's name.
    public let component: String
    /// What is wrong, in a sentence.
    public let message: String

    /// Whether another component is already registered under the name.
    public var isDuplicateName: Bool { kind == .duplicateName }

    /// Whether the component's handlers do not match its declared commands.
    public var isInvalidContract: Bool { kind == .invalidContract }

    /// The message.
    public var description: String { message }

    static func duplicateName(_ name: String) -> Self {
        Self(
            kind: .duplicateName, component: name,
            message: "A component named \(EchoedText.quoted(name)) is already registered; unregister it first")
    }

    static func invalidContract(_ name: String, _ problem: String) -> Self {
        Self(
            kind: .invalidContract, component: name,
            message: "Component \(EchoedText.quoted(name)) breaks its contract: \(problem)")
    }
}
