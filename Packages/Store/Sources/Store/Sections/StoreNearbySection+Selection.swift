import ComponentService
import Foundation
import PageKit
import StoreInterface

extension StoreNearbySection {
    /// Handles the selection of a store row: loads the store through the bus (`Store.detail`) and adds its
    /// name, address, distance, rating and opening hours (open or closed now) to the event's output, asks the
    /// host to open the store's page (``StoreDefine/storePageID`` with the store's id), then consumes the event.
    /// A failed load adds a line saying what failed. Other events, and the empty row, pass on up the chain.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition {
        guard event.name == PageEvent.select, let sender = event.sender, sender.kind == Self.rowKind,
            let selected = sender.value(as: Store.self), stores.contains(where: { $0.id == selected.id })
        else { return .pass }
        do {
            let store = try service.store.detail(id: selected.id)
            event.output += StoreRowFormat.detailLines(of: store, timeOfDay: timeOfDay())
            event.route = PageRoute(
                pageID: StoreDefine.storePageID, parameters: [StoreDefine.storeParameter: String(store.id)])
        } catch {
            event.output.append("Could not load store \(selected.id) (\(selected.name)): \(error)")
        }
        return .consumed
    }

    /// The current local time of day as `"HH:mm"`, what a selection says whether the store is open at.
    public static func currentTimeOfDay() -> String? {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
        guard let hour = parts.hour, let minute = parts.minute else { return nil }
        return twoDigits(hour) + ":" + twoDigits(minute)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
