extension ComponentService {
    /// The timeouts that `invoke` waits for: from zero to 365 days.
    ///
    /// Any `Duration` may be passed as a timeout, up to `.seconds(Int64.max)` and down to its most negative
    /// value: one beyond this range is clamped to it. A longer timeout waits 365 days (the system's sleep
    /// cannot wait past the range of its clock, and traps if asked to); a timeout of zero or less has
    /// already passed, so an async command is not started and the call answers error 500 at once.
    public static let timeoutRange: ClosedRange<Duration> = .zero ... .seconds(365 * 24 * 60 * 60)

    /// `timeout` clamped to ``timeoutRange``.
    static func clampedTimeout(_ timeout: Duration) -> Duration {
        min(max(timeout, timeoutRange.lowerBound), timeoutRange.upperBound)
    }
}
