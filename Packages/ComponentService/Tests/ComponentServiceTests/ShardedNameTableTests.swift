import Foundation
import Testing

@testable import ComponentService

@Suite("Sharded name table")
struct ShardedNameTableTests {
    @Test("each shard answers from its own table, and the calling thread reads one of them")
    func shardsAnswerApart() {
        let table = ShardedNameTable<Int>(count: 3)
        #expect(table.value(named: "Store") == nil)
        table.replace { shard in NameTable([(name: "Store", value: shard * 10)]) }
        for shard in 0..<3 {
            #expect(table.value(named: "Store", inShard: shard) == shard * 10)
            #expect(table.value(named: "Feed", inShard: shard) == nil)
        }
        let read = table.value(named: "Store")
        #expect(read.map { [0, 10, 20].contains($0) } == true)
    }

    @Test("a replacement releases the tables it replaces")
    func replacementReleases() {
        final class Route: Sendable {}
        let table = ShardedNameTable<Route>(count: 2)
        weak var first: Route?
        weak var second: Route?
        do {
            let routes = [Route(), Route()]
            first = routes[0]
            second = routes[1]
            table.replace { shard in NameTable([(name: "Store", value: routes[shard])]) }
        }
        #expect(first != nil && second != nil)
        #expect(table.value(named: "Store", inShard: 1) === second)
        table.replace { _ in NameTable([]) }
        #expect(first == nil && second == nil)
    }

    @Test("a table has at least one shard, and by default one per active processor")
    func shardCount() {
        #expect(ShardedNameTable<Int>(count: 0).count == 1)
        #expect(ShardedNameTable<Int>().count == max(ProcessInfo.processInfo.activeProcessorCount, 1))
    }

    @Test("a thread keeps its number, and another thread gets another")
    func threadNumbers() {
        let mine = ThreadNumber.current
        #expect(ThreadNumber.current == mine)
        let theirs = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            theirs.withLock { $0 = ThreadNumber.current }
            done.signal()
        }.start()
        done.wait()
        #expect(theirs.withLock { $0 } != mine)
        #expect(ShardNumber.current >= 0)
    }
}
