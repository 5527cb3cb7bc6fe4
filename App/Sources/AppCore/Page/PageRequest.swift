import PageKit

/// An `app page` as written on the command line.
public struct PageRequest: Sendable, Hashable {
    /// The page id to ask the CMS component for; `nil` with ``configFile``.
    public var pageID: String?
    /// A local page configuration to show instead of asking the CMS.
    public var configFile: String?
    /// Columns; `nil` for the terminal's width.
    public var width: Int?
    /// Rows; `nil` for the whole page.
    public var height: Int?
    /// The viewport offset to render, with the exposure events of the move from offset 0.
    public var scroll: Int?
    /// The item to raise a selection event from.
    public var select: ItemReference?
    /// Diagnostics go to standard error instead of under the page.
    public var quiet: Bool
    /// Full-screen mode.
    public var interactive: Bool
    /// Seconds to wait before loading a section, by section id, overriding the configuration's `delay`: a
    /// slow section shown on purpose.
    public var delays: [String: Double]
    /// What the page's sections read, as a route that opens the page passes them (`--param id=3`).
    public var parameters: [String: String]

    /// Creates a request.
    public init(
        pageID: String? = nil, configFile: String? = nil, width: Int? = nil, height: Int? = nil, scroll: Int? = nil,
        select: ItemReference? = nil, quiet: Bool = false, interactive: Bool = false, delays: [String: Double] = [:],
        parameters: [String: String] = [:]
    ) {
        self.pageID = pageID
        self.configFile = configFile
        self.width = width
        self.height = height
        self.scroll = scroll
        self.select = select
        self.quiet = quiet
        self.interactive = interactive
        self.delays = delays
        self.parameters = parameters
    }

    /// The request that opens `route` in the same way as this one: its width and height, interactive or not.
    func opening(_ route: PageRoute) -> PageRequest {
        PageRequest(
            pageID: route.pageID, width: width, height: height, quiet: quiet, interactive: interactive,
            parameters: route.parameters)
    }
}

/// `SECTION/ITEM` on the command line: an item by its identity as printed (`nearby/3`) or by its 1-based
/// position (`nearby/#2`).
///
/// A section id may hold `/` itself, so which `/` ends the section is for the page to say: `a/b/#2` is item 2
/// of section `a/b`, or the item `b/#2` of section `a`, whichever the page has (``item(after:)``). An item
/// named `#` and digits is the item at that position, counted from 1.
public struct ItemReference: Sendable, Hashable, CustomStringConvertible {
    /// How the item is named.
    public enum Item: Sendable, Hashable {
        /// The item whose identity prints as this text.
        case identity(String)
        /// The item at this 1-based position.
        case position(Int)
    }

    /// The text as given.
    public let text: String

    /// Reads `SECTION/ITEM` or `SECTION/#N`; `nil` when no `/` has text on both sides.
    public init?(_ text: String) {
        guard
            text.indices.contains(where: {
                text[$0] == "/" && $0 != text.startIndex && $0 != text.index(before: text.endIndex)
            })
        else { return nil }
        self.text = text
    }

    /// The text before its first `/` (past a leading one): the section, unless the page has one whose id
    /// holds a `/`.
    public var firstSection: String {
        let slash = text.indices.first { text[$0] == "/" && $0 != text.startIndex } ?? text.endIndex
        return String(text[..<slash])
    }

    /// The item the reference names in the section `section`, when the text is that id, a `/`, and an item:
    /// `#` and digits as that position (`#0` and a number past `Int` name no item), any other text as an
    /// identity.
    public func item(after section: String) -> Item? {
        guard text.hasPrefix(section), text.dropFirst(section.count).first == "/" else { return nil }
        let item = text.dropFirst(section.count + 1)
        let digits = item.dropFirst()
        guard !item.isEmpty else { return nil }
        guard item.hasPrefix("#"), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .identity(String(item))
        }
        return .position(Int(digits) ?? .max)
    }

    /// The text as given: `nearby/3` or `nearby/#2`.
    public var description: String { text }
}

extension PageRoute {
    /// The `app page` arguments that show this route's page, quoted for a shell where they need it:
    /// `store --param id=3`, or `--param id=3 -- -draft` for a page id that starts with `-`; `nil` when
    /// `--param` cannot carry a parameter (a key with `=` or `,`, a value with `,`, an empty key).
    var commandLine: String? {
        // After the options and `--`, a page id that starts with `-` is not taken for an option.
        let isDashed = pageID.hasPrefix("-")
        let page = (isDashed ? "-- " : "") + Self.shellQuoted(pageID)
        guard !parameters.isEmpty else { return page }
        guard
            parameters.allSatisfy({
                !$0.key.isEmpty && !$0.key.contains(where: ",=".contains) && !$0.value.contains(",")
            })
        else { return nil }
        let list = parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }.joined(separator: ",")
        let options = "--param \(Self.shellQuoted(list))"
        return isDashed ? "\(options) \(page)" : "\(page) \(options)"
    }

    /// `text` as one shell word: as it is when it holds only letters, digits and `-_.,=:/`, else in single quotes.
    private static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.,=:/".contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
