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
        // Each form of a page lives only until the next is made (its bytes, its value, its text, its
        // PageJSON), so that a large page is held in memory at most twice at once.
        if let path = request.configFile { return try pageJSON(checkedText(ofFile: path), from: path) }
        return try pageJSON(cmsPageText(id: request.pageID ?? ""), from: "the CMS component's page")
    }

    private func cmsPageText(id: String) throws(PageLoadFailure) -> Data {
        let page: ComponentValue
        do {
            page = try service.cms.page(id: id)
        } catch {
            throw .component(error)
        }
        return try text(of: page, from: "the CMS component's page")
    }

    /// The text of the page configuration file at `path`, checked against the bus's JSON limits.
    private func checkedText(ofFile path: String) throws(PageLoadFailure) -> Data {
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
        return try text(of: value, from: path)
    }

    /// The JSON text of `value`.
    private func text(of value: ComponentValue, from source: String) throws(PageLoadFailure) -> Data {
        do {
            return Data(try value.jsonText().utf8)
        } catch {
            throw .usage(UsageError("\(echo: source) cannot be read as a page: \(error)", topic: .page))
        }
    }

    /// The page in `text`.
    private func pageJSON(_ text: Data, from source: String) throws(PageLoadFailure) -> PageJSON {
        do {
            return try PageJSON(data: text)
        } catch {
            throw .usage(UsageError("\(echo: source) cannot be read as a page: \(error)", topic: .page))
        }
    }
}
