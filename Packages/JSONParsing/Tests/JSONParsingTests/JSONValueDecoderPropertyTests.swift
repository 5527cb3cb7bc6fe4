import JSONParsing
import Testing

/// `JSONValueDecoder` against `JSONDecoder` on the value's JSON text (as `JSONEncoder` writes it), for random
/// `Decodable` shapes: structs, arrays, tuples, optionals, dictionaries and every number type, read by every
/// container method, with numbers at their types' bounds.
@Suite("JSONValueDecoder: as JSONDecoder reads the value's text")
struct JSONValueDecoderPropertyTests {
    @Test("values that fit decode to what JSONDecoder decodes from their text (seeded)")
    func fittingValues() {
        var generator = RandomShape(seed: 0xDEC0_DE01)
        for round in 0..<1_500 {
            let shape = generator.shape(depth: 3)
            let value = generator.value(for: shape, withFault: false)
            let direct = DecodingOutcome.direct(shape, from: value)
            let throughText = DecodingOutcome.throughText(shape, from: value)
            #expect(direct.failure == nil, "round \(round): \(shape) from \(value): \(direct)")
            #expect(direct == throughText, "round \(round): \(shape) from \(value)")
        }
    }

    @Test("a value with one fault fails as JSONDecoder fails, of the same kind at the fault's path (seeded)")
    func faultyValues() {
        var generator = RandomShape(seed: 0xFA17_0002)
        var kinds: [DecodingOutcome.Kind: Int] = [:]
        for round in 0..<3_000 {
            let shape = generator.shape(depth: 3)
            let value = generator.value(for: shape, withFault: true)
            let direct = DecodingOutcome.direct(shape, from: value)
            let throughText = DecodingOutcome.throughText(shape, from: value)
            let context = "round \(round): \(shape) from \(value)"
            guard let fault = generator.fault else {
                #expect(direct == throughText, "\(context)")
                continue
            }
            kinds[fault.kind, default: 0] += 1
            #expect(direct.failure?.kind == fault.kind, "\(context): expected \(fault), got \(direct)")
            #expect(direct.failure?.path == fault.path, "\(context): expected \(fault), got \(direct)")
            if fault.kind == .dataCorrupted {
                // JSONDecoder reports a number it cannot hold at the root, as "The given data was not valid
                // JSON."; the direct decoder names the number and its path.
                #expect(throughText.failure?.kind == .dataCorrupted, "\(context): \(throughText)")
                #expect(direct.failure?.message.hasPrefix("The number ") == true, "\(context): \(direct)")
            } else {
                #expect(direct == throughText, "\(context)")
            }
        }
        for kind in [DecodingOutcome.Kind.typeMismatch, .valueNotFound, .keyNotFound, .dataCorrupted] {
            #expect(kinds[kind, default: 0] >= 50, "only \(kinds[kind, default: 0]) faults of kind \(kind)")
        }
    }

    /// Numbers at the bounds of every number type, and the doubles where a whole `Double` stops being exact.
    static let boundaryNumbers: [JSONValue] =
        [
            0, 1, -1, 127, 128, -128, -129, 255, 256, 32_767, 32_768, -32_768, -32_769, 65_535, 65_536,
            2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 4_294_967_295, 4_294_967_296,
            .int(.max), .int(.min), 16_777_217,
        ]
        + [
            2.0, -2.0, 2.5, -0.5, -0.0, 0.1, 1e15, 0x1p53, 0x1p53 + 2, 0x1p60, -0x1p60, 0x1p63, -0x1p63, 1e19,
            18_446_744_073_709_549_568, 0x1p64, -1e19, 1e20, 1e300, -1e300, .leastNonzeroMagnitude, 1e-46, 1e-40,
            Double(Float.greatestFiniteMagnitude), Double(Float.leastNonzeroMagnitude), 3.5e38, 1e39,
            .greatestFiniteMagnitude,
        ].map(JSONValue.double)

    @Test("every number at a type's bounds reads as JSONDecoder reads its text", arguments: Leaf.allCases)
    func boundaryNumbers(leaf: Leaf) {
        for number in Self.boundaryNumbers {
            let direct = DecodingOutcome.direct(.leaf(leaf), from: number)
            if leaf.integerRange != nil, case .double(let double) = number, double.magnitude >= 0x1p53 {
                // A whole double this large stands for many integers: where JSONDecoder reads the digits its
                // text spells, the decoder refuses to guess them.
                #expect(direct.failure?.kind == .dataCorrupted, "\(leaf) from \(number): \(direct)")
                continue
            }
            let throughText = DecodingOutcome.throughText(.leaf(leaf), from: number)
            if let failure = throughText.failure, failure.kind == .dataCorrupted {
                #expect(direct.failure?.kind == .dataCorrupted, "\(leaf) from \(number): \(direct)")
            } else {
                #expect(direct == throughText, "\(leaf) from \(number)")
            }
        }
    }
}
