import Foundation
import TestSupport
import Testing

@testable import AppCore

@Suite("seconds typed on the command line")
struct DecimalSecondsTests {
    @Test("a limit is compared with the digits typed, not with the Double they round to")
    func limits() {
        #expect(DecimalSeconds.read("60.0000000000000001", atMost: 60) == nil)
        #expect(DecimalSeconds.read("86400.0000000000000000001", atMost: 86_400) == nil)
        #expect(DecimalSeconds.read("60.000", atMost: 60) == 60)
        #expect(DecimalSeconds.read("0060", atMost: 60) == 60)
        #expect(DecimalSeconds.read(".5", atMost: 60) == 0.5)
        #expect(DecimalSeconds.read("0", atMost: 0) == 0)
        #expect(DecimalSeconds.read("0.1", atMost: 0) == nil)
        #expect(DecimalSeconds.read("61", atMost: 60) == nil)
        #expect(DecimalSeconds.read("1e1", atMost: 60) == nil)
    }

    @Test("any decimal text is within a limit exactly when its value is (seeded)")
    func anyText() throws {
        var random = SplitMix64(seed: 0x5EC0_4D5)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        for _ in 0..<5_000 {
            let limit = UInt.random(in: 0...100_000, using: &random)
            // Near the limit, with leading zeros, and a fraction of up to 20 digits, often all zeros.
            let zeros = String(repeating: "0", count: Int.random(in: 0...2, using: &random))
            let whole = zeros + String(Int(limit) + Int.random(in: -2...2, using: &random)).filter(\.isNumber)
            let fractionDigits =
                Bool.random(using: &random)
                ? String(repeating: "0", count: Int.random(in: 0...20, using: &random))
                : digits(Int.random(in: 1...20, using: &random))
            let text = whole + (Bool.random(using: &random) ? "" : "." + fractionDigits)
            let exact = try #require(Decimal(string: text), "\(text)")
            let read = DecimalSeconds.read(text, atMost: limit)
            #expect((read != nil) == (exact <= Decimal(limit)), "\(text) against \(limit)")
        }
    }
}
