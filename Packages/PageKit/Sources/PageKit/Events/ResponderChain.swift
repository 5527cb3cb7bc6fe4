/// Sends an item's event up the chain item → section → page → app, a chain of responsibility.
public enum ResponderChain {
    /// Raises `event` from the item `itemID` of section `sectionID` in `snapshot`.
    ///
    /// The chain adds the sender and its position, then offers the event to the owning section first, then
    /// to `page` (after adding the page id), then to `app`. The first level that consumes it ends the trip.
    /// An item or section that is not in the snapshot raises nothing and answers `nil`. A section that repeats
    /// an identity raises from the first item that has it.
    public static func raise(
        _ event: PageEvent, from itemID: ItemID, in sectionID: SectionID, of snapshot: PageSnapshot,
        page: (any PageResponder)? = nil, app: (any PageResponder)? = nil
    ) async -> PageEventOutcome? {
        guard let section = snapshot.section(sectionID), let index = section.index(of: itemID) else { return nil }
        var event = event
        event.sender = section.items[index]
        event.sectionID = sectionID
        event.itemIndex = index
        event.trail.append("item")

        event.trail.append("section \(sectionID)")
        if await section.section.respond(to: &event) == .consumed {
            return PageEventOutcome(event: event, consumedBy: "section \(sectionID)")
        }
        event.pageID = snapshot.pageID
        event.trail.append("page \(snapshot.pageID)")
        if let page, await page.respond(to: &event) == .consumed {
            return PageEventOutcome(event: event, consumedBy: "page \(snapshot.pageID)")
        }
        event.trail.append("app")
        if let app, await app.respond(to: &event) == .consumed {
            return PageEventOutcome(event: event, consumedBy: "app")
        }
        return PageEventOutcome(event: event, consumedBy: nil)
    }
}
