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

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func record(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func count(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
    func reset() { lock.withLock { counts = [:] } }
}

/// A section of rows with a one-line header; counts how often heights are measured.
struct RowsSection: PageSection {
    let title: String
    let rows: [Row]
    let counter: CallCounter
    var respondsTo: String? = nil
    /// A pause in every height measurement, to make updates slow enough to overlap.
    var measureDelay: Duration = .zero

    var items: [PageItem] { rows.map { PageItem($0, id: \.id, kind: "row") } }

    func headerHeight(width: Int) -> Int { title.isEmpty ? 0 : 1 }

    func renderHeader(width: Int) -> [String] { ["# \(title)"] }

    func height(of item: PageItem, width: Int) -> Int {
        counter.record("height")
        if measureDelay > .zero { Thread.sleep(forTimeInterval: measureDelay.seconds) }
        return item.value(as: Row.self)?.lines ?? 1
    }

    func makeCell(kind: String) -> any PageCell {
        counter.record("makeCell")
        return TextCell { item, _ in
            guard let row = item.value(as: Row.self) else { return [] }
            return (0..<row.lines).map { $0 == 0 ? row.text : "  …" }
        }
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
