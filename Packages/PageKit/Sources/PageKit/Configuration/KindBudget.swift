/// What one section kind may cost in an update: measuring its items, diffing them, and the host applying
/// them (drawing its cells). A figure over its budget raises an ``PageDiagnostic/Code/overBudget`` warning
/// naming the kind and the figure; nothing else changes.
///
/// Set per section in the configuration, in milliseconds, for the section's kind:
///
/// ```json
/// { "id": "feed", "kind": "feed.list", "budget": { "size": 4, "diff": 1, "apply": 8 }, "data": { … } }
/// ```
///
/// or in code, for any kind (``PageEngine/setBudgets(_:)``).
public struct KindBudget: Sendable, Hashable {
    /// The most measuring the kind's items and headers may take in one update; `nil` for no limit.
    public let size: Duration?
    /// The most diffing them may take; `nil` for no limit.
    public let diff: Duration?
    /// The most the host's applying them (drawing its cells) may take; `nil` for no limit.
    public let apply: Duration?

    /// A budget of the given durations.
    public init(size: Duration? = nil, diff: Duration? = nil, apply: Duration? = nil) {
        self.size = size
        self.diff = diff
        self.apply = apply
    }

    /// A budget in milliseconds, each clamped to ``PageLimits/budgetMilliseconds`` (NaN to 0).
    public init(sizeMilliseconds: Double? = nil, diffMilliseconds: Double? = nil, applyMilliseconds: Double? = nil) {
        func duration(_ value: Double?) -> Duration? {
            value.map { .microseconds(($0.clampedFinite(to: PageLimits.budgetMilliseconds) * 1_000).rounded()) }
        }
        self.init(
            size: duration(sizeMilliseconds), diff: duration(diffMilliseconds), apply: duration(applyMilliseconds))
    }

    /// Which figure of an update a budget limits.
    public enum Figure: Sendable, Hashable, CaseIterable {
        /// Measuring the kind's items and headers.
        case size
        /// Diffing them.
        case diff
        /// The host applying them.
        case apply
    }

    /// How a message names `figure`, as the configuration does: `size`, `diff`, `apply`.
    private static func name(of figure: Figure) -> String {
        switch figure {
        case .size: PageConfigurationKey.size.rawValue
        case .diff: PageConfigurationKey.diff.rawValue
        case .apply: PageConfigurationKey.apply.rawValue
        }
    }

    /// The budget of `figure`.
    public subscript(figure: Figure) -> Duration? {
        switch figure {
        case .size: size
        case .diff: diff
        case .apply: apply
        }
    }

    /// A warning for each kind of `times` whose `figure` is over its budget in `budgets`, in kind order:
    /// `feed.list: took 3.2 ms to size, over its budget of 2.0 ms`.
    static func overruns(
        of figure: Figure, _ times: [String: Duration], budgets: [String: KindBudget]
    ) -> [PageDiagnostic] {
        times.keys.sorted().compactMap { kind in
            guard let limit = budgets[kind]?[figure], let time = times[kind], time > limit else { return nil }
            return PageDiagnostic(
                severity: .warning, code: .overBudget, path: EchoedText.bare(kind),
                message: "took \(milliseconds(time)) to \(name(of: figure)), over its budget of \(milliseconds(limit))")
        }
    }

    /// `3.2 ms`.
    private static func milliseconds(_ duration: Duration) -> String {
        "\((duration.seconds * 10_000).rounded() / 10) ms"
    }
}
