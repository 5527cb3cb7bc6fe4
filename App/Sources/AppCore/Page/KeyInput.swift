import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys read from standard input on a thread of their own, delivered as an asynchronous sequence.
enum KeyInput {
    static func stream() -> AsyncStream<Key> {
        AsyncStream { continuation in
            let thread = Thread {
                var pending: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    guard count > 0 else {
                        continuation.yield(.quit)
                        continuation.finish()
                        return
                    }
                    let (keys, rest) = Key.parse(pending + buffer[0..<count])
                    pending = rest.count > 8 ? [] : rest
                    for key in keys { continuation.yield(key) }
                }
            }
            thread.start()
        }
    }
}
