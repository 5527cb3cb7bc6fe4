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

    /// What went wrong, in a sentence.
    var message: String {
        switch self {
        case .usage(let error): error.message
        case .component(let error): error.description
        }
    }

    /// The exit status the app ends with after this failure.
    var exitStatus: AppExitStatus {
        switch self {
        case .usage: .usageError
        case .component: .componentError
        }
    }
}

/// Loads a page configuration from the CMS component, through the bus, or from a local file.
struct PageLoader {
    let service: ComponentService

    func load(_ request: PageRequest) throws(PageLoadFailure) -> PageJSON {
        // The file is parsed once, by the bus's parser (its limits, its duplicate-key check), and the value,
        // like the CMS component's answer, converted to PageKit's JSON directly: no text in between.
        if let path = request.configFile { return try pageJSON(checkedValue(ofFile: path), from: path) }
        return try pageJSON(cmsPage(id: request.pageID ?? ""), from: "the CMS component's page")
    }

    private func cmsPage(id: String) throws(PageLoadFailure) -> ComponentValue {
        do {
            return try service.cms.page(id: id)
        } catch {
            throw .component(error)
        }
    }

    /// The value of the page configuration file at `path`, parsed within the bus's JSON limits.
    private func checkedValue(ofFile path: String) throws(PageLoadFailure) -> ComponentValue {
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
        do {
            return try ComponentValue(jsonBytes: data)
        } catch {
            let overLimit = error.isDepthLimit || error.isSizeLimit
            let problem = overLimit ? CallArguments.overLimit(error) : "is not JSON: \(error)"
            throw .usage(UsageError("\(echo: path) \(problem)", topic: .page))
        }
    }

    /// The page in `value`, converted without text in between.
    private func pageJSON(_ value: ComponentValue, from source: String) throws(PageLoadFailure) -> PageJSON {
        do {
            return try PageJSON(value)
        } catch {
            throw .usage(UsageError("\(echo: source) cannot be read as a page: \(error)", topic: .page))
        }
    }
}
