import ComponentService
import MainInterface
import PageKit

/// The data of a `main.banner` section: `{"prefix": string, "subtitle": string?}`.
private struct MainBannerData: Decodable {
    let prefix: String
    let subtitle: String?
}

extension MainBannerSection {
    /// The data keys and types the factory expects, for error messages.
    static let expectedData = #"{"prefix": string, "subtitle": string (optional)}"#

    /// Builds the banner of `configuration`, asking `service` for the app's name after the configured prefix.
    ///
    /// - Throws: ``SectionBuildError`` when the data does not fit or the bus does not answer the name.
    static func make(
        from configuration: SectionConfiguration, service: ComponentService
    ) async throws(SectionBuildError) -> MainBannerSection {
        let data: MainBannerData
        do {
            data = try configuration.data.decode(MainBannerData.self)
        } catch {
            throw SectionBuildError(.invalidData, message: "invalid data: \(error) (expected \(expectedData))")
        }
        let appName: String
        do {
            appName = try service.main.appName(prefix: data.prefix)
        } catch {
            throw SectionBuildError(.dataUnavailable, message: "the app's name is unavailable: \(error)")
        }
        return MainBannerSection(
            appName: appName, subtitle: data.subtitle ?? defaultSubtitle, prefix: data.prefix, service: service)
    }
}
