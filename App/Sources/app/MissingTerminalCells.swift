/// Item kinds that registered sections declare and no terminal cell shows.
struct MissingTerminalCells: Error, CustomStringConvertible {
    /// The kinds, sorted.
    let kinds: [String]

    /// `item kinds without a terminal cell: store.nearby.row`.
    var description: String { "item kinds without a terminal cell: \(kinds.joined(separator: ", "))" }
}
