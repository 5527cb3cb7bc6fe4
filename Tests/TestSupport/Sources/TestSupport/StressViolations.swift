/// The invariant violations seen during a stress run: all counted, the first few kept verbatim.
public final class StressViolations: Sendable {
    private let state = LockedBox<(count: Int, first: [String])>((0, []))

    /// An empty record.
    public init() {}

    /// Records a violation.
    public func add(_ message: String) {
        state.withLock { state in
            state.count += 1
            if state.first.count < 20 { state.first.append(message) }
        }
    }

    /// How many violations were recorded.
    public var count: Int { state.withLock { $0.count } }

    /// The first violations, one a line.
    public var report: String { state.withLock { $0.first.joined(separator: "\n") } }
}
