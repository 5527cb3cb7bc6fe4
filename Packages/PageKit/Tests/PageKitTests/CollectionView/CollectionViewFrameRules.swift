import PageKit

/// The rules a collection view's layout keeps for the frames it shows, as the simulated host checks them on
/// the entries an engine gives it (in points, at the host's width):
/// - no two cells overlap (a sticky header floats over them and is left out);
/// - a full row of a grid shares the width less the section's insets and spacing, and its cells share the row;
/// - a carousel's visible cells sit in one row;
/// - a sticky header is at the top of the viewport while its section is on screen below it, or rides up with
///   the section's end.
enum CollectionViewFrameRules {
    /// What breaks the rules in `entries`, the visible entries of `layout` in `viewport`.
    static func problems(_ entries: [LayoutEntry], layout: PageLayout, viewport: Viewport) -> [String] {
        var problems: [String] = []
        let cells = entries.filter { !$0.isPinned }
        for (index, first) in cells.enumerated() {
            for second in cells[(index + 1)...] where overlaps(first, second) {
                problems.append("\(name(first)) and \(name(second)) overlap")
            }
        }
        for section in layout.snapshot.sections {
            let shown = cells.filter { $0.sectionID == section.id && $0.itemIndex != nil }
            switch section.layout.arrangement {
            case .list:
                break
            case .grid(let columns):
                let rows = Dictionary(grouping: shown) { $0.frame.lowerBound }
                for row in rows.values where row.count == columns {
                    let widths = row.map { $0.horizontalFrame.upperBound - $0.horizontalFrame.lowerBound }
                    let used =
                        widths.reduce(0, +) + section.style.spacing * Double(columns - 1)
                        + 2 * section.style.insets
                    if abs(used - layout.width) > 1e-6, section.style.insets * 2 < layout.width / 2 {
                        problems.append("a row of \(section.id) takes \(used) of \(layout.width)")
                    }
                    if Set(row.map(\.frame)).count != 1 { problems.append("a row of \(section.id) is not one row") }
                }
            case .carousel:
                if Set(shown.map(\.frame)).count > 1 { problems.append("\(section.id)'s cells are not in one row") }
            }
            if section.layout.stickyHeader, let header = layout.headerFrame(of: section.id),
                header.lowerBound < viewport.offset, let sectionFrame = layout.frame(ofSection: section.id),
                sectionFrame.upperBound > viewport.offset + (header.upperBound - header.lowerBound), !shown.isEmpty
            {
                let pinned = entries.first { $0.isPinned && $0.sectionID == section.id }
                if pinned?.frame.lowerBound != viewport.offset {
                    problems.append(
                        "\(section.id)'s sticky header is at \(String(describing: pinned?.frame)), not the top")
                }
            }
        }
        return problems
    }

    private static func overlaps(_ first: LayoutEntry, _ second: LayoutEntry) -> Bool {
        first.frame.overlaps(second.frame) && first.horizontalFrame.overlaps(second.horizontalFrame)
            && !first.frame.isEmpty && !second.frame.isEmpty
    }

    private static func name(_ entry: LayoutEntry) -> String {
        "\(entry.sectionID)/\(entry.itemIndex.map(String.init) ?? "header")"
    }
}
