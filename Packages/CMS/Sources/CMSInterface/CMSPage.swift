import ComponentService

/// A page configuration read as Swift values: its identifier, title and raw sections in display order.
///
/// The sections stay ``ComponentValue``s: the page engine decodes them and reports the malformed ones.
public struct CMSPage: Sendable, Hashable {
    /// The page identifier, such as `"home"`.
    public let id: String
    /// The page title, if the configuration has one.
    public let title: String?
    /// The sections in display order, each an object with `id`, `kind` and `data`, exactly as configured.
    public let sections: [ComponentValue]

    /// Creates a page from its parts.
    public init(id: String, title: String?, sections: [ComponentValue]) {
        self.id = id
        self.title = title
        self.sections = sections
    }

    /// Reads a page object as answered by the `page` command.
    ///
    /// - Throws: ``ComponentError/Code/componentFailure`` when `id` is not a string, `title` is present but
    ///   not a string, or `sections` is not an array.
    public init(page: ComponentValue) throws(ComponentError) {
        guard let id = page["id"]?.stringValue else {
            throw .failure("The page has no string 'id': \(page.abbreviated())")
        }
        guard let sections = page["sections"]?.arrayValue else {
            throw .failure("Page '\(id)' has no array 'sections'")
        }
        let title = page["title"]
        guard title == nil || title?.stringValue != nil else {
            throw .failure("Page '\(id)' has a 'title' that is not a string")
        }
        self.init(id: id, title: title?.stringValue, sections: sections)
    }
}
