/// Bounds that JSON parsing enforces so hostile input cannot exhaust memory or the stack.
///
/// Parsing input longer than ``maxBytes`` or nested deeper than ``maxDepth`` fails with a
/// ``ComponentJSONError`` whose ``ComponentJSONError/isSizeLimit`` or ``ComponentJSONError/isDepthLimit``
/// is `true`.
public struct ComponentJSONLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; `[[1]]` has a depth of 2 and a scalar has 0. A
    /// negative value is stored as 0.
    public var maxDepth: Int { didSet { maxDepth = max(0, maxDepth) } }

    /// The largest input accepted, in UTF-8 bytes. A negative value is stored as 0.
    public var maxBytes: Int { didSet { maxBytes = max(0, maxBytes) } }

    /// Creates limits; the defaults allow 128 levels of nesting and 8 MiB of text. A negative limit is stored
    /// as 0, as ``ComponentArgumentLimits`` stores one.
    public init(maxDepth: Int = 128, maxBytes: Int = 8 << 20) {
        self.maxDepth = max(0, maxDepth)
        self.maxBytes = max(0, maxBytes)
    }

    /// The limits used when none are given: a depth of 128 and 8 MiB.
    public static let `default` = ComponentJSONLimits()
}
