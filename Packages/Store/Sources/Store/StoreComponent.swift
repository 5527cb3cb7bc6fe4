import ComponentService
import Foundation
import StoreInterface

/// Stores near the user, loaded once from the package's `stores.json`.
///
/// When the data cannot be loaded, the component still registers and every command answers
/// error 400 `Store data could not be loaded: …`.
public final class StoreComponent: Component {
    /// The declared contract.
    public static let descriptor = StoreDefine.descriptor

    /// One handler per declared command.
    public static let handlers: [ComponentHandler<StoreComponent>] = [
        .sync(StoreDefine.nearby) { component, call in
            let catalog = try component.catalog.get()
            let limit = try call.argument(StoreDefine.limit)
            let maxDistance = try call.argument(StoreDefine.maxDistance)
            guard StoreDefine.limitRange.contains(limit) else {
                let range = StoreDefine.limitRange
                throw ComponentError.invalidArgument(
                    StoreDefine.limit.name,
                    "'\(StoreDefine.limit.name)' must be from \(range.lowerBound) to \(range.upperBound), got \(limit)")
            }
            if let maxDistance, maxDistance < 0 {
                throw ComponentError.invalidArgument(
                    StoreDefine.maxDistance.name,
                    "'\(StoreDefine.maxDistance.name)' must be 0 or more meters, got \(maxDistance)")
            }
            return try ComponentPayload(StoreDefine.stores, catalog.nearby(limit: limit, maxDistance: maxDistance))
        },
        .sync(StoreDefine.detail) { component, call in
            let catalog = try component.catalog.get()
            let id = try call.argument(StoreDefine.id)
            guard let store = catalog.store(id: id) else {
                throw ComponentError.invalidArgument(StoreDefine.id.name, "No store with id \(id)")
            }
            return try ComponentPayload(StoreDefine.store, store)
        },
    ]

    /// The checked stores, or the failure every command answers.
    let catalog: Result<StoreCatalog, ComponentError>

    /// Creates the component with the shipped stores, read from the package's resources.
    public convenience init() {
        self.init { () throws(StoreDataError) in
            guard let url = StoreCatalog.bundledDataURL else {
                throw StoreDataError("stores.json is missing from the package's resources")
            }
            return try StoreCatalog.read(url)
        }
    }

    /// Creates the component with the JSON array of stores in the file at `dataURL`.
    public convenience init(dataURL: URL) {
        self.init { () throws(StoreDataError) in try StoreCatalog.read(dataURL) }
    }

    /// Creates the component with a JSON array of stores.
    public convenience init(data: Data) {
        self.init { () throws(StoreDataError) in try StoreCatalog.decode(data) }
    }

    /// Creates the component with `stores`, which must have unique ids, distances of 0 or more,
    /// ratings from 0 to 5 and `"HH:mm"` opening hours.
    public convenience init(stores: [Store]) {
        self.init { () throws(StoreDataError) in try StoreCatalog(stores: stores) }
    }

    private init(loading load: () throws(StoreDataError) -> StoreCatalog) {
        do {
            catalog = .success(try load())
        } catch {
            catalog = .failure(.failure("Store data could not be loaded: \(error)"))
        }
    }
}
