import PageKit

/// The terminal's cells by item kind: what a business package registers beside its host-neutral sections,
/// one cell per kind its sections declare, and what the renderer and the sizer make cells from.
///
/// A value: build it once, then hand it to a ``TerminalPage``. It starts with the cells of the kinds PageKit
/// shows on every page: the title rule, a loading placeholder and a section's error state.
///
/// ```swift
/// var cells = TerminalCells()
/// try cells.register(kind: "store.row") { TextCell { item, width in … } }
/// ```
public struct TerminalCells: Sendable {
    /// Makes a new cell for one kind.
    public typealias Factory = @Sendable () -> any TerminalCell

    private var factories: [String: Factory]

    /// The cells every terminal page has, one for each kind PageKit shows (``SectionRegistry/pageKitKinds``):
    /// the title rule (`── Today ─────`), a loading section's placeholder (`⋯ loading feed`) and a failed
    /// section's error state (`⚠ feed: … · select to retry`).
    public init() {
        factories = PageKitCells.factories
    }

    /// Registers the cell of `kind`.
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when `kind` is empty or already has a cell; the first stays.
    public mutating func register(kind: String, cell: @escaping Factory) throws(TerminalCellRegistrationError) {
        guard !kind.isEmpty else { throw TerminalCellRegistrationError(kind: kind, message: "A cell kind is empty") }
        guard factories[kind] == nil else {
            throw TerminalCellRegistrationError(kind: kind, message: "Kind '\(kind)' already has a terminal cell")
        }
        factories[kind] = cell
    }

    /// A new cell for `kind`, or `nil` when no cell is registered for it.
    public func makeCell(kind: String) -> (any TerminalCell)? {
        factories[kind]?()
    }

    /// The kinds with a cell, sorted.
    public var kinds: [String] { factories.keys.sorted() }

    /// The kinds of `registry`'s sections that have no cell here, sorted: what a host would show blank.
    public func missingKinds(in registry: SectionRegistry) -> [String] {
        registry.itemKinds.filter { factories[$0] == nil }
    }
}

/// Why a terminal cell could not be registered.
public struct TerminalCellRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind.
    public let kind: String
    /// What is wrong.
    public let message: String

    /// The message.
    public var description: String { message }
}
