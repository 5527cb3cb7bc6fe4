import PageKit

/// The top of the responder chain: an event no section or page consumed ends here and says so.
struct AppLevelResponder: PageResponder {
    func respond(to event: inout PageEvent) async -> PageEventDisposition {
        if event.output.isEmpty {
            let sender = event.sender.map { "\(event.sectionID?.rawValue ?? "?")/\($0.id)" } ?? "?"
            event.output.append("Nothing handles \(echo: event.name) of \(echo: sender).")
        }
        return .consumed
    }
}
