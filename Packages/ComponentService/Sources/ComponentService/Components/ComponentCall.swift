/// What a handler receives: the validated arguments, the service to call other components, and a way to
/// report progress.
public struct ComponentCall: Sendable {
    /// The service that made the call; use it to call other components.
    public let service: ComponentService
    /// The arguments, already validated against the declaration.
    public let arguments: ComponentPayload
    @usableFromInline let entry: CommandEntry
    let progress: CallCompletion?

    init(service: ComponentService, entry: CommandEntry, arguments: ComponentPayload, progress: CallCompletion?) {
        self.service = service
        self.entry = entry
        self.arguments = arguments
        self.progress = progress
    }

    /// The called component's name.
    public var component: String { entry.site.component }

    /// The command's declaration.
    public var command: ComponentCommandSchema { entry.schema }

    /// Reads a declared argument, applying its default when absent.
    ///
    /// Inlinable, so a handler reads an argument of a concrete type without generic dispatch.
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when the value does not convert to the key's type
    ///   (for example an object missing a member of a `ComponentCodable` struct).
    @inlinable
    public func argument<Value: ComponentValueConvertible>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        do {
            return try key.read(from: arguments)
        } catch {
            throw entry.invalidArgument(error)
        }
    }

    /// Sends a progress payload to the caller's callback, if it passed one; ignored after the answer.
    public func reportProgress(_ payload: ComponentPayload) {
        progress?.send(.progress(payload))
    }
}

extension CommandEntry {
    /// Error 300 for an argument of this command that did not convert to its key's type.
    @usableFromInline
    func invalidArgument(_ problem: ComponentKeyReadError) -> ComponentError {
        .invalidArgument(problem, call: site)
    }
}
