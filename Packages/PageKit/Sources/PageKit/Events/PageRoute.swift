/// Another page to open, by id, with parameters for its sections: what a selection asks its host to show
/// next (``PageEvent/route``). The host opens it, a terminal view or a navigation controller on its stack, and
/// hands the parameters to the new page's sections (``SectionConfiguration/parameters``).
///
/// ```swift
/// event.route = PageRoute(pageID: "store", parameters: ["id": "3"])
/// ```
public struct PageRoute: Sendable, Hashable, CustomStringConvertible {
    /// The page to open.
    public let pageID: String
    /// What its sections read, such as the id of the store to show.
    public let parameters: [String: String]

    /// A route to `pageID` with `parameters`.
    public init(pageID: String, parameters: [String: String] = [:]) {
        self.pageID = pageID
        self.parameters = parameters
    }

    /// `store (id: 3)`, the parameters in key order.
    public var description: String {
        guard !parameters.isEmpty else { return pageID }
        let list = parameters.keys.sorted().map { "\($0): \(parameters[$0] ?? "")" }.joined(separator: ", ")
        return "\(pageID) (\(list))"
    }
}
