/// Makes the section for one configured section; may load its data asynchronously.
public typealias SectionFactory = @Sendable (SectionConfiguration) async throws -> any PageSection

/// The map from a section kind (a string from the server) to the factory of its section type: the page's
/// component builder. Business packages register their kinds once, next to their bus registration.
///
/// Safe from any thread. The app uses one registry; tests make their own.
public final class SectionRegistry: Sendable {
    private let factories = Protected<[String: SectionFactory]>([:])

    /// An empty registry.
    public init() {}

    /// Registers the factory for `kind`.
    ///
    /// - Throws: ``SectionRegistrationError`` when `kind` is empty or already registered; the first
    ///   registration stays.
    public func register(kind: String, factory: @escaping SectionFactory) throws(SectionRegistrationError) {
        guard !kind.isEmpty else { throw SectionRegistrationError(kind: kind, message: "A section kind is empty") }
        let inserted = factories.withLock { factories in
            guard factories[kind] == nil else { return false }
            factories[kind] = factory
            return true
        }
        guard inserted else {
            throw SectionRegistrationError(kind: kind, message: "Section kind '\(kind)' is already registered")
        }
    }

    /// The factory of `kind`, if it is registered.
    public func factory(for kind: String) -> SectionFactory? {
        factories.withLock { $0[kind] }
    }

    /// The registered kinds, sorted.
    public var kinds: [String] {
        factories.withLock { $0.keys.sorted() }
    }
}

/// Why a section kind could not be registered.
public struct SectionRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind.
    public let kind: String
    /// What is wrong.
    public let message: String

    /// The message.
    public var description: String { message }
}
