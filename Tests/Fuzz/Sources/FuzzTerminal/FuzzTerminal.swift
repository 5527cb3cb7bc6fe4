import Dispatch
import PageKit
import PageTerminal
import TerminalText

/// The libFuzzer entry point: whatever text a section renders or a message carries, what the terminal
/// renderer shows of it is data that fits.
///
/// The first byte picks a width (0 to 255 columns); the rest, as UTF-8 with invalid bytes repaired, is the
/// text, split at NUL bytes into the lines one section renders. Sanitized text holds no control character
/// and keeps one scalar per scalar; a fitted line is a prefix of it no wider than its columns; every wrapped
/// line is no wider than the width (at least 1); truncate, spread and rule
/// fill at most the width; a terminal page's frame of a page showing the lines holds exactly its rows in
/// lines, each no wider than its columns and free of control characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminal(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let width = Int(first)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let safe = TerminalText.sanitized(text)
    check(!safe.unicodeScalars.contains(where: isControl), "sanitized text holds a control", text)
    check(safe.unicodeScalars.count == text.unicodeScalars.count, "sanitizing changed the scalar count", text)
    let fitted = TerminalText.fitted(text, columns: width)
    check(TerminalText.width(of: fitted) <= width && safe.hasPrefix(fitted), "fitted line overflows", text)
    for line in TextWrapping.wrap(text, width: width) {
        check(!line.unicodeScalars.contains(where: isControl), "wrapped line holds a control", text)
        check(TerminalText.width(of: line) <= max(width, 1), "wrapped line overflows", text)
    }
    for shaped in [
        TextWrapping.truncate(text, width: width), TextWrapping.spread(text, "9 km", width: width),
        TextWrapping.rule(text, width: width),
    ] {
        check(!shaped.unicodeScalars.contains(where: isControl), "shaped line holds a control", text)
        check(TerminalText.width(of: shaped) <= width, "shaped line overflows", text)
    }
    checkFrame(lines: text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init), width: width)
    return 0
}

/// Renders a page whose one section's item shows `lines` at `width` and checks its frame.
private func checkFrame(lines: [String], width: Int) {
    let snapshot = PageSnapshot(
        pageID: "fuzz", sections: [SectionSnapshot(id: "s", kind: "fuzz", section: LinesSection())])
    var cells = TerminalCells()
    do {
        try cells.register(kind: LinesSection.kind) { TextCell { _, _ in lines } }
    } catch {
        fatalError("the lines' cell was refused: \(error)")
    }
    let height = lines.count + 2
    let done = Completion()
    Task {
        let page = TerminalPage(cells: cells, columns: width, rows: height, inlineItemLimit: 1_024)
        _ = await page.update(to: snapshot)
        let frame = await page.frame
        done.finish(frame?.lines ?? [], await page.columns)
    }
    let (rendered, columns) = done.wait()
    check(rendered.count == height, "the frame has \(rendered.count) lines, not \(height)", lines.joined())
    for line in rendered {
        check(!line.unicodeScalars.contains(where: isControl), "a frame line holds a control", lines.joined())
        check(TerminalText.width(of: line) <= columns, "a frame line overflows", lines.joined())
    }
}

/// A section of one item, whose terminal cell renders the given lines raw, as a careless cell would.
private struct LinesSection: PageSection {
    static let kind = "lines"
    static let itemKinds = [kind]

    var items: [PageItem] { [PageItem(value: 0, id: ItemID("lines"), contentVersion: 0, kind: Self.kind)] }
}

/// What a task hands back to the fuzzing thread, which waits for it.
private final class Completion: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: ([String], Int) = ([], 0)  // written once, before `done` is signalled

    func finish(_ lines: [String], _ width: Int) {
        result = (lines, width)
        done.signal()
    }

    func wait() -> ([String], Int) {
        done.wait()
        return result
    }
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
}

private func check(_ condition: Bool, _ what: String, _ input: String) {
    if !condition { fatalError("\(what) for \(input.debugDescription)") }
}
