import PageKit

/// The cells of the item kinds PageKit shows on every page (``SectionRegistry/pageKitKinds``), which every
/// ``TerminalCells`` starts with.
enum PageKitCells {
    /// The most lines a failed section's error item takes, however long its message.
    static let failureLines = 3

    static let factories: [String: TerminalCells.Factory] = [
        // A titled section's header: `── Today ─────`.
        SectionTitle.kind: {
            TextCell { item, width in
                item.value(as: SectionTitle.self).map { [TextWrapping.rule($0.text, width: width)] } ?? []
            }
        },
        // A loading section's placeholder: `⋯ loading feed`.
        SectionPlaceholder.kind: {
            TextCell { item, width in
                item.value(as: SectionPlaceholder.self).map {
                    [TextWrapping.truncate("⋯ loading \($0.sectionID)", width: width)]
                } ?? []
            }
        },
        // A failed section's error state: `⚠ feed: no data within its timeout of 5.0 seconds · select to retry`.
        SectionFailure.kind: {
            TextCell { item, width in
                item.value(as: SectionFailure.self).map { errorLines($0, width: width) } ?? []
            }
        },
    ]

    /// The error item's text, wrapped to `width` in at most ``failureLines`` lines, the last one cut.
    static func errorLines(_ failure: SectionFailure, width: Int) -> [String] {
        let advice = failure.retryable ? " · select to retry" : ""
        let lines = TextWrapping.wrap("⚠ \(failure.sectionID): \(failure.message)\(advice)", width: width)
        guard lines.count > failureLines else { return lines }
        let kept = lines.prefix(failureLines - 1)
        return Array(kept) + [TextWrapping.truncate(lines[failureLines - 1] + "…", width: width)]
    }
}
