import ComponentService
import Foundation

/// The libFuzzer entry point: any sequence of registrations, removals, lookups and calls, with any names,
/// leaves the registry consistent and never crashes.
///
/// The input is a program: each operation is one byte (its kind and a name's index) followed by what it
/// needs; names are read from the input as short UTF-8 strings (invalid bytes repaired), so they can be
/// empty, repeated, or full of control and combining characters. After every operation: the names the
/// service lists are what a model of successful registrations and removals says; a registration is refused
/// for a broken contract, or else as a duplicate exactly when the name is listed; a refused registration
/// changes nothing; a call
/// answers exactly when the service says it can call that command, and otherwise fails with error 100 for an
/// unknown component or 200 for an unknown command; every error's message stays under 1,000 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var program = Program(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let service = ComponentService()
    var registered: [String: [String]] = [:]  // name → commands, as the model says
    while let operation = program.byte() {
        let name = program.name()
        switch operation % 4 {
        case 0, 1:
            let commands = (0..<Int(program.byte() ?? 0) % 4).map { _ in program.name() }
            // A byte of its own: the operation's low bits already chose this case.
            let creations: [FuzzedComponent.Creation] = [.lazy, .eager, .instance]
            let creation = creations[Int(program.byte() ?? 0) % creations.count]
            let before = service.componentNames
            do {
                try FuzzedComponent.register(name: name, commands: commands, creation: creation, in: service)
                check(registered[name] == nil, "a second registration of \(name.debugDescription) was accepted")
                registered[name] = commands
            } catch {
                check(service.componentNames == before, "a refused registration changed the registry")
                // A contract is checked before the name: a taken name with a broken contract is refused for
                // the contract.
                check(error.isDuplicateName ? registered[name] != nil : error.isInvalidContract, "refused: \(error)")
                checkMessage(error.message)
            }
        case 2:
            check(service.unregister(name) == (registered.removeValue(forKey: name) != nil), "unregister disagrees")
        default:
            let command = program.name()
            let result = service.call(name, command)
            let expected = registered[name]?.contains(command) ?? false
            check(service.canCall(name, command) == expected, "canCall disagrees for \(name.debugDescription)")
            switch result {
            case .success: check(expected, "a call to \(name.debugDescription).\(command.debugDescription) answered")
            case .failure(let error):
                check(!expected, "a declared command failed: \(error)")
                check(error.code == (registered[name] == nil ? .noComponent : .unsupportedCommand), "\(error)")
                checkMessage(error.message)
            }
        }
        check(service.componentNames.sorted() == registered.keys.sorted(), "the registry lists other names")
        for (name, commands) in registered {
            let declared = service.descriptor(for: name)?.commands.map(\.name)
            check(declared == commands, "\(name.debugDescription) declares \(declared ?? []), not \(commands)")
        }
    }
    return 0
}

/// The input, read as operations and names.
private struct Program {
    let bytes: [UInt8]
    var index = 0

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// A name of up to 15 bytes: a length byte, then that many bytes.
    mutating func name() -> String {
        let length = Int(byte() ?? 0) % 16
        let end = min(index + length, bytes.count)
        defer { index = end }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }
}

/// A component whose name and commands are chosen at run time: the registry reads a type's descriptor and
/// handlers once, when the type is registered, so they are set just before.
private struct FuzzedComponent: Component {
    enum Creation { case lazy, eager, instance }

    nonisolated(unsafe) private static var nextCommands: [ComponentCommand<SyncExecution>] = []
    nonisolated(unsafe) private static var next = ComponentDescriptor(name: "", summary: "", commands: [])

    static var descriptor: ComponentDescriptor { next }
    static var handlers: [ComponentHandler<FuzzedComponent>] {
        nextCommands.map { command in .sync(command) { _, _ in [:] } }
    }

    static func register(
        name: String, commands: [String], creation: Creation, in service: ComponentService
    ) throws(ComponentRegistrationError) {
        nextCommands = commands.map { ComponentCommand.sync($0, "Fuzzed.") }
        next = ComponentDescriptor(name: name, summary: "Fuzzed.", commands: nextCommands)
        switch creation {
        case .lazy: try service.register(FuzzedComponent.self, creation: .lazy) { _ in FuzzedComponent() }
        case .eager: try service.register(FuzzedComponent.self, creation: .eager) { _ in FuzzedComponent() }
        case .instance: try service.register(FuzzedComponent())
        }
    }
}

private func checkMessage(_ message: String) {
    check(message.count < 1_000, "a message of \(message.count) characters")
}

private func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError(what()) }
}
