import Foundation

/// The encoding of JSON text, told as `JSONSerialization` tells it: by a byte order mark, or else by the zero
/// bytes of the first characters (JSON text starts with an ASCII character); UTF-8 when neither says otherwise.
/// Only UTF-8 without a mark is read; the others are named in the error that refuses them.
struct JSONTextEncoding {
    /// The encoding.
    let encoding: String.Encoding
    /// How many bytes of byte order mark precede the text.
    let byteOrderMarkLength: Int

    /// The encoding of `data`.
    init(of data: Data) {
        let first = Array(data.prefix(4))
        (encoding, byteOrderMarkLength) = Self.byteOrderMark(first) ?? (Self.zeroBytePattern(first) ?? .utf8, 0)
    }

    /// Whether the text is UTF-8.
    var isUTF8: Bool { encoding == .utf8 }

    /// The encoding's name for messages, such as `UTF-16 (little-endian)`.
    var name: String {
        switch encoding {
        case .utf16BigEndian: "UTF-16 (big-endian)"
        case .utf16LittleEndian: "UTF-16 (little-endian)"
        case .utf32BigEndian: "UTF-32 (big-endian)"
        case .utf32LittleEndian: "UTF-32 (little-endian)"
        default: "UTF-8"
        }
    }

    private static func byteOrderMark(_ first: [UInt8]) -> (String.Encoding, Int)? {
        guard first.count == 4 else { return nil }
        switch (first[0], first[1], first[2], first[3]) {
        case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, 4)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        default: return nil
        }
    }

    private static func zeroBytePattern(_ first: [UInt8]) -> String.Encoding? {
        switch first.count {
        case 4...:
            switch (first[0], first[1], first[2], first[3]) {
            case (0, 0, 0, _): .utf32BigEndian
            case (_, 0, 0, 0): .utf32LittleEndian
            case (0, _, 0, _): .utf16BigEndian
            case (_, 0, _, 0): .utf16LittleEndian
            default: nil
            }
        case 2...:
            switch (first[0], first[1]) {
            case (0, _): .utf16BigEndian
            case (_, 0): .utf16LittleEndian
            default: nil
            }
        default:
            nil
        }
    }
}
