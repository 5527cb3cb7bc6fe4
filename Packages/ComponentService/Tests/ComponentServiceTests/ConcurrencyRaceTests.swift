import Foundation
import TestSupport
import Testing

@testable import ComponentService

private enum RaceDefine {
    static let name = "Race"
    static let text = ComponentKey<String>("text", "Text to answer with.")
    static let echoed = ComponentKey<String>("echoed", "The instance's tag and the text.")
    static let ping = ComponentCommand.sync(
        "ping", "Answers its text, after the instance's tag.", arguments: [text], results: [echoed])
    static let later = ComponentCommand.async(
        "later", "Answers as ping does, from another thread.", arguments: [text], results: [echoed])
    static let noisy = ComponentCommand.async(
        "noisy", "Reports 50 steps from each of 4 threads at once, then answers.", results: [echoed])
    static let descriptor = ComponentDescriptor(
        name: name, summary: "Answers now, later, and with progress from several threads.",
        commands: [ping, later, noisy])
}

/// A component tagged by its instance, so that a caller sees which one answered; its deinit runs `onDeinit`.
private final class RaceComponent: Component {
    static let descriptor = RaceDefine.descriptor
    static let handlers: [ComponentHandler<RaceComponent>] = [
        .sync(RaceDefine.ping) { component, call in
            try ComponentPayload(RaceDefine.echoed, "\(component.tag):\(try call.argument(RaceDefine.text))")
        },
        .responder(RaceDefine.later) { component, call, responder in
            let answer = "\(component.tag):\((try? call.argument(RaceDefine.text)) ?? "")"
            DispatchQueue.global().async { _ = try? responder.succeed(ComponentPayload(RaceDefine.echoed, answer)) }
        },
        .responder(RaceDefine.noisy) { _, _, responder in
            let group = DispatchGroup()
            for thread in 0..<4 {
                DispatchQueue.global().async(group: group) {
                    for step in 0..<50 { responder.reportProgress(["thread": .int(thread), "step": .int(step)]) }
                }
            }
            group.notify(queue: .global()) { _ = try? responder.succeed(ComponentPayload(RaceDefine.echoed, "done")) }
        },
    ]

    let tag: String
    let onDeinit: (@Sendable () -> Void)?

    init(tag: String, onDeinit: (@Sendable () -> Void)? = nil) {
        self.tag = tag
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }
}

/// Races between calls and the changes and answers that other threads make meanwhile.
@Suite("Concurrency races")
struct ConcurrencyRaceTests {
    @Test("calls racing an override put in place and removed reach the stub or the component, never another service")
    func overrideToggledDuringCalls() async throws {
        let service = ComponentService()
        let other = ComponentService()
        let creations = Counter()
        try service.register(RaceComponent.self) { _ in
            creations.increment()
            Thread.sleep(forTimeInterval: 0.002)
            return RaceComponent(tag: "real")
        }
        try other.register(RaceComponent(tag: "other"))
        let stub = ComponentStub(RaceDefine.descriptor)
        stub.answer(RaceDefine.ping) { call in
            try ComponentPayload(RaceDefine.echoed, "stub:\(try call.argument(RaceDefine.text))")
        }
        stub.answer(RaceDefine.later) { call in
            try ComponentPayload(RaceDefine.echoed, "stub:\(try call.argument(RaceDefine.text))")
        }
        let violations = StressViolations()
        let callersLeft = Locked(4)
        // Which of the two answered a call of `service`, so that the callers go on until both have.
        let answeredBy = Locked<Set<String>>([])
        await runOnThreads(5) { thread in
            guard thread > 0 else {
                // Puts the stub in place and removes it until every caller is done.
                var overridden = false
                while callersLeft.withLock({ $0 }) > 0 {
                    if overridden {
                        service.removeOverride(named: RaceDefine.name)
                    } else {
                        try? service.override(with: stub)
                    }
                    overridden.toggle()
                }
                return
            }
            defer { callersLeft.withLock { $0 -= 1 } }
            var iteration = 0
            while iteration < 100 || (thread > 1 && answeredBy.withLock({ $0.count }) < 2 && iteration < 10_000) {
                iteration += 1
                let text = "\(thread)-\(iteration)"
                let expected: Set<ComponentPayload> = [
                    ["echoed": .string("real:\(text)")], ["echoed": .string("stub:\(text)")],
                ]
                switch thread {
                case 1:
                    let answer = other.call(RaceDefine.name, "ping", ["text": .string(text)])
                    if (try? answer.get()) != ["echoed": .string("other:\(text)")] {
                        violations.add("the other service answered \(answer)")
                    }
                case 2:
                    let events = Locked<[ComponentCallbackEvent]>([])
                    let completed = DispatchSemaphore(value: 0)
                    service.call(RaceDefine.name, "later", ["text": .string(text)]) { event in
                        events.withLock { $0.append(event) }
                        if case .completed = event { completed.signal() }
                    }
                    if completed.wait(timeout: .now() + hangTimeout.seconds) != .success {
                        violations.add("later \(text): no answer")
                        continue
                    }
                    Thread.sleep(forTimeInterval: 0.001)  // a second completion would come now
                    let heard = events.withLock { $0 }
                    guard heard.count == 1, case .completed(.success(let payload)) = heard[0],
                        expected.contains(payload)
                    else {
                        violations.add("later \(text): heard \(heard)")
                        continue
                    }
                    answeredBy.withLock { _ = $0.insert(Self.tag(of: payload)) }
                default:
                    let answer = service.call(RaceDefine.name, "ping", ["text": .string(text)])
                    guard let payload = try? answer.get(), expected.contains(payload) else {
                        violations.add("ping answered \(answer)")
                        continue
                    }
                    answeredBy.withLock { _ = $0.insert(Self.tag(of: payload)) }
                }
            }
        }
        #expect(violations.count == 0, "\(violations.report)")
        #expect(answeredBy.withLock { $0 } == ["real", "stub"])
        #expect(creations.count == 1)
    }

    /// The tag an answer of `Race` starts with: which instance, or the stub, answered.
    private static func tag(of payload: ComponentPayload) -> String {
        String(payload["echoed"]?.stringValue?.prefix { $0 != ":" } ?? "")
    }

    @Test("progress from several threads comes one at a time, in each thread's order, and never after invoke returns")
    func progressFromSeveralThreads() async throws {
        let service = ComponentService()
        try service.register(RaceComponent(tag: "p"))
        let violations = StressViolations()
        for round in 0..<60 {
            let returned = Locked(false)
            let delivering = Locked(0)
            let lastStep = Locked<[Int: Int]>([:])
            let steps = Counter()
            let timeout: Duration? = round % 3 == 0 ? .microseconds(200) : nil
            let call = Task {
                let error = await componentError {
                    try await service.invoke(RaceDefine.name, "noisy", timeout: timeout) { payload in
                        if returned.withLock({ $0 }) {
                            violations.add("round \(round): progress after invoke returned")
                        }
                        let overlapping = delivering.withLock { count in
                            count += 1
                            return count > 1
                        }
                        if overlapping { violations.add("round \(round): two progress events at once") }
                        let thread = payload["thread"]?.intValue ?? -1
                        let step = payload["step"]?.intValue ?? -1
                        lastStep.withLock { last in
                            if let previous = last[thread], previous >= step {
                                violations.add("round \(round): thread \(thread)'s step \(step) after \(previous)")
                            }
                            last[thread] = step
                        }
                        steps.increment()
                        delivering.withLock { $0 -= 1 }
                    }
                }
                returned.withLock { $0 = true }
                return error
            }
            if round % 3 == 1 {
                try await Task.sleep(for: .microseconds(100))
                call.cancel()
            }
            switch await call.value {
            case nil:
                if steps.count != 200 { violations.add("round \(round): answered after \(steps.count) of 200 steps") }
            case let error? where error.code == .timeout || error.code == .cancelled:
                break
            case let error?:
                violations.add("round \(round): \(error)")
            }
        }
        // Progress that came late would be delivered by now.
        try await Task.sleep(for: .milliseconds(50))
        #expect(violations.count == 0, "\(violations.report)")
    }

    @Test("a lazy component unregistered while it is created answers the call that creates it, then is released")
    func unregisteredWhileCreated() async throws {
        let service = ComponentService()
        let released = Counter()
        let deinitAnswer = Locked<ComponentResult?>(nil)
        let gate = DispatchSemaphore(value: 0)
        let entered = Counter()
        try service.register(RaceComponent.self) { service in
            entered.increment()
            _ = gate.wait(timeout: .now() + hangTimeout.seconds)
            return RaceComponent(tag: "first") {
                // Released after its last call, outside the service's locks: it may use the bus.
                deinitAnswer.withLock { $0 = service.call(RaceDefine.name, "ping", ["text": "deinit"]) }
                released.increment()
            }
        }
        let answer = Locked<ComponentResult?>(nil)
        Thread { answer.withLock { $0 = service.call(RaceDefine.name, "ping", ["text": "a"]) } }.start()
        try #require(await waitUntil { entered.count == 1 })
        #expect(service.unregister(RaceDefine.name))
        try service.register(RaceComponent(tag: "second"))
        gate.signal()

        try #require(await waitUntil { answer.withLock { $0 } != nil })
        #expect((try? answer.withLock { $0 }?.get()) == ["echoed": "first:a"])
        try #require(await waitUntil { released.count == 1 })
        // The creation did not publish the unregistered instance in place of the new registration.
        #expect((try? deinitAnswer.withLock { $0 }?.get()) == ["echoed": "second:deinit"])
        #expect((try? service.call(RaceDefine.name, "ping", ["text": "b"]).get()) == ["echoed": "second:b"])
        #expect(entered.count == 1)
    }

    @Test(
        "a cycle of initializers through the thread that creates an invoke's component answers every call (seeded)",
        arguments: 1...3 as ClosedRange<UInt64>)
    func cycleThroughInvokeCreation(seed: UInt64) async throws {
        var random = SplitMix64(seed: 0xC1C1E_1000 + seed)
        for round in 0..<20 {
            let context = "seed \(seed), round \(round)"
            let service = ComponentService()
            let creations = LockedBox<[String: Int]>([:])
            let delay = Double(Int.random(in: 0...1_500, using: &random)) / 1e6
            // A's initializer calls B and B's calls A; the invoked C's calls A, from the thread that creates C.
            try CycleNode<NodeA>.register(on: service, calling: NodeB.name, after: delay, counting: creations)
            try CycleNode<NodeB>.register(on: service, calling: NodeA.name, after: delay, counting: creations)
            try CycleNode<NodeC>.register(on: service, calling: NodeA.name, after: delay, counting: creations)
            let timeouts: [Duration?] = [nil, .microseconds(300), .milliseconds(3)]
            let timeout = timeouts[Int.random(in: 0..<timeouts.count, using: &random)]
            let callsFirst = Bool.random(using: &random)
            let syncAnswer = Locked<ComponentResult?>(nil)
            let callB = Thread { syncAnswer.withLock { $0 = service.call(NodeB.name, "ping") } }
            if callsFirst { callB.start() }
            let error = await componentError { try await service.invoke(NodeC.name, "later", timeout: timeout) }
            if !callsFirst { callB.start() }

            // The cycle's error 400 goes to the initializers' calls; the calls from outside answer.
            #expect(error == nil || error?.code == .timeout, "\(context): \(String(describing: error))")
            try #require(await waitUntil { syncAnswer.withLock { $0 } != nil }, "\(context)")
            #expect((try? syncAnswer.withLock { $0 }?.get()) == [:], "\(context)")
            for name in [NodeA.name, NodeB.name, NodeC.name] {
                #expect((try? service.call(name, "ping").get()) == [:], "\(name): \(context)")
            }
            let counts = creations.withLock { $0 }
            #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts): \(context)")
        }
    }

    @Test("a responder that answers through a call of its own component answers once, whenever its caller cancels")
    func forwardedThroughCallbacks() async throws {
        let service = ComponentService()
        try service.register(Forwarder())
        var random = SplitMix64(seed: 0xF0_4A4D)
        for round in 0..<100 {
            let depth = Int.random(in: 0...20, using: &random)
            let cancelAfter = Duration.microseconds(Int.random(in: 0...400, using: &random))
            let steps = Counter()
            let returned = Locked(false)
            let call = Task {
                let error = await componentError {
                    try await service.invoke(
                        ForwardDefine.name, ForwardDefine.forward.name, [ForwardDefine.depth.name: .int(depth)]
                    ) { _ in
                        if returned.withLock({ $0 }) { Issue.record("round \(round): progress after invoke returned") }
                        steps.increment()
                    }
                }
                returned.withLock { $0 = true }
                return error
            }
            if round.isMultiple(of: 2) {
                try await Task.sleep(for: cancelAfter)
                call.cancel()
            }
            if let error = await call.value {
                #expect(error.code == .cancelled, "round \(round): \(error)")
            } else {
                // One step from each hop, passed on by the hops before it.
                #expect(steps.count == depth + 1, "round \(round)")
            }
        }
    }
}

private enum CycleDefine {
    static let ping = ComponentCommand.sync("ping", "Answers nothing.")
    static let later = ComponentCommand.async("later", "Answers nothing, from another thread.")
}

/// A lazy component whose initializer calls another component's `ping`.
private final class CycleNode<Name: TagName>: Component {
    static var descriptor: ComponentDescriptor {
        ComponentDescriptor(
            name: Name.name, summary: "Calls another node.", commands: [CycleDefine.ping, CycleDefine.later])
    }
    static var handlers: [ComponentHandler<CycleNode>] {
        [
            .sync(CycleDefine.ping) { _, _ in [:] },
            .responder(CycleDefine.later) { _, _, responder in DispatchQueue.global().async { responder.succeed([:]) }
            },
        ]
    }

    static func register(
        on service: ComponentService, calling callee: String, after delay: Double,
        counting creations: LockedBox<[String: Int]>
    ) throws {
        try service.register(CycleNode.self) { service in
            creations.withLock { $0[Name.name, default: 0] += 1 }
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            _ = service.call(callee, "ping")
            return CycleNode()
        }
    }
}

private enum ForwardDefine {
    static let name = "Forward"
    static let depth = ComponentKey<Int>("depth", "How many more hops.")
    static let forward = ComponentCommand.async(
        "forward", "Reports a step, then answers what its own call with one hop less answers.", arguments: [depth])
    static let descriptor = ComponentDescriptor(
        name: name, summary: "Answers through a call of itself.", commands: [forward])
}

/// A component whose responder reports a step and then, from another thread, answers with what a call of its
/// own command one hop shorter answers, passing on that call's progress.
private final class Forwarder: Component {
    static let descriptor = ForwardDefine.descriptor
    static let handlers: [ComponentHandler<Forwarder>] = [
        .responder(ForwardDefine.forward) { _, call, responder in
            let depth = (try? call.argument(ForwardDefine.depth)) ?? 0
            DispatchQueue.global().async {
                responder.reportProgress([ForwardDefine.depth.name: .int(depth)])
                guard depth > 0, !responder.isCancelled else {
                    responder.succeed([:])
                    return
                }
                call.service.call(
                    ForwardDefine.name, ForwardDefine.forward.name, [ForwardDefine.depth.name: .int(depth - 1)]
                ) { event in
                    switch event {
                    case .progress(let payload): responder.reportProgress(payload)
                    case .completed(.success(let payload)): responder.succeed(payload)
                    case .completed(.failure(let error)): responder.fail(error)
                    }
                }
            }
        }
    ]
}
