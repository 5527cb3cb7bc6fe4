/// A component's handlers bound to its instance, which is created at most once, on first use, without
/// holding a lock while its factory runs.
///
/// Until the instance exists the bus's ``CreationGate`` lets the first caller create it and makes callers
/// that race it wait, or answer error 400 when their waits would form a cycle of initializers.
final class BoundHandlers: Sendable {
    private let bodies: Locked<[CommandBody]?>
    private let make: (@Sendable (ComponentService) -> [CommandBody])?

    /// Handlers whose instance `make` creates and binds them to, when a call first needs them.
    init(make: @escaping @Sendable (ComponentService) -> [CommandBody]) {
        bodies = Locked(nil)
        self.make = make
    }

    /// Handlers bound already.
    init(_ bodies: [CommandBody]) {
        self.bodies = Locked(bodies)
        make = nil
    }

    /// The handlers, if the instance exists.
    var existing: [CommandBody]? {
        bodies.withLock { $0 }
    }

    /// The handlers, bound to an instance this call creates if it is the first; a call that waits for
    /// another thread's creation stops waiting once `abandoned` answers `true` (see ``CreationGate``).
    func value(
        service: ComponentService, site: CallSite, abandoned: () -> Bool
    ) throws(ComponentError) -> [CommandBody] {
        if let existing { return existing }
        guard let make else { throw .failure("\(site.component) has no instance") }
        let component = CreationGraph.LazyComponent(id: ObjectIdentifier(self), name: site.component)
        let turn: CreationGate.Turn<[CommandBody]> = try ComponentService.creations.turn(
            for: component, call: site, abandoned: abandoned, existing: { existing })
        switch turn {
        case .created(let created):
            return created
        case .yours:
            let made = make(service)
            bodies.withLock { $0 = made }
            ComponentService.creations.finishCreating(component)
            return made
        }
    }
}
