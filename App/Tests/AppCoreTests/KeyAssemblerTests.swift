import TestSupport
import Testing

@testable import AppCore

@Suite("Keys put together across reads")
struct KeyAssemblerTests {
    private let start = ContinuousClock.now

    @Test("an incomplete sequence left by a read that completed the one before waits from its own Esc")
    func waitsFromItsOwnEsc() {
        var assembler = KeyAssembler()
        #expect(assembler.read([0x1B], at: start).isEmpty)
        #expect(assembler.deadline == start + .milliseconds(50))
        // Still incomplete: the same sequence keeps its wait.
        #expect(assembler.read([0x5B], at: start + .milliseconds(10)).isEmpty)
        #expect(assembler.deadline == start + .milliseconds(50))
        // The arrow completes at 45 ms, and the next arrow's Esc comes in the same read: its wait starts now.
        #expect(assembler.read([0x41, 0x1B], at: start + .milliseconds(45)) == [.up])
        #expect(assembler.deadline == start + .milliseconds(95))
        #expect(assembler.read([0x5B, 0x42], at: start + .milliseconds(60)) == [.down])
        #expect(assembler.deadline == nil)
        #expect(assembler.flush().isEmpty)
    }

    @Test("Esc alone is Back once its wait is over; a key after it is a key of its own")
    func escAlone() {
        var assembler = KeyAssembler()
        #expect(assembler.read([0x6A, 0x1B], at: start) == [.down])
        #expect(assembler.flush() == [.back])
        #expect(assembler.deadline == nil)
        #expect(assembler.read([0x71], at: start + .milliseconds(70)) == [.quit])
    }

    /// Keys and escape sequences, and Esc alone, as a terminal sends them.
    private static let strokes: [[UInt8]] = [
        [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x42], [0x1B, 0x5B, 0x43], [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x41],
        [0x1B, 0x5B, 0x5A], [0x1B, 0x5B, 0x35, 0x7E], [0x1B, 0x5B, 0x36, 0x7E], [0x1B, 0x5B, 0x48],
        [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], [0x6A], [0x6B], [0x09], [0x0D], [0x20], [0x7F], [0x1B, 0x71],
    ]

    @Test("split anywhere across reads that come within the wait, input makes the keys it makes in one read")
    func randomSplits() {
        var generator = SplitMix64(seed: 0x4B45_5953)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...12, using: &generator)).flatMap { _ in
                Self.strokes.randomElement(using: &generator) ?? []
            }
            var assembler = KeyAssembler()
            var keys: [Key] = []
            var now = start
            var index = 0
            while index < bytes.count {
                let end = min(index + Int.random(in: 1...3, using: &generator), bytes.count)
                // Each read comes within 16 ms of the one before, so a sequence of up to four bytes is complete
                // within the wait of its Esc however it is split; the input thread gives up on one only after it.
                now += .milliseconds(Int.random(in: 0...16, using: &generator))
                if let deadline = assembler.deadline, deadline <= now { keys += assembler.flush() }
                keys += assembler.read(bytes[index..<end], at: now)
                index = end
            }
            keys += assembler.flush()
            let whole = Key.parse(bytes, atEndOfInput: true).keys
            #expect(keys == whole, "bytes \(bytes)")
            if keys != whole { return }
        }
    }
}
