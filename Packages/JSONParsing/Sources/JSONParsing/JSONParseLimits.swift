/// Bounds that ``JSONParser`` enforces so hostile input cannot exhaust memory.
///
/// The parser keeps its stack on the heap, so depth is a bound on memory and on the recursion the caller's
/// values may need to compare, print or free, not a guard against stack overflow in the parser itself.
/// A bound on the text's size is the caller's to check, before it makes the bytes contiguous.
public struct JSONParseLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; `[[1]]` has a depth of 2 and a scalar has 0.
    public var maxDepth: Int

    /// Creates limits; the default allows 512 levels of nesting, as `JSONSerialization` does.
    @inlinable
    public init(maxDepth: Int = JSONValue.maxDepth) {
        self.maxDepth = maxDepth
    }
}
