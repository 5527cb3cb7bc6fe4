/// Reads the fuzzer's bytes as a stream of small choices; past the end every choice is 0.
struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next byte, or 0 past the end.
    mutating func byte() -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    /// A choice in `0..<count`.
    mutating func below(_ count: Int) -> Int {
        count <= 1 ? 0 : byte() % count
    }

    /// True with probability about `1/n`.
    mutating func oneIn(_ count: Int) -> Bool {
        below(count) == 0
    }
}
