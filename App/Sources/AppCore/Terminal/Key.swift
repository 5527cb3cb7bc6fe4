/// A key the interactive page view understands.
public enum Key: Sendable, Hashable {
    /// Arrow up or `k`.
    case up
    /// Arrow down or `j`.
    case down
    /// Arrow left or `h`: the marked carousel scrolls back by an item.
    case left
    /// Arrow right or `l`: the marked carousel scrolls on by an item.
    case right
    /// Page up, or `b`.
    case pageUp
    /// Page down, space, or `f`.
    case pageDown
    /// Enter.
    case enter
    /// `r`.
    case reload
    /// Backspace, or Esc alone: back to the page before.
    case back
    /// `q` or Ctrl-D.
    case quit
    /// Ctrl-C: quit, with the exit status of an interrupted program.
    case interrupt
    /// Tab: the next item becomes the selection target.
    case nextItem
    /// Shift-Tab: the previous item becomes the selection target.
    case previousItem
    /// Anything else.
    case other

    /// Splits raw terminal input into keys. An incomplete escape sequence at the end is returned as `rest`,
    /// to be completed by the next read; once no more input is coming (`atEndOfInput`), its bytes are read as
    /// a key instead (`other`), as when Alt-[ sends Esc and `[`.
    public static func parse(_ bytes: [UInt8], atEndOfInput: Bool = false) -> (keys: [Key], rest: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (key, length) = escapeSequence(Array(bytes[index...]), atEndOfInput: atEndOfInput)
                if length == 0 { return (keys, Array(bytes[index...])) }
                keys.append(key)
                index += length
                continue
            }
            keys.append(single(byte))
            index += 1
        }
        return (keys, [])
    }

    private static func single(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "k"): .up
        case UInt8(ascii: "j"): .down
        case UInt8(ascii: "h"): .left
        case UInt8(ascii: "l"): .right
        case UInt8(ascii: "b"): .pageUp
        case UInt8(ascii: " "), UInt8(ascii: "f"): .pageDown
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): .enter
        case UInt8(ascii: "r"): .reload
        case UInt8(ascii: "q"), 0x04: .quit
        case 0x03: .interrupt
        case UInt8(ascii: "\t"): .nextItem
        case 0x7F, 0x08: .back
        default: .other
        }
    }

    /// The key of an escape sequence at the start of `bytes` and its length; length 0 when incomplete and
    /// more input may complete it.
    private static func escapeSequence(_ bytes: [UInt8], atEndOfInput: Bool) -> (Key, Int) {
        // Esc alone is a key of its own once no byte follows it within the wait for a sequence: over a slow
        // link an arrow key's Esc may come in a read of its own.
        guard bytes.count >= 2 else { return atEndOfInput ? (.back, 1) : (.other, 0) }
        // Esc and a byte that starts no sequence: Esc was a key of its own (the view binds no Alt key), and
        // the byte is the next key, so that Esc Esc goes back twice.
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (.back, 1) }
        guard bytes.count >= 3 else { return (.other, atEndOfInput ? 2 : 0) }
        // A control byte is part of no sequence: the Esc and its bracket were a key of their own, and the
        // control (Ctrl-C) is the next key.
        guard (0x20...0x7E).contains(bytes[2]) else { return (.other, 2) }
        switch bytes[2] {
        case UInt8(ascii: "A"): return (.up, 3)
        case UInt8(ascii: "B"): return (.down, 3)
        case UInt8(ascii: "C"): return (.right, 3)
        case UInt8(ascii: "D"): return (.left, 3)
        case UInt8(ascii: "Z"): return (.previousItem, 3)
        case UInt8(ascii: "5"), UInt8(ascii: "6"):
            guard bytes.count >= 4 else { return (.other, atEndOfInput ? 3 : 0) }
            guard bytes[3] == UInt8(ascii: "~") else { return (.other, 3) }
            return (bytes[2] == UInt8(ascii: "5") ? .pageUp : .pageDown, 4)
        default:
            return (.other, 3)
        }
    }
}
