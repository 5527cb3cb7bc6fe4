import ComponentService
import Foundation

/// Reads one page file and checks what the CMS needs to serve it: a JSON object with a string `id` equal to
/// the file's name. The rest is passed through untouched: the page's shape (`title`, `sections`, each
/// section) is checked in one place, by the page engine's decoder, which reports each malformed part with
/// its path.
enum PageFile {
    /// The file extension of page files.
    static let fileExtension = "json"

    /// The bus's JSON limits, less one level of nesting: `page` answers a page inside one more object, which
    /// must still fit the limits a caller writes the answer back to JSON within.
    static let limits = ComponentJSONLimits(maxDepth: ComponentJSONLimits.default.maxDepth - 1)

    /// The page in the file at `url`, which must be the page named `id`.
    ///
    /// - Throws: error 400 when the file cannot be read, is not JSON or has the wrong shape.
    static func read(_ id: String, at url: URL) throws(ComponentError) -> ComponentPayload {
        let data: Data
        do {
            data = try DataFile.read(url)
        } catch {
            throw .failure("Page \(EchoedText.quoted(id)) could not be read: \(error)")
        }
        return try parse(data, id: id, path: url.path)
    }

    /// The page in `data`, the contents of the file at `path`, which must be the page named `id`.
    static func parse(_ data: Data, id: String, path: String) throws(ComponentError) -> ComponentPayload {
        let value: ComponentValue
        do {
            value = try ComponentValue(jsonBytes: data, limits: limits)
        } catch {
            throw invalid(id, path, "\(error)")
        }
        guard let page = value.objectValue else {
            throw invalid(id, path, "expected a JSON object at the top level, got \(value.kindName)")
        }
        guard let pageID = page["id"]?.stringValue else {
            throw invalid(id, path, "expected a string 'id', got \(describe(page["id"]))")
        }
        guard pageID == id else {
            throw invalid(
                id, path, "'id' is \(EchoedText.quoted(pageID)) but the file is named '\(id).\(fileExtension)'")
        }
        return page
    }

    private static func invalid(_ id: String, _ path: String, _ reason: String) -> ComponentError {
        .failure("Page \(EchoedText.quoted(id)) in \(EchoedText.bare(path)) is not valid: \(reason)")
    }

    private static func describe(_ value: ComponentValue?) -> String {
        guard let value else { return "nothing" }
        guard !value.isNull else { return "null" }
        return "\(value.kindName) \(value.abbreviated(to: 40))"
    }
}
