import CMSInterface
import ComponentService

/// The rules for page identifiers: one or more of `a`–`z`, `0`–`9` and `-`.
enum PageID {
    /// Whether `id` is a well-formed page identifier.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty
            && id.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            }
    }

    /// Throws error 300 naming the `id` key unless `id` is well formed.
    static func validate(_ id: String) throws(ComponentError) {
        guard isValid(id) else {
            throw .invalidArgument(
                CMSDefine.id.name, "Invalid page id \(EchoedText.quoted(id)): use one or more of a-z, 0-9 and '-'")
        }
    }

    /// Error 300 for an identifier that names no page, listing the first of the pages there are.
    static func unknown(_ id: String, known: [String]) -> ComponentError {
        let list = known.isEmpty ? "(none)" : EchoedText.list(known)
        return .invalidArgument(CMSDefine.id.name, "No page \(EchoedText.quoted(id)); pages: \(list)")
    }
}
