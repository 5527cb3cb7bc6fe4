/// The wire names of a page configuration, spelled once.
enum PageConfigurationKey: String {
    case id, title, sections, kind, data

    /// The name as a quoted string for messages: `"kind"`.
    var quoted: String { JSONPath.quoted(rawValue) }
}

extension Dictionary where Key == String, Value == PageJSON {
    /// The member named by a page configuration key.
    subscript(key: PageConfigurationKey) -> PageJSON? {
        self[key.rawValue]
    }
}
