import ComponentService
import Testing

/// Misuses of the `Encoder` API, which cannot throw where they happen: each is reported once encoding is
/// over as an `invalidValue` error at the path of the encoder that was misused.
@Suite("Misused encoders")
struct EncoderMisuseTests {
    /// Runs its steps on the encoder it is encoded with.
    struct Steps: Encodable {
        var steps: [(any Encoder) throws -> Void]

        func encode(to encoder: any Encoder) throws {
            for step in steps { try step(encoder) }
        }
    }

    private enum Keys: CodingKey { case a }

    /// Each way to fill an encoder, by the container it uses.
    static var fills: [(String, (any Encoder) throws -> Void)] {
        [
            (
                "keyed",
                { encoder in
                    var container = encoder.container(keyedBy: Keys.self)
                    try container.encode(1, forKey: .a)
                }
            ),
            (
                "unkeyed",
                { encoder in
                    var container = encoder.unkeyedContainer()
                    try container.encode(1)
                }
            ),
            (
                "single value",
                { encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode(1)
                }
            ),
        ]
    }

    /// Each overload of a single value container, writing a value.
    static var singleValues: [(String, (inout any SingleValueEncodingContainer) throws -> Void)] {
        [
            ("nil", { try $0.encodeNil() }), ("Bool", { try $0.encode(true) }), ("String", { try $0.encode("s") }),
            ("Double", { try $0.encode(1.5) }), ("Float", { try $0.encode(Float(1.5)) }), ("Int", { try $0.encode(1) }),
            ("Int8", { try $0.encode(Int8(1)) }), ("Int16", { try $0.encode(Int16(1)) }),
            ("Int32", { try $0.encode(Int32(1)) }), ("Int64", { try $0.encode(Int64(1)) }),
            ("Int128", { try $0.encode(Int128(1)) }), ("UInt", { try $0.encode(UInt(1)) }),
            ("UInt8", { try $0.encode(UInt8(1)) }), ("UInt16", { try $0.encode(UInt16(1)) }),
            ("UInt32", { try $0.encode(UInt32(1)) }), ("UInt64", { try $0.encode(UInt64(1)) }),
            ("UInt128", { try $0.encode(UInt128(1)) }), ("Encodable", { try $0.encode([1]) }),
        ]
    }

    @Test("a container of one kind asked for where another kind was encoded is an error at that encoder")
    func mixedContainerKinds() throws {
        let messages = [
            "keyed": "keyed container requested where another kind was encoded",
            "unkeyed": "unkeyed container requested where another kind was encoded",
            "single value": "a single value was encoded where a value was already encoded",
        ]
        for (first, fill) in Self.fills {
            for (second, refill) in Self.fills where second != first {
                let error = try #require(throws: ComponentValueCodingError.self, "\(second) after \(first)") {
                    try ComponentValueEncoder().encode(["x": [Steps(steps: [fill, refill])]])
                }
                #expect(error.code == .invalidValue, "\(second) after \(first)")
                #expect(error.path == "$.x[0]", "\(second) after \(first)")
                #expect(error.message == messages[second], "\(second) after \(first)")
            }
        }
        // A container of the same kind again fills the same value.
        let fills = Dictionary(uniqueKeysWithValues: Self.fills)
        let keyed = try #require(fills["keyed"])
        let unkeyed = try #require(fills["unkeyed"])
        #expect(try ComponentValueEncoder().encode(Steps(steps: [keyed, keyed])) == ["a": 1])
        #expect(try ComponentValueEncoder().encode(Steps(steps: [unkeyed, unkeyed])) == [1, 1])
    }

    @Test("a single value encoded twice is an error, through every overload of the container")
    func singleValueTwice() throws {
        for (first, write) in Self.singleValues {
            for (second, rewrite) in Self.singleValues {
                let steps = Steps(steps: [
                    { encoder in
                        var container = encoder.singleValueContainer()
                        try write(&container)
                        try rewrite(&container)
                    }
                ])
                let error = try #require(throws: ComponentValueCodingError.self, "\(second) after \(first)") {
                    try ComponentValueEncoder().encode(["x": steps])
                }
                #expect(error.code == .invalidValue, "\(second) after \(first)")
                #expect(
                    error.description == "at $.x: a single value was encoded where a value was already encoded",
                    "\(second) after \(first)")
            }
        }
    }
}
