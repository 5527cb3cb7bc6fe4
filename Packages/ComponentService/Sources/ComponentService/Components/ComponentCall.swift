/// What a handler receives: the validated arguments, the service to call other components, and a way to
/// report progress.
public struct ComponentCall: Sendable {
    /// The service that made the call; use it to call other components.
    public let service: ComponentService
    /// The arguments, already validated against the declaration.
    public let arguments: ComponentPayload
    let entry: CommandEntry
    let progressSink: CallCompletion?

    init(service: ComponentService, entry: CommandEntry, arguments: ComponentPayload, progressSink: CallCompletion?) {
        self.service = service
        self.entry = entry
        self.arguments = arguments
        self.progressSink = progressSink
    }

    /// The called component's name.
    public var component: String { entry.site.component }

    /// The command's declaration.
    public var command: ComponentCommand { entry.declaration }

    /// Reads a declared argument, applying its default when absent.
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when the value does not convert to the key's type
    ///   (for example an object missing a member of a `ComponentCodable` struct).
    public func argument<Value>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        do {
            return try key.read(from: arguments)
        } catch {
            throw .invalidArgument(error, call: site)
        }
    }

    /// Sends a progress payload to the caller's callback, if it passed one; ignored after the answer.
    public func reportProgress(_ payload: ComponentPayload) {
        progressSink?.send(.progress(payload))
    }

    var site: CallSite { entry.site }
}
