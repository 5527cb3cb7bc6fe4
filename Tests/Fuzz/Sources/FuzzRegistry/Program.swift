/// The input, read as operations, names and declarations.
struct Program {
    let bytes: [UInt8]
    var index = 0

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// A name of up to 15 bytes: a length byte, then that many bytes.
    mutating func name() -> String {
        let length = Int(byte() ?? 0) % 16
        let end = min(index + length, bytes.count)
        defer { index = end }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Up to three commands: a count byte, then each command's name and its byte.
    mutating func commands() -> [CommandSpec] {
        (0..<Int(byte() ?? 0) % 4).map { _ in
            let name = name()
            return CommandSpec(name: name, byte: byte() ?? 0)
        }
    }
}
