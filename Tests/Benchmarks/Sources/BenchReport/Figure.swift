import Foundation

/// One row of the benchmark table: a figure, its baseline in the same run, and the target it must meet.
struct Figure {
    enum Target {
        /// figure / baseline ≤ limit
        case atMost(Double)
        /// baseline / figure ≥ limit ("≥ limit× faster")
        case fasterBy(Double)
        /// figure − baseline ≤ limit (counts)
        case moreBy(Double)
        /// figure ≤ limit (an absolute value in the figure's unit)
        case absolute(Double)
        /// ratio ≥ limit, the ratio taken as the figure's ``Ratio`` says
        case atLeast(Double)
        /// No target: the row shows what the machine itself does, to read the figures around it by.
        case context
    }

    enum Unit {
        case time, count, bytes
    }

    /// Which way the ratio is taken.
    enum Ratio {
        /// figure / baseline: how much the figure costs against its baseline.
        case figureOverBaseline
        /// baseline / figure: how much faster the figure's work went, such as a speed-up from more threads.
        case baselineOverFigure
    }

    let name: String
    let value: Double?
    let baselineName: String
    let baseline: Double?
    let unit: Unit
    let target: Target
    var ratioKind = Ratio.figureOverBaseline

    var ratio: Double? {
        guard let value, let baseline, baseline != 0, value != 0 else { return nil }
        switch ratioKind {
        case .figureOverBaseline: return value / baseline
        case .baselineOverFigure: return baseline / value
        }
    }

    var isMet: Bool? {
        guard let value else { return nil }
        switch target {
        case .atMost(let limit): return ratio.map { $0 <= limit }
        case .fasterBy(let limit): return ratio.map { 1 / $0 >= limit }
        case .atLeast(let limit): return ratio.map { $0 >= limit }
        case .moreBy(let limit): return baseline.map { value - $0 <= limit }
        case .absolute(let limit): return value <= limit
        case .context: return nil
        }
    }

    var targetText: String {
        switch target {
        case .atMost(let limit): limit < 1 ? "≤ 1/\(Self.number(1 / limit))" : "≤ \(Self.number(limit))×"
        case .fasterBy(let limit): "≥ \(Self.number(limit))× faster"
        case .atLeast(let limit): "≥ \(Self.number(limit))×"
        case .moreBy(let limit): "≤ \(Self.number(limit)) more"
        case .absolute(let limit): "≤ \(format(limit))"
        case .context: "— (context)"
        }
    }

    var ratioText: String {
        // A difference of counts has no ratio to show, and needs none: a baseline of zero is common.
        if case .moreBy = target {
            return value.flatMap { value in baseline.map { "+\(Self.number(value - $0))" } } ?? "—"
        }
        guard let ratio else { return "—" }
        switch target {
        case .fasterBy: return "\(Self.number(1 / ratio))× faster"
        case .moreBy, .absolute: return "—"
        default: return ratio < 0.1 ? "1/\(Self.number(1 / ratio))" : "\(Self.number(ratio))×"
        }
    }

    func format(_ value: Double?) -> String {
        guard let value else { return "not run" }
        switch unit {
        case .count: return Self.number(value)
        case .bytes: return "\(Self.number(value / 1_000_000)) MB"
        case .time:
            if value >= 1_000_000_000 { return "\(Self.number(value / 1_000_000_000)) s" }
            if value >= 1_000_000 { return "\(Self.number(value / 1_000_000)) ms" }
            if value >= 1_000 { return "\(Self.number(value / 1_000)) µs" }
            return "\(Self.number(value)) ns"
        }
    }

    static func number(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}
