import CMSInterface
import ComponentService
import Foundation
import PageKit

/// Why a page configuration could not be loaded.
enum PageLoadFailure: Error {
    /// The command line named something unusable (exit status 2).
    case usage(UsageError)
    /// The CMS component answered an error (exit status 1).
    case component(ComponentError)
}

/// Loads a page configuration from the CMS component, through the bus, or from a local file.
struct PageLoader {
    let service: ComponentService

    func load(_ request: PageRequest) throws(PageLoadFailure) -> PageJSON {
        if let path = request.configFile { return try loadFile(path) }
        let page: ComponentValue
        do {
            page = try service.cms.page(id: request.pageID ?? "")
        } catch {
            throw .component(error)
        }
        return try pageJSON(page, from: "the CMS component's page")
    }

    /// The same JSON as `value`, through its text form.
    private func pageJSON(_ value: ComponentValue, from source: String) throws(PageLoadFailure) -> PageJSON {
        do {
            return try PageJSON(data: Data(value.jsonText().utf8))
        } catch {
            throw .usage(UsageError("\(source) cannot be read as a page: \(error)", topic: .page))
        }
    }

    private func loadFile(_ path: String) throws(PageLoadFailure) -> PageJSON {
        let data: Data
        do {
            data = try DataFile.read(path)
        } catch {
            let advice: String
            switch error {
            case .directory, .notRegularFile: advice = "; --config takes a page configuration file"
            case .unreadable, .overLimit: advice = ""
            }
            throw .usage(UsageError("\(error)\(advice)", topic: .page))
        }
        let value: ComponentValue
        do {
            value = try ComponentValue(jsonBytes: data)
        } catch {
            let overLimit = error.isDepthLimit || error.isSizeLimit
            let problem = overLimit ? CallArguments.overLimit(error) : "is not JSON: \(error)"
            throw .usage(UsageError("\(echo: path) \(problem)", topic: .page))
        }
        return try pageJSON(value, from: path)
    }
}
