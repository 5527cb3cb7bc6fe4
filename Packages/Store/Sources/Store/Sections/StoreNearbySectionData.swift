import PageKit
import StoreInterface

/// What a `store.nearby` section's data configures: `{"title": string?, "limit": int?, "maxDistance": int?}`.
struct StoreNearbySectionData: Sendable, Hashable {
    /// The data keys, spelled once.
    enum Key: String, CaseIterable {
        case title, limit, maxDistance
    }

    /// The title shown when the data has none.
    static let defaultTitle = "Stores near you"
    /// How many stores are shown when the data does not say.
    static let defaultLimit = 3

    /// The header's title; empty for no header.
    var title = defaultTitle
    /// How many stores to show at most, within ``StoreDefine/limitRange``.
    var limit = defaultLimit
    /// Only stores at most this many meters away, when given.
    var maxDistance: Int?

    /// Reads `data`; a key that is absent or `null` keeps its default, other keys are ignored.
    ///
    /// - Throws: ``SectionBuildError`` with code `invalidData` naming the key that is wrong and what it held.
    init(_ data: PageJSON) throws(SectionBuildError) {
        guard let members = data.objectValue else {
            let keys = Key.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw SectionBuildError(
                .invalidData,
                message:
                    "the data must be an object with the optional keys \(keys), got \(SectionBuildError.shown(data))")
        }
        if let value = Self.present(members[Key.title.rawValue]) {
            guard let title = value.stringValue else { throw Self.invalid(.title, "a string", got: value) }
            self.title = title
        }
        if let value = Self.present(members[Key.limit.rawValue]) {
            let range = StoreDefine.limitRange
            guard let limit = value.intValue, range.contains(limit) else {
                throw Self.invalid(.limit, "an integer from \(range.lowerBound) to \(range.upperBound)", got: value)
            }
            self.limit = limit
        }
        if let value = Self.present(members[Key.maxDistance.rawValue]) {
            guard let maxDistance = value.intValue, maxDistance >= 0 else {
                throw Self.invalid(.maxDistance, "an integer of 0 or more meters", got: value)
            }
            self.maxDistance = maxDistance
        }
    }

    /// `value` unless it is absent or `null`.
    private static func present(_ value: PageJSON?) -> PageJSON? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    private static func invalid(_ key: Key, _ expected: String, got value: PageJSON) -> SectionBuildError {
        .invalidData(key: key.rawValue, expected: expected, got: value)
    }
}
