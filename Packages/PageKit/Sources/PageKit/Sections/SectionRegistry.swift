/// Makes the section for one configured section; may load its data asynchronously.
public typealias SectionFactory = @Sendable (SectionConfiguration) async throws -> any PageSection

/// A registered section kind: its factory and the item kinds its section type declares.
private struct RegisteredSection: Sendable {
    let factory: SectionFactory
    let itemKinds: [String]
}

/// The map from a section kind (a string from the server) to the factory of its section type: the page's
/// component builder. Business packages register their kinds once, next to their bus registration.
///
/// Safe from any thread. The app uses one registry; tests make their own.
public final class SectionRegistry: Sendable {
    private let sections = Protected<[String: RegisteredSection]>([:])

    /// An empty registry.
    public init() {}

    /// Registers the factory of `Section` for `kind`; the section type's ``PageSection/itemKinds`` join
    /// ``itemKinds``.
    ///
    /// ```swift
    /// try registry.register(kind: "store.nearby") { configuration in try await NearbySection(configuration) }
    /// ```
    ///
    /// The factory's result type names the section type, whose kinds the registry lists; a factory that
    /// only throws names it in its signature (`{ _ -> PlaceholderSection in throw … }`).
    ///
    /// - Throws: ``SectionRegistrationError`` when `kind` is empty or already registered; the first
    ///   registration stays.
    public func register<Section: PageSection>(
        kind: String, factory: @escaping @Sendable (SectionConfiguration) async throws -> Section
    ) throws(SectionRegistrationError) {
        guard !kind.isEmpty else { throw SectionRegistrationError(kind: kind, message: "A section kind is empty") }
        let registered = RegisteredSection(factory: { try await factory($0) }, itemKinds: Section.itemKinds)
        let inserted = sections.withLock { sections in
            guard sections[kind] == nil else { return false }
            sections[kind] = registered
            return true
        }
        guard inserted else {
            throw SectionRegistrationError(kind: kind, message: "Section kind '\(kind)' is already registered")
        }
    }

    /// The factory of `kind`, if it is registered.
    public func factory(for kind: String) -> SectionFactory? {
        sections.withLock { $0[kind]?.factory }
    }

    /// The registered section kinds, sorted.
    public var kinds: [String] {
        sections.withLock { $0.keys.sorted() }
    }

    /// Every item kind the registered sections may show, sorted, with the kinds PageKit shows on every page:
    /// the title header's, a loading section's placeholder's and a failed section's error item's. What a
    /// host registers a view for before it shows a page.
    public var itemKinds: [String] {
        sections.withLock { sections in
            Set(sections.values.flatMap(\.itemKinds)).union(Self.pageKitKinds).sorted()
        }
    }

    /// The item kinds PageKit itself shows: ``SectionTitle/kind``, ``SectionPlaceholder/kind`` and
    /// ``SectionFailure/kind``.
    public static let pageKitKinds = [SectionTitle.kind, SectionPlaceholder.kind, SectionFailure.kind]
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
