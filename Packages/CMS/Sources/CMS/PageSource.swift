import ComponentService
import Foundation

/// Where the pages come from: the bundled resources, read once, or a directory, read on every request.
enum PageSource: Sendable {
    /// A directory read on every request.
    case live(PageDirectory)
    /// Pages read once.
    case snapshot(PageSnapshot)

    /// The pages shipped in the `CMS` target's resources (`Resources/Pages`), read now.
    static func bundled() -> PageSource {
        guard let url = Bundle.module.url(forResource: "Pages", withExtension: nil) else {
            return .snapshot(PageSnapshot(failure: .failure("The bundled pages are missing from the CMS resources")))
        }
        return .snapshot(PageSnapshot(directory: PageDirectory(url: url)))
    }

    /// The identifiers of the pages, sorted.
    func ids() throws(ComponentError) -> [String] {
        switch self {
        case .live(let directory): try directory.ids()
        case .snapshot(let snapshot): try snapshot.ids()
        }
    }

    /// The page named `id`, which must be well formed.
    func page(_ id: String) throws(ComponentError) -> ComponentPayload {
        switch self {
        case .live(let directory): try directory.page(id)
        case .snapshot(let snapshot): try snapshot.page(id)
        }
    }
}
