extension String {
    /// `count` copies of the ASCII character `character`, made from bytes. `String(repeating:count:)` appends
    /// one `Character` at a time: 0.2 s of a test's time for 8 MiB in a debug build, against 0.01 s here.
    public init(repeatingASCII character: Unicode.Scalar, count: Int) {
        self.init(decoding: [UInt8](repeating: UInt8(ascii: character), count: count), as: UTF8.self)
    }
}
