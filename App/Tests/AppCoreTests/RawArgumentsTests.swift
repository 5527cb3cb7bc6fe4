import AppCore
import TestSupport
import Testing

@Suite("raw arguments: an argument that is not UTF-8 is refused, naming it and its first bad byte")
struct RawArgumentsTests {
    /// Bytes that start no UTF-8 sequence where they stand: a lone continuation byte, a byte never valid, an
    /// overlong lead, a lead without its continuation.
    private static let badBytes: [[UInt8]] = [
        [0x80], [0xBF], [0xFF], [0xFE], [0xC0, 0x80], [0xE2, 0x82], [0xF4, 0x90],
    ]

    private static func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "=", "é", "😀", " ", "\u{202E}", "{\"k\":1}", "\u{0}", "ß"]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    @Test("UTF-8 arguments are read as they are; one bad sequence anywhere is reported where it starts")
    func seeded() throws {
        var random = SplitMix64(seed: 0x0FF0)
        for round in 0..<300 {
            let texts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.text(&random) }
            #expect(try RawArguments.decode(texts.map { Array($0.utf8) }) == texts, "round \(round)")
            var raw = texts.map { Array($0.utf8) }
            let argument = Int.random(in: raw.indices, using: &random)
            let cut = Array(texts[argument].utf8).count
            // A bad sequence at the end of the argument, after whole characters, so its position is known.
            let bad = try #require(Self.badBytes.randomElement(using: &random))
            raw[argument] += bad
            let error = try #require(throws: UsageError.self) { try RawArguments.decode(raw) }
            let byte = String(bad[0], radix: 16, uppercase: true)
            #expect(
                error.message.hasPrefix("Argument \(argument + 1) is not UTF-8: byte 0x\(byte) at byte \(cut + 1) of "),
                "round \(round): \(error.message)")
            #expect(error.message.count < 400)
        }
    }

    @Test("no arguments, and empty ones, are read as they are")
    func empty() throws {
        #expect(try RawArguments.decode([]) == [])
        #expect(try RawArguments.decode([[], []]) == ["", ""])
    }
}
