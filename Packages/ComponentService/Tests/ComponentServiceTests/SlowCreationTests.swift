import ComponentService
import Foundation
import TestSupport
import Testing

private enum SlowDefine {
    static let name = "Slow"
    static let start = ComponentCommand.async("start", "Counts a start and answers.")
    static let descriptor = ComponentDescriptor(
        name: name, summary: "Takes as long to create as its test says.", commands: [start])
}

/// A component whose initializer blocks until its test opens `gate`, as one that loads a large file or waits
/// for a slow service would; it counts the commands it starts.
private final class SlowComponent: Component {
    static let descriptor = SlowDefine.descriptor
    static let handlers: [ComponentHandler<SlowComponent>] = [
        .responder(SlowDefine.start) { component, _, responder in
            component.starts.increment()
            responder.succeed([:])
        }
    ]

    let starts: Counter

    init(gate: DispatchSemaphore, entered: Counter, starts: Counter) {
        self.starts = starts
        entered.increment()
        _ = gate.wait(timeout: .now() + .seconds(Int(hangTimeout.components.seconds)))
    }
}

/// The first call of a lazily created component used to create it on the caller's thread, so the caller's
/// timeout and cancellation waited for the creation, and a thread of the cooperative pool was held meanwhile.
@Suite("An async call's wait while its component is created")
struct SlowCreationTests {
    private struct Slow {
        let service = ComponentService()
        let gate = DispatchSemaphore(value: 0)
        let entered = Counter()
        let starts = Counter()

        init() throws {
            try service.register(SlowComponent.self) { [gate, entered, starts] _ in
                SlowComponent(gate: gate, entered: entered, starts: starts)
            }
        }

        /// Calls `start` and awaits it: its error, or `nil` when it answered.
        func start(timeout: Duration? = nil) async -> ComponentError? {
            await componentError {
                try await service.invoke(SlowDefine.name, SlowDefine.start.name, timeout: timeout)
            }
        }

        /// Opens the gate and waits until the instance exists.
        func finishCreating() async throws {
            gate.signal()
            try #require(await waitUntil { service.isInstantiated(SlowDefine.name) })
        }
    }

    @Test("a timeout ends the wait while the component is still being created, and the command never starts")
    func timeout() async throws {
        let slow = try Slow()
        #expect(await slow.start(timeout: .milliseconds(50))?.code == .timeout)
        // The answer came while the initializer still waited for the gate.
        #expect(slow.entered.count == 1)
        #expect(!slow.service.isInstantiated(SlowDefine.name))
        try await slow.finishCreating()
        #expect(slow.starts.count == 0)
        // The next call finds the instance and starts the command.
        #expect(try await slow.service.invoke(SlowDefine.name, SlowDefine.start.name).isEmpty)
        #expect(slow.starts.count == 1)
    }

    @Test("cancelling the caller ends the wait while the component is still being created; the command never starts")
    func cancellation() async throws {
        let slow = try Slow()
        let call = Task { await slow.start() }
        try #require(await waitUntil { slow.entered.count == 1 })
        call.cancel()
        #expect(await call.value?.code == .cancelled)
        #expect(!slow.service.isInstantiated(SlowDefine.name))
        try await slow.finishCreating()
        #expect(slow.starts.count == 0)
    }

    /// Each waiter's thread stayed blocked until the creation ended, so a caller retrying with a timeout added
    /// a thread each time.
    @Test(
        "a wait that timed out or was cancelled holds no thread while the creation goes on",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func abandonedWaitsEnd() async throws {
        func threadCount() -> Int {
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
        }
        let slow = try Slow()
        let first = Task { await slow.start() }
        try #require(await waitUntil { slow.entered.count == 1 })
        let before = threadCount()
        for index in 0..<100 {
            if index.isMultiple(of: 2) {
                #expect(await slow.start(timeout: .milliseconds(1))?.code == .timeout)
            } else {
                let call = Task { await slow.start() }
                try await Task.sleep(for: .milliseconds(1))
                call.cancel()
                #expect(await call.value?.code == .cancelled)
            }
        }
        // Other tests start and end threads meanwhile: far fewer than the 100 that each held one. A thread
        // ends soon after its wait does, well before the creation's gate would give up.
        let deadline = ContinuousClock.now + .seconds(10)
        while threadCount() >= before + 30, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(threadCount() < before + 30, "\(threadCount() - before) more threads")
        #expect(!slow.service.isInstantiated(SlowDefine.name))
        try await slow.finishCreating()
        #expect(await first.value == nil)
        #expect(slow.starts.count == 1)
    }

    @Test("calls that wait for another call's creation end at their timeouts, however many there are")
    func waiters() async throws {
        let slow = try Slow()
        let first = Task { await slow.start() }
        try #require(await waitUntil { slow.entered.count == 1 })
        // More waiters than the machine has cores: each waits on a thread of its own, not of the pool.
        let count = ProcessInfo.processInfo.activeProcessorCount * 4
        let codes = await withTaskGroup(of: ComponentError.Code?.self) { group in
            for _ in 0..<count {
                group.addTask { await slow.start(timeout: .milliseconds(20))?.code }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes == Array(repeating: .timeout, count: count))
        #expect(slow.entered.count == 1)
        try await slow.finishCreating()
        #expect(await first.value == nil)
        #expect(slow.starts.count == 1)
    }
}
