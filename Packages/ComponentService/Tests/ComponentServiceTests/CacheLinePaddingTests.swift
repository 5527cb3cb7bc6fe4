import Testing

@testable import ComponentService

#if canImport(Glibc)
    import Glibc

    @Suite("Cache-line padding")
    struct CacheLinePaddingTests {
        private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        /// glibc's `malloc_usable_size`, which the Glibc module does not declare, so found by name.
        private let usableSize = dlsym(nil, "malloc_usable_size").map { unsafeBitCast($0, to: UsableSize.self) }

        /// The bytes the allocator gave `object`: at least its header, its fields and any padding.
        private func allocatedBytes(_ object: AnyObject) throws -> Int {
            let usableSize = try #require(usableSize)
            return usableSize(Unmanaged.passUnretained(object).toOpaque())
        }

        /// An object's 16-byte header, at least one word of fields, and the two padding cache lines.
        private var paddedMinimum: Int { 16 + 8 + MemoryLayout<CacheLinePadding>.size }

        @Test("padding is two cache lines")
        func paddingSize() {
            #expect(MemoryLayout<CacheLinePadding>.size == 128)
        }

        @Test("the service, its route table, a binding and a command entry end with the padding")
        func callPathObjectsArePadded() throws {
            let service = try makeEchoService()
            #expect((try? service.call(EchoDefine.name, EchoDefine.echo.name, ["text": "a"]).get()) != nil)
            guard case .bound(let binding)? = service.route(named: EchoDefine.name) else {
                Issue.record("the first call did not bind the component")
                return
            }
            let entry = try #require(binding.commands.entry(named: EchoDefine.echo.name))
            let routes = ShardedNameTable<Int>(count: 2)
            for object in [service, routes, binding, entry] as [AnyObject] {
                #expect(try allocatedBytes(object) >= paddedMinimum, "\(type(of: object))")
            }
        }
    }
#endif
