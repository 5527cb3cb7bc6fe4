#if canImport(Glibc)
    import Glibc
#endif

/// Which shard of per-processor state the calling thread uses: the processor it runs on, where the system
/// tells (Linux), so that threads running at the same moment use distinct shards; else its
/// ``ThreadNumber``.
enum ShardNumber {
    #if canImport(Glibc)
        private typealias GetCPU = @convention(c) () -> Int32
        /// glibc's `sched_getcpu`, which its headers declare only for GNU sources, so found by name.
        private static let getCPU: GetCPU? = dlsym(nil, "sched_getcpu").map { unsafeBitCast($0, to: GetCPU.self) }
    #endif

    /// A number at least 0: the calling thread's processor, or its thread number.
    static var current: Int {
        #if canImport(Glibc)
            if let getCPU {
                let processor = getCPU()
                if processor >= 0 { return Int(processor) }
            }
        #endif
        return ThreadNumber.current
    }
}
