import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``NameTable`` kept once per shard, each behind its own lock on cache lines of its own, so that threads
/// reading at once on different shards write to no shared memory.
///
/// A service keeps its routes in one (``Registry``), with bindings of their own in each shard's table, so
/// that calls on different processors take no common lock and retain no common object. A thread reads the
/// shard its ``ShardNumber`` falls on; there are as many shards as active processors. Writers replace
/// every shard's table, and are rare. This table, the service, bindings and command entries end with
/// ``CacheLinePadding``, so that what the allocator places after them starts on cache lines of its own.
final class ShardedNameTable<Value: Sendable>: @unchecked Sendable {
    // Each shard is a block of `blockSize` bytes at `base + shard * blockSize`: a mutex, then the table it
    // guards. Blocks are aligned to and sized in multiples of 128 bytes (two cache lines, which some
    // processors fetch together), so two shards never share a line.
    private static var lineSize: Int { 128 }
    private static var tableOffset: Int {
        roundUp(MemoryLayout<pthread_mutex_t>.size, to: MemoryLayout<NameTable<Value>>.alignment)
    }
    private static var blockSize: Int { roundUp(tableOffset + MemoryLayout<NameTable<Value>>.size, to: lineSize) }

    /// The number of shards, at least 1.
    let count: Int
    private let base: UnsafeMutableRawPointer
    /// Keeps `count` and `base`, which every call reads, off the cache lines of objects allocated next.
    private let padding = CacheLinePadding()

    /// `count` shards (at least 1) of empty tables.
    init(count: Int) {
        self.count = max(count, 1)
        base = .allocate(byteCount: self.count * Self.blockSize, alignment: Self.lineSize)
        for shard in 0..<self.count {
            let block = base + shard * Self.blockSize
            let mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            (block + Self.tableOffset).bindMemory(to: NameTable<Value>.self, capacity: 1)
                .initialize(to: NameTable([]))
        }
    }

    /// One shard per active processor.
    convenience init() {
        self.init(count: ProcessInfo.processInfo.activeProcessorCount)
    }

    deinit {
        for shard in 0..<count {
            table(shard).deinitialize(count: 1)
            pthread_mutex_destroy(mutex(shard))
            mutex(shard).deinitialize(count: 1)
        }
        base.deallocate()
    }

    /// The value named `name` in the calling thread's shard.
    func value(named name: String) -> Value? {
        value(named: name, inShard: ShardNumber.current % count)
    }

    /// The value named `name` in shard `shard`, which must be in `0 ..< count`.
    func value(named name: String, inShard shard: Int) -> Value? {
        pthread_mutex_lock(mutex(shard))
        defer { pthread_mutex_unlock(mutex(shard)) }
        return table(shard).pointee.value(named: name)
    }

    /// Replaces each shard's table with the one `make` builds for that shard.
    ///
    /// A replaced table is released after its shard's lock, so no deinitializer runs under it.
    func replace(_ make: (_ shard: Int) -> NameTable<Value>) {
        for shard in 0..<count {
            var table = make(shard)
            pthread_mutex_lock(mutex(shard))
            swap(&table, &self.table(shard).pointee)
            pthread_mutex_unlock(mutex(shard))
        }
    }

    private func mutex(_ shard: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
        (base + shard * Self.blockSize).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    private func table(_ shard: Int) -> UnsafeMutablePointer<NameTable<Value>> {
        (base + shard * Self.blockSize + Self.tableOffset).assumingMemoryBound(to: NameTable<Value>.self)
    }

    private static func roundUp(_ value: Int, to multiple: Int) -> Int {
        (value + multiple - 1) / multiple * multiple
    }
}
