/// The 64-bit FNV-1a hash, used to name cached manifest dumps.
public struct FNV1a: Sendable, Hashable {
    /// The hash of everything added so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts a hash.
    public init() {}

    /// Adds bytes to the hash.
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// The hash as 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
