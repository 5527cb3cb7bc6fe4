import ComponentService
import PageKit
import StoreInterface

extension StoreDetailSection {
    /// Reads the store id the page was opened with and the section's title (`{"title": string = "Store"}`),
    /// and loads the store through the bus.
    ///
    /// - Throws: ``SectionBuildError``: `invalidData` when the page was opened without a store id, with one
    ///   that is not a whole number, with data that is not an object, or with a title that is not a string;
    ///   `dataUnavailable` with the bus's error.
    static func make(
        from configuration: SectionConfiguration, service: ComponentService,
        timeOfDay: @Sendable () -> String?
    ) async throws(SectionBuildError) -> StoreDetailSection {
        let key = StoreDefine.storeParameter
        guard let text = configuration.parameters[key], let id = Int(text) else {
            throw .invalidData(
                key: key, expected: "a store id, a parameter of the page",
                got: configuration.parameters[key].map { .string($0) })
        }
        let titleKey = "title"
        guard configuration.data.objectValue != nil else {
            throw SectionBuildError(
                .invalidData,
                message: "the data must be an object with the optional key '\(titleKey)', got "
                    + SectionBuildError.shown(configuration.data))
        }
        let title: String
        switch configuration.data[titleKey] {
        case nil, .null?: title = "Store"
        case .string(let text)?: title = text
        case let other?: throw .invalidData(key: titleKey, expected: "a string", got: other)
        }
        do {
            return StoreDetailSection(title: title, store: try service.store.detail(id: id), timeOfDay: timeOfDay())
        } catch {
            throw SectionBuildError(.dataUnavailable, message: "store \(id) could not be loaded: \(error)")
        }
    }
}
