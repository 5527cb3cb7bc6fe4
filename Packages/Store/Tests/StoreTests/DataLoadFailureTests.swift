import ComponentService
import Foundation
import Store
import StoreInterface
import Testing

@Suite("Store data that cannot be loaded")
struct DataLoadFailureTests {
    private static let prefix = "Store data could not be loaded: "

    /// Calls both commands through the typed wrapper and returns their errors.
    private func errors(of component: StoreComponent) async throws -> [ComponentError] {
        let service = try StoreFixtures.service(with: component)
        let nearby = #expect(throws: ComponentError.self) { try service.store.nearby() }
        let detail = #expect(throws: ComponentError.self) { try service.store.detail(id: 1) }
        return [try #require(nearby), try #require(detail)]
    }

    @Test("a missing file makes every command answer error 400")
    func missingFile() async throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "no-such-stores-\(UUID()).json")
        for error in try await errors(of: StoreComponent(dataURL: url)) {
            #expect(error.code == .componentFailure)
            #expect(error.message.hasPrefix(Self.prefix))
            #expect(error.message.contains(url.lastPathComponent))
        }
    }

    @Test("data that is not a JSON array of stores makes every command answer error 400")
    func undecodableData() async throws {
        let samples = ["not json", "{}", #"[{"id": 1, "name": "No address"}]"#]
        for sample in samples {
            for error in try await errors(of: StoreComponent(data: Data(sample.utf8))) {
                #expect(error.code == .componentFailure)
                #expect(error.message.hasPrefix(Self.prefix + "the JSON does not decode as stores"), "\(error.message)")
            }
        }
    }

    @Test("a key written twice in the data makes every command answer error 400 naming its path")
    func duplicateKey() async throws {
        let text =
            #"[{"id": 1, "name": "A", "address": "B", "distance": 5, "rating": 4, "distance": 7,"#
            + #" "openingHours": {"opens": "08:00", "closes": "18:00"}}]"#
        let sample = Data(text.utf8)
        for error in try await errors(of: StoreComponent(data: sample)) {
            #expect(error.code == .componentFailure)
            #expect(
                error.message
                    == Self.prefix
                    + #"the JSON does not decode as stores (invalid JSON at line 1, column 69: duplicate key "distance" at $[0].distance, first at line 1, column 41)"#
            )
        }
    }

    @Test("stores that break the rules make every command answer error 400 saying why")
    func invalidStores() async throws {
        let hostileHours = "\u{1B}[31m\u{202E}" + String(repeating: "9", count: 300)
        let cases: [([Store], String)] = [
            ([StoreFixtures.store(1, distance: 10), StoreFixtures.store(1, distance: 20)], "the id 1 is used twice"),
            ([StoreFixtures.store(2, distance: -5)], "store 2 has a negative distance"),
            ([StoreFixtures.store(3, distance: 5, rating: 5.5)], "store 3 has a rating outside 0 to 5"),
            ([StoreFixtures.store(4, distance: 5, closes: "24:00")], "store 4 has hours that are not HH:mm"),
            // Text from the data file is echoed escaped and cut.
            (
                [StoreFixtures.store(5, distance: 5, closes: hostileHours)],
                #"store 5 has hours that are not HH:mm (08:00-\u001b[31m\u202e999"#
            ),
        ]
        for (stores, reason) in cases {
            for error in try await errors(of: StoreComponent(stores: stores)) {
                #expect(error.code == .componentFailure)
                #expect(error.message.hasPrefix(Self.prefix + reason), "\(error.message)")
                #expect(error.message.count < 500)
            }
        }
    }

    @Test("a component with no stores loads and answers an empty list")
    func noStores() async throws {
        let service = try StoreFixtures.service(with: StoreComponent(data: Data("[]".utf8)))
        #expect(try service.store.nearby().isEmpty)
    }
}
