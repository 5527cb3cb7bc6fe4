import ComponentService
import Foundation
import StoreInterface

extension StoreCatalog {
    /// The shipped data: `stores.json` in the package's resources, or `nil` when the bundle lacks it.
    static var bundledDataURL: URL? {
        Bundle.module.url(forResource: "stores", withExtension: "json")
    }

    /// Reads and checks the JSON array of stores at `url`.
    static func read(_ url: URL) throws(StoreDataError) -> StoreCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let file = EchoedText.bare(url.lastPathComponent)
            throw StoreDataError("\(file) could not be read (\(EchoedText.bare(error.localizedDescription)))")
        }
        return try decode(data)
    }

    /// Decodes and checks a JSON array of stores, read by the workspace's strict parser: text that is not
    /// JSON, or an object that holds a key twice, is an error naming its place.
    static func decode(_ data: Data) throws(StoreDataError) -> StoreCatalog {
        let stores: [Store]
        do {
            stores = try ComponentValueDecoder().decode([Store].self, from: ComponentValue(jsonBytes: data))
        } catch {
            throw StoreDataError("the JSON does not decode as stores (\(error))")
        }
        return try StoreCatalog(stores: stores)
    }
}
