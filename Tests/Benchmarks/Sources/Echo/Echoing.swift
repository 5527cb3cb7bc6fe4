import ComponentService

/// The Echo component's work as a plain protocol: what the direct-call baselines call, and what Swinject
/// resolves.
public protocol Echoing: Sendable {
    /// The text, unchanged.
    func echo(_ text: String) -> String
    /// What the echo handler does, at the level of payloads: reads the text and answers it under `echoed`.
    func echo(_ arguments: ComponentPayload) throws -> ComponentPayload
    /// About a microsecond of arithmetic on `seed`.
    func work(_ seed: Int) -> Int
}
