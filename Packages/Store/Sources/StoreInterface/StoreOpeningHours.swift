/// When a store opens and closes each day, as `"HH:mm"` times (24-hour clock).
///
/// A closing time earlier than the opening time means the store closes after midnight (`"08:00"` to
/// `"02:00"`); equal times mean it never closes.
public struct StoreOpeningHours: Codable, Sendable, Hashable {
    /// The opening time, such as `"07:30"`.
    public var opens: String
    /// The closing time, such as `"19:00"`; the store is closed from this minute on.
    public var closes: String

    /// Creates opening hours from two `"HH:mm"` times.
    public init(opens: String, closes: String) {
        self.opens = opens
        self.closes = closes
    }

    /// Whether both times are valid `"HH:mm"` times.
    public var isValid: Bool {
        Self.minuteOfDay(opens) != nil && Self.minuteOfDay(closes) != nil
    }

    /// Whether the store is open at `time` (`"HH:mm"`), or `nil` when `time` or the hours are not valid.
    public func isOpen(at time: String) -> Bool? {
        guard let minute = Self.minuteOfDay(time), let opening = Self.minuteOfDay(opens),
            let closing = Self.minuteOfDay(closes)
        else { return nil }
        if opening == closing { return true }
        if opening < closing { return opening <= minute && minute < closing }
        return minute >= opening || minute < closing
    }

    /// The minutes since midnight of a `"HH:mm"` time (`"00:00"` to `"23:59"`), or `nil` when it is not one.
    public static func minuteOfDay(_ time: String) -> Int? {
        let digits = Array(time.utf8)
        guard digits.count == 5, digits[2] == UInt8(ascii: ":") else { return nil }
        let zero = UInt8(ascii: "0")
        let nine = UInt8(ascii: "9")
        let places = [digits[0], digits[1], digits[3], digits[4]]
        guard places.allSatisfy({ zero <= $0 && $0 <= nine }) else { return nil }
        let values = places.map { Int($0 - zero) }
        let hour = values[0] * 10 + values[1]
        let minute = values[2] * 10 + values[3]
        guard hour < 24, minute < 60 else { return nil }
        return hour * 60 + minute
    }
}
