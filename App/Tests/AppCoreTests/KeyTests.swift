import AppCore
import Testing

@Suite("Keys of the interactive view")
struct KeyTests {
    @Test(
        "letters and arrow sequences become keys; an incomplete sequence waits for its rest",
        arguments: [
            ([UInt8]("hl".utf8), [Key.left, .right], [UInt8]()),
            ([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], [.right, .left], []),
            ([0x1B, 0x4F, 0x41, 0x6A], [.up, .down], []),
            ([0x1B, 0x5B, 0x35, 0x7E, 0x20], [.pageUp, .pageDown], []),
            ([0x6B, 0x1B, 0x5B], [.up], [0x1B, 0x5B]),
            ([0x09, 0x1B, 0x5B, 0x5A, 0x0D], [.nextItem, .previousItem, .enter], []),
            ([0x72, 0x71, 0x03, 0x7A], [.reload, .quit, .interrupt, .other], []),
            // A control byte ends no sequence: Esc [ was Alt-[, and Ctrl-C still interrupts.
            ([0x1B, 0x5B, 0x03], [.other, .interrupt], []),
            ([0x1B, 0x4F, 0x1B, 0x5B, 0x41], [.other, .up], []),
            // Esc alone waits too: over a slow link an arrow key's Esc comes in a read of its own.
            ([0x6A, 0x1B], [.down], [0x1B]),
            // Esc and a key that starts no sequence, within the wait: both keys.
            ([0x1B, 0x71], [.back, .quit], []),
            ([0x1B, 0x1B], [.back], [0x1B]),
            ([0x1B, 0x0D], [.back, .enter], []),
            // Backspace is DEL or Ctrl-H, as terminals send either.
            ([0x7F, 0x08], [.back, .back], []),
            // Esc [ 6 without its ~ is no page key: the sequence is a key of its own, and the next byte too.
            ([0x1B, 0x5B, 0x36, 0x6A], [.other, .down], []),
            // Home (Esc [ H) is a sequence the view binds to nothing: one key, and the next byte another.
            ([0x1B, 0x5B, 0x48, 0x6A], [.other, .down], []),
        ] as [([UInt8], [Key], [UInt8])])
    func parse(bytes: [UInt8], keys: [Key], rest: [UInt8]) {
        let parsed = Key.parse(bytes)
        #expect(parsed.keys == keys)
        #expect(parsed.rest == rest)
    }

    @Test(
        "once no more input comes, an incomplete sequence is keys of its own, so the next key is not lost",
        arguments: [
            ([UInt8]([0x1B, 0x5B]), [Key.other]),
            ([0x1B, 0x4F], [.other]),
            ([0x6B, 0x1B, 0x5B, 0x35], [.up, .other]),
            ([0x1B], [.back]),
        ] as [([UInt8], [Key])])
    func parseComplete(bytes: [UInt8], keys: [Key]) {
        let parsed = Key.parse(bytes, atEndOfInput: true)
        #expect(parsed.keys == keys)
        #expect(parsed.rest.isEmpty)
    }
}
