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
            guard let integer = try integer(T.self, from: double) else { throw numberDoesNotFit(type) }
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

    /// `double` as a `T`: `nil` when it is not whole or `T` cannot hold it; an error when it is too large to
    /// know. From 2^53 on a `Double` stands for many integers: `12345678901234567890`, which a JSON value
    /// holds as a `Double` since it is beyond `Int`, is `12345678901234567168` there, so its digits are gone.
    func integer<T: FixedWidthInteger>(_ type: T.Type, from double: Double) throws -> T? {
        guard let integer = T(exactly: double) else { return nil }
        guard double.magnitude < 0x1p53 else { throw numberTooLargeToReadExactly(type) }
        return integer
    }
}
