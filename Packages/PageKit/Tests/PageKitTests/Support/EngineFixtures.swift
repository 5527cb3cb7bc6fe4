import Foundation
import PageKit
import TestSupport

/// A row of text with an identity, as a business section would show it.
struct Row: Hashable, Sendable {
    var id: Int
    var text: String
    /// How many lines the row takes.
    var lines: Int = 1
}

/// A titled section of rows (a one-line header when the title is not empty) that sizes its items itself, a
/// line per row line; counts how often it sizes an item (`size`) and a header (`header`).
struct RowsSection: TitledSection {
    static let itemKinds = ["row"]

    let title: String
    let rows: [Row]
    let counter: CallCounter
    var respondsTo: String? = nil
    /// A pause in every item measurement, to make updates slow enough to overlap.
    var measureDelay: Duration = .zero

    var items: [PageItem] { rows.map { PageItem($0, id: \.id, kind: "row") } }

    func size(of item: PageItem, width: Double) -> Double? {
        guard let row = item.value(as: Row.self) else {
            counter.record("header")
            return 1
        }
        counter.record("size")
        if measureDelay > .zero { Thread.sleep(forTimeInterval: measureDelay.seconds) }
        return Double(row.lines)
    }

    func respond(to event: inout PageEvent) async -> PageEventDisposition {
        event.userInfo["section"] = title
        guard let respondsTo, event.name == respondsTo else { return .pass }
        event.output.append("\(title) handled \(event.name) of \(event.sender?.value(as: Row.self)?.text ?? "?")")
        return .consumed
    }
}

/// A page of `sections` sections with `itemsPerSection` one-line rows each; ids are unique across the page.
func makeRowsPage(
    id: String = "test", sections: Int, itemsPerSection: Int, counter: CallCounter, kind: String = "rows",
    measureDelay: Duration = .zero, edit: (inout [[Row]]) -> Void = { _ in }
) -> PageSnapshot {
    var rows = (0..<sections).map { section in
        (0..<itemsPerSection).map { Row(id: section * 1_000_000 + $0, text: "row \(section).\($0)") }
    }
    edit(&rows)
    return PageSnapshot(
        pageID: id,
        sections: rows.enumerated().map { index, rows in
            SectionSnapshot(
                id: SectionID("s\(index)"), kind: kind,
                section: RowsSection(
                    title: "Section \(index)", rows: rows, counter: counter, measureDelay: measureDelay))
        })
}
