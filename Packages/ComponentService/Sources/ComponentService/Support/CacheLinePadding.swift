/// 128 bytes that nothing reads, kept as the last stored property of a class that every call reads or
/// retains, so that the object allocated after it does not share a cache line with its fields.
///
/// The allocator places objects side by side. When an object that calls on one processor retain, such as
/// a handler's closure, sits in the same cache line as the service's fields, which calls on every
/// processor read, each retain takes the line from the other processors, and two threads calling at once
/// run slower than one. With this padding at its end, an object ends with two cache lines (which some
/// processors fetch together) that no call touches, so the object after it starts on lines of its own.
/// The object before it may still share its first line.
struct CacheLinePadding: Sendable {
    private let words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    init() {}
}
