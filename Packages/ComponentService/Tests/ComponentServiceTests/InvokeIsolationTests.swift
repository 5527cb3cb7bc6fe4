import Dispatch
import Testing

@testable import ComponentService

/// A component whose sync command answers with the label of the queue its handler ran on.
final class WhereComponent: Component {
    static let label = ComponentKey<String>("label", "The label of the queue the handler ran on, or \"none\".")
    static let whereAmI = ComponentCommand.sync("whereAmI", "Tells where its handler ran.", results: [label])
    static let descriptor = ComponentDescriptor(name: "Where", summary: "Tells where.", commands: [whereAmI])
    static let handlers: [ComponentHandler<WhereComponent>] = [
        .sync(whereAmI) { _, _ in [label.name: .string(DispatchQueue.getSpecific(key: QueueActor.key) ?? "none")] }
    ]
}

/// An executor that runs jobs on a serial dispatch queue marked with ``QueueActor/key``.
final class QueueExecutor: SerialExecutor {
    private let queue = DispatchQueue(label: "QueueActor")

    init() {
        queue.setSpecific(key: QueueActor.key, value: "QueueActor")
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

/// An actor that runs on a queue of its own, so that code can tell whether it runs on the actor.
actor QueueActor {
    static let key = DispatchSpecificKey<String>()
    private let executor = QueueExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func invokeByName(_ service: ComponentService) async throws(ComponentError) -> ComponentPayload {
        try await service.invoke("Where", "whereAmI")
    }

    func callTyped(_ service: ComponentService) throws(ComponentError) -> String {
        try service.call(WhereComponent.whereAmI, on: "Where").value(WhereComponent.label)
    }
}

@Suite("Invoke isolation")
struct InvokeIsolationTests {
    @Test("a sync command invoked from an actor runs on the actor, with no hop to the global executor")
    func syncCommandRunsOnCallersActor() async throws {
        let service = ComponentService()
        try service.register(WhereComponent())
        let actor = QueueActor()
        #expect(try await actor.invokeByName(service)["label"] == "QueueActor")
        #expect(try await actor.callTyped(service) == "QueueActor")
        #expect(try await service.invoke("Where", "whereAmI")["label"] == "none")
    }
}
