import Foundation
import PageKit
import TestSupport

/// The page ids an engine displayed, in the order it displayed them.
///
/// The engine asks its clock right after it applies an update (and on every scroll), on its own executor;
/// ``clock()`` reads the displayed snapshot there, so the log shows the order of the applies themselves,
/// not the order in which their callers heard about them.
final class DisplayLog: Sendable {
    private struct State {
        weak var engine: PageEngine?
        var pageIDs: [String] = []
    }

    private let state = LockedBox(State())

    /// Watches `engine`, which must have been made with ``clock()`` as its clock.
    func attach(_ engine: PageEngine) {
        state.withLock { $0.engine = engine }
    }

    /// The engine's clock: records the displayed page id, if it is not the last one recorded.
    func clock() -> ContinuousClock.Instant {
        if let engine = state.withLock({ $0.engine }) {
            let pageID = engine.assumeIsolated { $0.snapshot.pageID }
            state.withLock { state in
                if state.pageIDs.last != pageID { state.pageIDs.append(pageID) }
            }
        }
        return .now
    }

    /// The page ids displayed, each once per time it became the displayed one.
    var pageIDs: [String] { state.withLock { $0.pageIDs } }
}
