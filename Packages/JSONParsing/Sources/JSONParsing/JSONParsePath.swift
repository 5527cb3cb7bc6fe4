/// JSON paths for errors and diagnostics, such as `$.sections[2].data.title` or `$["two words"]`: the parser
/// spells its own with it, and PageKit its diagnostics. A key is echoed in a bounded piece, so that a message
/// naming it stays short and shows as it reads.
public enum JSONParsePath {
    /// One step from a container to one of its members.
    public enum Component: Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this index.
        case index(Int)
    }

    /// The most Unicode scalars of a key that a path or a message shows, escapes included.
    public static let maxKeyCharacters = EchoedPiece.standardLimit

    /// The most Unicode scalars of a whole path before its middle steps are left out.
    public static let maxPathCharacters = 400

    /// The path of `components` from the root `$`; a key that is not a plain identifier is quoted in brackets.
    /// A path longer than ``maxPathCharacters`` keeps its first and last steps and says how many it leaves
    /// out between them: `$["aaaa…" (300 characters)]…(118 more steps)….d`.
    public static func text(of components: [Component]) -> String {
        let steps = components.map { component in
            switch component {
            case .index(let index): element(index, of: "")
            case .key(let key): member(key, of: "")
            }
        }
        let whole = "$" + steps.joined()
        guard whole.unicodeScalars.count > maxPathCharacters, let first = steps.first, let last = steps.last,
            steps.count > 2
        else { return whole }
        return "$\(first)…(\(steps.count - 2) more steps)…\(last)"
    }

    /// The path of member `key` of the object at `path`: `$.title`, or `$["two words"]` for a key that is not
    /// a plain identifier or is longer than ``maxKeyCharacters``.
    public static func member(_ key: String, of path: String) -> String {
        isIdentifier(key) && key.utf8.count <= maxKeyCharacters ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
    }

    /// The path of element `index` of the array at `path`: `$.sections[2]`.
    public static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }

    /// `key` as a JSON string literal, `"title"`, with `"`, `\`, control characters, line separators and
    /// bidirectional controls escaped (``EchoedPiece``); a key longer than ``maxKeyCharacters`` Unicode
    /// scalars, escapes included, shows its start, `…` and its length in scalars: `"aaaa…" (131072 characters)`.
    public static func quoted(_ key: String) -> String {
        EchoedPiece.quoted(key, by: "\"", limit: maxKeyCharacters)
    }

    /// `text` as a JSON string literal, whole: `"`, `\`, control characters, line separators and bidirectional
    /// controls escaped (``TerminalControls``), so that it reads back as `text` and shows as it reads.
    public static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{8}": literal += "\\b"
            case "\u{C}": literal += "\\f"
            case _ where TerminalControls.contains(scalar):
                literal += TerminalControls.unicodeEscape(scalar)
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Whether `key` is an ASCII letter or `_` followed by ASCII letters, digits and `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
