import ComponentService
import Foundation

/// The least a bus that calls components by name with a dictionary can do: take a lock, find the component
/// and then the command by name, and call the handler. No validation, no limits, no errors, no reply: the
/// floor under ``ComponentService``'s raw call on this machine, shown in the table as context.
final class LeastBus: @unchecked Sendable {
    typealias Handler = @Sendable (ComponentPayload) -> ComponentPayload

    // `handlers` is only read or written with `lock` held.
    private let lock = NSLock()
    private var handlers: [String: [String: Handler]] = [:]

    func register(_ component: String, _ command: String, _ handler: @escaping Handler) {
        lock.withLock { handlers[component, default: [:]][command] = handler }
    }

    /// The handler's answer, or `nil` when there is no such component or command.
    func call(_ component: String, _ command: String, _ arguments: ComponentPayload) -> ComponentPayload? {
        let handler = lock.withLock { handlers[component]?[command] }
        return handler?(arguments)
    }
}
