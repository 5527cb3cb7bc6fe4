/// Numbers as `JSONDecoder` reads them from text: integers from whole numbers within their range, floating
/// point from any number; out of range is an error, never a trap.
extension JSONValueDecoding {
    /// An integer from a whole number that `T` holds.
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        switch value {
        case .int(let int):
            guard let integer = T(exactly: int) else { throw numberDoesNotFit(type) }
            return integer
        case .double(let double):
            guard double.isFinite else { throw numberHasNoJSONForm() }
            guard let integer = Self.integer(T.self, from: double) else { throw numberDoesNotFit(type) }
            return integer
        default:
            throw mismatch(type)
        }
    }

    /// A `Double` or `Float` from any number, unless it is beyond `T`'s range or would round to zero.
    func decodeFloatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
        switch value {
        case .int(let int):
            return T(int)
        case .double(let double):
            guard double.isFinite else { throw numberHasNoJSONForm() }
            let number = T(double)
            guard number.isFinite, number != 0 || double == 0 else { throw numberDoesNotFit(type) }
            return number
        default:
            throw mismatch(type)
        }
    }

    /// `double` as a `T`, if it is whole and `T` holds it.
    ///
    /// Below 2^53 a whole `Double` is exactly the integer its text spells. From 2^53 on it stands for many
    /// integers, and `JSONDecoder`, reading its shortest decimal form such as `-9.223372036854776e+18`, takes
    /// the integer those digits spell: so does this, so that digits that overflowed `Int` and were rounded to
    /// `Int.min` do not come back as `Int.min`.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, from double: Double) -> T? {
        guard let integer = T(exactly: double) else { return nil }
        guard double.magnitude >= 0x1p53 else { return integer }
        return self.integer(T.self, spelledBy: double.description)
    }

    /// The integer that `text`, a whole number in Swift's shortest form (`1e+19`, `9007199254740992.0`,
    /// `-1.152921504606847e+18`), spells, if `T` holds it.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, spelledBy text: String) -> T? {
        let isNegative = text.hasPrefix("-")
        let parts = text.drop { $0 == "-" }.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first else { return nil }
        let exponent = parts.count > 1 ? Int(parts[1]) : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = pieces.count > 1 ? pieces[1] : ""
        var digits = Substring(pieces[0] + fraction)
        guard var scale = exponent.map({ $0 - fraction.count }) else { return nil }
        while scale < 0, digits.last == "0" {
            digits.removeLast()
            scale += 1
        }
        let zero = UInt8(ascii: "0")
        guard scale >= 0, digits.utf8.allSatisfy({ (zero...zero + 9).contains($0) }) else { return nil }
        let sign: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        return JSONScanner.integer(sign + digits.utf8 + repeatElement(zero, count: scale), as: T.self)
    }
}
