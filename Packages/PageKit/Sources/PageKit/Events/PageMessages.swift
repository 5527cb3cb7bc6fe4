/// A section that handles messages of type `Message` sent on its page: notifications scoped to one page.
public protocol PageMessageHandler<Message>: PageSection {
    /// The type of message handled.
    associatedtype Message: Sendable

    /// Handles a message sent on the section's page.
    func handle(_ message: Message) async
}

extension PageSnapshot {
    /// Delivers `message` to this page's sections that handle its type, in page order; never to another
    /// page's sections.
    ///
    /// - Returns: the ids of the sections that received it.
    @discardableResult
    public func send<Message: Sendable>(_ message: Message) async -> [SectionID] {
        var receivers: [SectionID] = []
        for section in sections {
            guard let handler = section.section as? any PageMessageHandler<Message> else { continue }
            await handler.handle(message)
            receivers.append(section.id)
        }
        return receivers
    }

    /// Calls `body` with each of this page's sections that adopts `protocolType`, in page order: a message
    /// in the form of a protocol method, such as `page.notify(PageAppearanceObserver.self) { $0.pageDidAppear() }`.
    ///
    /// - Returns: the ids of the sections that adopt it.
    @discardableResult
    public func notify<Adopter>(_ protocolType: Adopter.Type, _ body: (Adopter) -> Void) -> [SectionID] {
        var receivers: [SectionID] = []
        for section in sections {
            guard let adopter = section.section as? Adopter else { continue }
            body(adopter)
            receivers.append(section.id)
        }
        return receivers
    }
}
