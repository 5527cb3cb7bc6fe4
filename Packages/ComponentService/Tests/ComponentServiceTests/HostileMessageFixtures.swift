import ComponentService
import Foundation
import TestSupport

/// Scores by name, for a typed argument whose conversion fails on a non-finite number.
struct Scores: ComponentCodable {
    var values: [String: Double]
}

/// The contract of ``HostileComponent``: its own name, a command's name and a key's name are long and full
/// of control characters.
enum HostileDefine {
    /// The hostile names, from a fixed seed: the component's, a key's and a command's.
    private static let names: (component: String, key: String, command: String) = {
        var random = SplitMix64(seed: 0x4057_11E)
        return (
            "Hostile" + random.hostileText(length: 131_072), random.hostileText(length: 5_000),
            random.hostileText(length: 3_000)
        )
    }()

    static let name = names.component
    static let text = ComponentKey<String>("text", "Any text.")
    static let key = ComponentKey<String>(names.key, "A key with a hostile name.")
    static let optionalKey = ComponentKey<String?>(names.key, "The same name, as an optional result.")
    static let counts = ComponentKey<[String: Int]>("counts", "Counts by name.")
    static let scores = ComponentKey<Scores?>("scores", "Scores by name.")

    static let take = ComponentCommand.sync(names.command, "Takes the hostile key.", arguments: [key])
    static let nothing = ComponentCommand.sync("nothing", "Answers with an empty payload.")
    static let read = ComponentCommand.sync("read", "Reads its counts.", arguments: [counts, scores])
    static let fail = ComponentCommand.sync(
        "fail", "Throws an error that describes itself as the text.", arguments: [text])
    static let answer = ComponentCommand.sync(
        "answer", "Answers with the text as a key it does not declare.", arguments: [text], results: [optionalKey])
    static let never = ComponentCommand.async("never", "Never answers.")
    static let drop = ComponentCommand.async("drop", "Drops its responder.")

    static let descriptor = ComponentDescriptor(
        name: name, summary: "Names that are hard to echo.", commands: [take, nothing, read, fail, answer, never, drop])
}

/// A component with one command that declares 100,000 optional arguments with hostile names.
final class WideComponent: Component {
    static let keys: [ComponentKey<String?>] = {
        var random = SplitMix64(seed: 0x4057_11F)
        // A number first keeps the names distinct: no hostile character is a digit.
        return (0..<100_000).map {
            ComponentKey("\($0)" + random.hostileText(length: $0 % 7 == 0 ? 300 : 3), "One of many.")
        }
    }()
    static let wide = ComponentCommand.sync("wide", "Declares 100,000 keys.", arguments: keys)
    static let descriptor = ComponentDescriptor(name: "Wide", summary: "Many keys.", commands: [wide])
    static let handlers: [ComponentHandler<WideComponent>] = [.sync(wide) { _, _ in [:] }]
}

/// An error that describes itself with any text.
struct DescribedFailure: Error, CustomStringConvertible {
    let description: String
}

final class HostileComponent: Component {
    static let descriptor = HostileDefine.descriptor
    static let handlers: [ComponentHandler<HostileComponent>] = [
        .sync(HostileDefine.take) { _, _ in [:] },
        .sync(HostileDefine.nothing) { _, _ in [:] },
        .sync(HostileDefine.read) { _, call in
            _ = try call.argument(HostileDefine.counts)
            return [:]
        },
        .sync(HostileDefine.fail) { _, call in
            throw DescribedFailure(description: try call.argument(HostileDefine.text))
        },
        .sync(HostileDefine.answer) { _, call in [try call.argument(HostileDefine.text): 1] },
        .responder(HostileDefine.never) { component, _, responder in component.kept.withLock { $0.append(responder) } },
        .responder(HostileDefine.drop) { _, _, _ in },
    ]

    let kept = LockedBox<[ComponentResponder]>([])
}

extension SplitMix64 {
    /// Characters that are hard to echo: quotes, a backslash, control characters (C0, DEL, C1), line and
    /// paragraph separators, bidirectional controls, a combining mark, a byte order mark, wide and astral
    /// characters, and plain letters.
    static let hostileScalars: [Unicode.Scalar] = [
        "a", "Z", " ", "'", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{301}", "\u{FEFF}", "é", "中",
        "😀", "\u{10FFFF}",
    ]

    /// A text of `length` Unicode scalars drawn from ``hostileScalars``; a long one repeats a random chunk.
    mutating func hostileText(length: Int) -> String {
        var chunk = String.UnicodeScalarView()
        for _ in 0..<min(length, 64) {
            chunk.append(Self.hostileScalars[Int.random(in: 0..<Self.hostileScalars.count, using: &self)])
        }
        let text = String(chunk)
        guard length > 64 else { return text }
        let chunkCount = length / 64
        return String(repeating: text, count: chunkCount) + String(text.unicodeScalars.prefix(length % 64))
    }

    /// A text from a random class: empty, short, around the 200-character cut, long, 131,072 characters, or
    /// one letter carrying 100,000 combining marks (one character to Swift, 100,001 scalars).
    mutating func hostileText() -> String {
        switch Int.random(in: 0..<7, using: &self) {
        case 0: ""
        case 1: hostileText(length: Int.random(in: 1...20, using: &self))
        case 2: hostileText(length: Int.random(in: 195...205, using: &self))
        case 3: hostileText(length: Int.random(in: 206...5_000, using: &self))
        case 4: hostileText(length: 131_072)
        case 5: "a" + String(repeating: "\u{301}", count: 100_000)
        default: String(repeating: "x", count: Int.random(in: 1...400, using: &self))
        }
    }
}
