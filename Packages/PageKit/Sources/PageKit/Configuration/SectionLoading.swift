/// How a section's data loads: how long to wait before asking its factory (for demos and tests: local data
/// arrives at once) and how long the section may take in all before it shows its error state.
///
/// Set per section in the configuration, in seconds:
///
/// ```json
/// { "id": "feed", "kind": "feed.list", "delay": 2, "timeout": 5, "data": { … } }
/// ```
public struct SectionLoading: Sendable, Hashable {
    /// The wait before the section's factory is asked: 0 by default, at most ``PageLimits/sectionDelays``.
    public let delay: Duration
    /// How long the section may take, its delay included, before it shows its error state: 10 s by default,
    /// within ``PageLimits/sectionTimeouts``.
    public let timeout: Duration

    /// The timeout of a section whose configuration sets none, in seconds: 10.
    public static let defaultTimeoutSeconds: Double = 10

    /// Loading after `delay` seconds, given up after `timeout` seconds; each is clamped to its limits
    /// (``PageLimits/sectionDelays``, ``PageLimits/sectionTimeouts``), a NaN to the lower one.
    public init(delay: Double = 0, timeout: Double = defaultTimeoutSeconds) {
        self.delay = .seconds(delay.clampedFinite(to: PageLimits.sectionDelays))
        self.timeout = .seconds(timeout.clampedFinite(to: PageLimits.sectionTimeouts))
    }

    /// Loading after `delay`, given up after `timeout`, each clamped to its limits.
    public init(delay: Duration, timeout: Duration) {
        self.init(delay: delay.seconds, timeout: timeout.seconds)
    }
}
