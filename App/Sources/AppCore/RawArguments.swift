#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's arguments as the system passes them, bytes, read as UTF-8.
///
/// `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, so a call would go on with text
/// the user never typed. Read from the bytes instead, such an argument is refused.
public enum RawArguments {
    /// `arguments` as text.
    ///
    /// - Throws: a ``UsageError`` naming the first argument that is not UTF-8 (counted from 1, after the
    ///   program's name) and its first byte that starts no UTF-8 sequence.
    public static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
        var decoded: [String] = []
        decoded.reserveCapacity(arguments.count)
        for (index, bytes) in arguments.enumerated() {
            if let offset = firstInvalidByte(in: bytes) {
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw UsageError(
                    "Argument \(index + 1) is not UTF-8: byte 0x\(byte.count == 1 ? "0" : "")\(byte) at byte "
                        + "\(offset + 1) of \(quoted: String(decoding: bytes, as: UTF8.self))")
            }
            decoded.append(String(decoding: bytes, as: UTF8.self))
        }
        return decoded
    }

    /// The position of the first byte of `bytes` that starts no valid UTF-8 sequence; `nil` when all are UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The arguments this process was started with, after its name.
    public static func ofThisProcess() -> [[UInt8]] {
        (1..<max(Int(CommandLine.argc), 1)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }
}
