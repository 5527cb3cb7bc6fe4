/// Bounds that JSON parsing enforces so hostile input cannot exhaust memory or the stack.
///
/// Parsing input longer than ``maxBytes`` or nested deeper than ``maxDepth`` fails with a
/// ``ComponentJSONError`` whose ``ComponentJSONError/isSizeLimit`` or ``ComponentJSONError/isDepthLimit``
/// is `true`.
public struct ComponentJSONLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; `[[1]]` has a depth of 2 and a scalar has 0.
    public var maxDepth: Int

    /// The largest input accepted, in UTF-8 bytes.
    public var maxBytes: Int

    /// Creates limits; the defaults allow 128 levels of nesting and 8 MiB of text.
    public init(maxDepth: Int = 128, maxBytes: Int = 8 << 20) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// The limits used when none are given: a depth of 128 and 8 MiB.
    public static let `default` = ComponentJSONLimits()
}
