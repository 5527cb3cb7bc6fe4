/// A number as read: an `Int` when it has no fraction or exponent and fits one, otherwise a `Double`.
@usableFromInline
enum JSONScannedNumber {
    case integer(Int)
    case double(Double, hasFractionOrExponent: Bool)
}

/// Numbers and the literals `true`, `false` and `null`.
extension JSONScanner {
    /// Reads the literal `word` (`true`, `false` or `null`) at the position.
    @inlinable
    mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
        let start = position
        let matches = word.withUTF8Buffer { literal in
            bytes.count - start >= literal.count && zip(literal, bytes[start...]).allSatisfy { $0 == $1 }
        }
        guard matches else {
            throw error("invalid literal; expected '\(word)'", at: start)
        }
        position += word.utf8CodeUnitCount
    }

    /// Reads the number at the position, which starts with `-` or a digit: an integer when it has no
    /// fraction or exponent and fits an `Int`, otherwise a finite `Double`; a number beyond `Double`'s range
    /// is an error.
    @inlinable
    mutating func parseNumber() throws(JSONParseError) -> JSONScannedNumber {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        guard isDigit(at: position) else {
            throw error("expected a digit after '-', found \(describeByte(at: position))", at: position)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(at: position) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard isDigit(at: position) else {
                throw error("expected a digit after '.' in number, found \(describeByte(at: position))", at: position)
            }
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(at: position) else {
                throw error(
                    "expected a digit in the exponent of number, found \(describeByte(at: position))", at: position)
            }
            skipDigits()
        }
        let digits = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if isInteger, let integer = Self.integer(digits) {
            return .integer(integer)
        }
        let text = String(decoding: digits, as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            throw error("the number \(EchoedPiece.bare(text)) is too large for a Double", at: start)
        }
        return .double(double, hasFractionOrExponent: !isInteger)
    }

    @inlinable
    func isDigit(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }

    @inlinable
    mutating func skipDigits() {
        while isDigit(at: position) {
            position += 1
        }
    }

    /// The value of an optionally negative run of decimal digits, or `nil` if it overflows `Int`.
    @inlinable
    static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = digits.first == UInt8(ascii: "-")
        var result = 0
        for byte in digits.dropFirst(isNegative ? 1 : 0) {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            let (next, carry) =
                isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            result = next
        }
        return result
    }
}
