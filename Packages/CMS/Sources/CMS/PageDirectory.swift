import ComponentService
import Foundation

/// A directory of page files, `<id>.json`, read from disk on every request so edits show on the next call.
struct PageDirectory: Sendable {
    /// The directory holding the page files.
    let url: URL

    /// The identifiers of the well-formed page file names, sorted; other files are ignored.
    ///
    /// - Throws: error 400 naming the path when the directory does not exist or cannot be listed.
    func ids() throws(ComponentError) -> [String] {
        try checkExists()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw .failure(
                "The pages directory \(EchoedText.bare(url.path)) could not be listed: \(error.localizedDescription)")
        }
        let suffix = ".\(PageFile.fileExtension)"
        return names.filter { $0.hasSuffix(suffix) }
            .map { String($0.dropLast(suffix.count)) }
            .filter(PageID.isValid)
            .sorted()
    }

    /// The page named `id`, read and checked now.
    ///
    /// - Throws: error 300 when no file has the name, 400 when the directory or the file is unusable.
    func page(_ id: String) throws(ComponentError) -> ComponentPayload {
        let known = try ids()
        guard known.contains(id) else { throw PageID.unknown(id, known: known) }
        return try PageFile.read(id, at: fileURL(for: id))
    }

    /// Where the page named `id` lives.
    func fileURL(for id: String) -> URL {
        url.appendingPathComponent(id, isDirectory: false).appendingPathExtension(PageFile.fileExtension)
    }

    private func checkExists() throws(ComponentError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .failure("The pages directory \(EchoedText.bare(url.path)) does not exist")
        }
        guard isDirectory.boolValue else {
            throw .failure("The pages directory \(EchoedText.bare(url.path)) is not a directory")
        }
    }
}
