/// The answer of a typed call: the result payload, read through the command's declared keys.
public struct ComponentReply: Sendable {
    /// The raw result payload.
    public let payload: ComponentPayload
    /// The command that answered, which names the call in an error.
    let entry: CommandEntry

    /// Reads a declared result key.
    ///
    /// - Throws: ``ComponentError/Code/componentFailure`` when the component answered without the key or
    ///   with a value of another type, so a typed caller never sees a silent default.
    ///
    /// Inlinable, so a caller reads a result of a concrete type without generic dispatch.
    @inlinable
    public func value<Value: ComponentValueConvertible>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        do {
            return try key.read(from: payload)
        } catch {
            throw invalidResult(error)
        }
    }

    @usableFromInline
    func invalidResult(_ problem: ComponentKeyReadError) -> ComponentError {
        .invalidResult(problem, call: entry.site)
    }
}
