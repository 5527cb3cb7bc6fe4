import ComponentService
import Foundation
import TestSupport
import Testing

/// Any `Duration` is a safe timeout: within ``ComponentService/timeoutRange`` it is kept, above it the call
/// waits 365 days at most, and at zero or below the call answers error 500 at once without starting the
/// command. None traps, whatever its size or sign.
@Suite("Timeout range")
struct TimeoutRangeTests {
    static let longest = ComponentService.timeoutRange.upperBound

    /// What a call waits for when given `timeout`.
    static func expectedWait(for timeout: Duration) -> Duration {
        timeout <= .zero ? .zero : min(timeout, longest)
    }

    @Test("the range runs from zero to 365 days")
    func range() {
        #expect(ComponentService.timeoutRange == Duration.zero ... .seconds(365 * 24 * 60 * 60))
    }

    @Test("a timeout of zero or less answers error 500 at once, without starting the command or creating it")
    func zeroOrLess() async throws {
        for timeout in [
            Duration.zero, .seconds(-1), .seconds(Int64.min), Duration(secondsComponent: 0, attosecondsComponent: -1),
        ] {
            let service = ComponentService()
            let created = Counter()
            try service.register(EchoComponent.self) { _ in
                created.increment()
                return EchoComponent()
            }
            let error = await componentError { try await service.invoke(EchoDefine.name, "never", timeout: timeout) }
            #expect(error?.code == .timeout, "\(timeout)")
            #expect(error?.message == "Echo.never did not answer within 0.0 seconds", "\(timeout)")
            #expect(created.count == 0, "\(timeout)")
        }
    }

    @Test("a sync command ignores any timeout and runs to its end")
    func syncIgnoresTimeout() async throws {
        let service = try makeEchoService()
        for timeout in [Duration.zero, .seconds(-5), .seconds(Int64.max)] {
            #expect(
                try await service.invoke(EchoDefine.name, "echo", ["text": "a"], timeout: timeout) == ["echoed": "a"])
        }
    }

    @Test("the largest timeouts wait and let the command answer instead of trapping")
    func largest() async throws {
        let service = try makeEchoService()
        var largest = [Duration.seconds(Int64.max), .milliseconds(Int64.max), .nanoseconds(Int64.max), longestPlusOne]
        largest.append(Duration(secondsComponent: Int64.max, attosecondsComponent: Int64.max))
        if #available(macOS 26, iOS 26, *) { largest.append(Duration(attoseconds: .max)) }
        for timeout in largest {
            let answer = try await service.invoke(EchoDefine.name, "later", ["text": "x"], timeout: timeout)
            #expect(answer == ["echoed": "x"], "\(timeout)")
        }
    }

    @Test("any Duration, over its whole range, is kept, clamped or answered at once, never a trap (seeded)")
    func wholeRange() async throws {
        var random = SplitMix64(seed: 0x7135_0A7)
        let service = try makeEchoService()
        var kinds: Set<String> = []
        for _ in 0..<200 {
            let timeout = random.duration()
            let wait = Self.expectedWait(for: timeout)
            if wait < .milliseconds(50) {
                // Zero, or so short that a command that never answers times out at once.
                let error = await componentError {
                    try await service.invoke(EchoDefine.name, "never", timeout: timeout)
                }
                #expect(error?.code == .timeout, "\(timeout)")
                #expect(error?.message == "Echo.never did not answer within \(wait)", "\(timeout)")
                kinds.insert(wait == .zero ? "at once" : "short")
            } else if wait >= .seconds(1) {
                // Long enough that a command answering in 5 ms answers first, up to the longest.
                let answer = try await service.invoke(EchoDefine.name, "later", ["text": "x"], timeout: timeout)
                #expect(answer == ["echoed": "x"], "\(timeout)")
                kinds.insert(wait == Self.longest ? "clamped" : "kept")
            }
        }
        #expect(kinds == ["at once", "short", "clamped", "kept"])
    }

    private var longestPlusOne: Duration { Self.longest + Duration(secondsComponent: 0, attosecondsComponent: 1) }
}

extension SplitMix64 {
    /// A duration from anywhere in `Duration`'s range: any seconds and attoseconds components, the
    /// extremes, near zero on either side, and around the longest timeout.
    fileprivate mutating func duration() -> Duration {
        let longest = ComponentService.timeoutRange.upperBound
        switch Int.random(in: 0..<6, using: &self) {
        case 0:
            return Duration(
                secondsComponent: Int64(bitPattern: next()), attosecondsComponent: Int64(bitPattern: next()))
        case 1:
            if #available(macOS 26, iOS 26, *) {
                return Duration(attoseconds: Int128(truncatingIfNeeded: UInt128(next()) << 64 | UInt128(next())))
            }
            return .seconds(Int64(bitPattern: next()))
        case 2:
            let extremes: [Duration] = [
                .seconds(Int64.max), .seconds(Int64.min), .milliseconds(Int64.min), .nanoseconds(Int64.max),
                Duration(secondsComponent: Int64.max, attosecondsComponent: Int64.max),
                Duration(secondsComponent: Int64.min, attosecondsComponent: Int64.min),
                Duration(secondsComponent: 0, attosecondsComponent: 1),
                Duration(secondsComponent: 0, attosecondsComponent: -1), .zero,
            ]
            return extremes[Int.random(in: 0..<extremes.count, using: &self)]
        case 3:
            return Duration(
                secondsComponent: 0, attosecondsComponent: Int64.random(in: -1_000...10_000_000, using: &self))
        case 4:
            return .milliseconds(Int64.random(in: -2_000...5_000, using: &self))
        default:
            return longest + .seconds(Int64.random(in: -10...10, using: &self))
        }
    }
}
