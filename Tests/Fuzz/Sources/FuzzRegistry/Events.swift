import ComponentService
import Foundation

/// What a call's callback received: its outcomes and how many progress events.
final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private let completed = DispatchSemaphore(value: 0)
    private var outcomes: [ComponentResult] = []
    private var progress = 0

    func receive(_ event: ComponentCallbackEvent) {
        lock.withLock {
            switch event {
            case .progress: progress += 1
            case .completed(let result): outcomes.append(result)
            }
        }
        if case .completed = event { completed.signal() }
    }

    /// Waits for the first outcome; false after 10 seconds without one.
    func wait() -> Bool {
        completed.wait(timeout: .now() + 10) == .success
    }

    var received: (outcomes: [ComponentResult], progress: Int) {
        lock.withLock { (outcomes, progress) }
    }
}
