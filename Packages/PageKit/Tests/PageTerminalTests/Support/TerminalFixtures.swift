import Foundation
import PageKit
import PageTerminal
import TestSupport

/// A row of text with an identity, as a business section would show it.
struct Row: Hashable, Sendable {
    var id: Int
    var text: String
    /// How many lines the row's cell renders.
    var lines: Int = 1
}

/// A host-neutral titled section of rows: it declares its kind and leaves every size to the host.
struct RowsSection: TitledSection {
    static let itemKinds = ["row"]

    let title: String
    let rows: [Row]

    var items: [PageItem] { rows.map { PageItem($0, id: \.id, kind: "row") } }
}

/// The terminal's cells for ``RowsSection``: a row's text, then `  …` for each further line. Counts the
/// cells it makes (`makeCell`) and the rows it renders (`render`).
func rowCells(counter: CallCounter = CallCounter()) throws -> TerminalCells {
    var cells = TerminalCells()
    try cells.register(kind: "row") {
        counter.record("makeCell")
        return TextCell { item, _ in
            counter.record("render")
            guard let row = item.value(as: Row.self) else { return [] }
            return (0..<row.lines).map { $0 == 0 ? row.text : "  …" }
        }
    }
    return cells
}

/// A page of `sections` sections titled `Section 0`, `Section 1`, … with `itemsPerSection` one-line rows each;
/// ids are unique across the page.
func makeRowsPage(
    id: String = "test", sections: Int, itemsPerSection: Int, edit: (inout [[Row]]) -> Void = { _ in }
) -> PageSnapshot {
    var rows = (0..<sections).map { section in
        (0..<itemsPerSection).map { Row(id: section * 1_000_000 + $0, text: "row \(section).\($0)") }
    }
    edit(&rows)
    return PageSnapshot(
        pageID: id,
        sections: rows.enumerated().map { index, rows in
            SectionSnapshot(
                id: SectionID("s\(index)"), kind: "rows", section: RowsSection(title: "Section \(index)", rows: rows))
        })
}
