import TestSupport

/// A random JSON document with its members in a fixed order, so the same seed writes the same text, and a
/// writer that spells every key in one of its many forms (raw or `\u` escapes, `é` precomposed or not) and
/// can write one member of one object a second time.
enum RandomDocument {
    case scalar(TestValue)
    case array([RandomDocument])
    case object([Member])

    /// A member of an object.
    struct Member {
        var key: String
        var value: RandomDocument
    }

    /// One step of a path: the member with a key, or the element at an index.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// A member written a second time: where its object is, which of its members, and what it holds then.
    struct Duplicate {
        var object: [Step]
        var member: Int
        var insertion: Int
        var value: RandomDocument
    }

    /// What a writer wrote: the text, and for a duplicate, the byte offsets of both opening quotes of its key.
    struct Written {
        var text: [UInt8] = []
        var firstOffset: Int?
        var duplicateOffset: Int?
    }

    /// The value the document holds, as the parser should build it.
    var value: TestValue {
        switch self {
        case .scalar(let value): value
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(Dictionary(members.map { ($0.key, $0.value.value) }) { first, _ in first })
        }
    }

    /// A random document nested at most `depth` levels; the keys of each object differ as Swift `String`s.
    static func random(depth: Int, random: inout SplitMix64) -> RandomDocument {
        switch Int.random(in: depth > 0 ? 0...4 : 0...1, using: &random) {
        case 0, 1: return .scalar(RandomJSON.value(depth: 0, random: &random))
        case 2:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.random(depth: depth - 1, random: &random) })
        default:
            var used: Set<String> = []
            var members: [Member] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let key = Self.key(random: &random)
                guard used.insert(key).inserted else { continue }
                members.append(Member(key: key, value: Self.random(depth: depth - 1, random: &random)))
            }
            return .object(members)
        }
    }

    /// A random key, from pieces that include escapes, Unicode, near misses and `é` in both of its forms.
    static func key(random: inout SplitMix64) -> String {
        let pieces = [
            "a", "A", "b", "_", "0", " ", "title", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{E9}",
            "e\u{301}", "e", "\u{301}", "中", "🛒", "\u{2028}", "\u{FEFF}", "\u{202E}", "\u{85}", ".", "[", "$",
        ]
        return (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    /// The paths of every object in the document, this one first if it is one.
    func objectPaths(at path: [Step] = []) -> [[Step]] {
        switch self {
        case .scalar: []
        case .array(let elements):
            elements.enumerated().flatMap { $0.element.objectPaths(at: path + [.index($0.offset)]) }
        case .object(let members):
            [path] + members.flatMap { $0.value.objectPaths(at: path + [.key($0.key)]) }
        }
    }

    /// The document with a member whose key is `key` added to the object at `path`, if it has none yet.
    func ensuringMember(at path: [Step], key: String, value: RandomDocument) -> RandomDocument {
        switch (self, path.first) {
        case (.object(let members), nil):
            members.contains { $0.key == key } ? self : .object(members + [Member(key: key, value: value)])
        case (.object(let members), .key(let step)?):
            .object(
                members.map { member in
                    member.key == step
                        ? Member(
                            key: member.key,
                            value: member.value.ensuringMember(at: Array(path.dropFirst()), key: key, value: value))
                        : member
                })
        case (.array(let elements), .index(let step)?):
            .array(
                elements.enumerated().map { index, element in
                    index == step
                        ? element.ensuringMember(at: Array(path.dropFirst()), key: key, value: value) : element
                })
        default:
            self
        }
    }

    /// The members of the object at `path`, if there is one.
    func members(at path: [Step]) -> [Member]? {
        switch (self, path.first) {
        case (.object(let members), nil): members
        case (.object(let members), .key(let step)?):
            members.first { $0.key == step }?.value.members(at: Array(path.dropFirst()))
        case (.array(let elements), .index(let step)?) where elements.indices.contains(step):
            elements[step].members(at: Array(path.dropFirst()))
        default: nil
        }
    }

    /// The document as JSON text with random spellings and whitespace, writing `duplicate` if given.
    func text(duplicate: Duplicate? = nil, random: inout SplitMix64) -> Written {
        var written = Written()
        write(at: [], duplicate: duplicate, into: &written, random: &random)
        return written
    }

    private func write(at path: [Step], duplicate: Duplicate?, into written: inout Written, random: inout SplitMix64) {
        switch self {
        case .scalar(let value):
            written.text += Array(RandomJSON.text(of: value).utf8)
        case .array(let elements):
            written.text += Array("[".utf8)
            for (index, element) in elements.enumerated() {
                if index > 0 { written.text += Array(",".utf8) }
                Self.space(into: &written, random: &random)
                element.write(at: path + [.index(index)], duplicate: duplicate, into: &written, random: &random)
            }
            written.text += Array("]".utf8)
        case .object(let members):
            var entries = members.enumerated().map { (member: $0.element, index: $0.offset, isDuplicate: false) }
            if let duplicate, duplicate.object == path, members.indices.contains(duplicate.member) {
                let repeated = Member(key: members[duplicate.member].key, value: duplicate.value)
                entries.insert((repeated, duplicate.member, true), at: duplicate.insertion)
            }
            written.text += Array("{".utf8)
            for (position, entry) in entries.enumerated() {
                if position > 0 { written.text += Array(",".utf8) }
                Self.space(into: &written, random: &random)
                if duplicate?.object == path && duplicate?.member == entry.index {
                    if entry.isDuplicate {
                        written.duplicateOffset = written.text.count
                    } else {
                        written.firstOffset = written.text.count
                    }
                }
                written.text += Array(Self.spelled(entry.member.key, random: &random).utf8)
                Self.space(into: &written, random: &random)
                written.text += Array(":".utf8)
                Self.space(into: &written, random: &random)
                entry.member.value.write(
                    at: path + [.key(entry.member.key)], duplicate: entry.isDuplicate ? nil : duplicate,
                    into: &written, random: &random)
            }
            Self.space(into: &written, random: &random)
            written.text += Array("}".utf8)
        }
    }

    private static func space(into written: inout Written, random: inout SplitMix64) {
        let whitespace = ["", "", " ", "\n", "\r\n", "\t", "\r"]
        written.text += Array((whitespace.randomElement(using: &random) ?? "").utf8)
    }

    /// `key` as a JSON string in one of its spellings: each scalar raw or as a `\u` escape (a surrogate pair
    /// beyond the BMP), and `é` precomposed or as `e` with a combining acute accent.
    static func spelled(_ key: String, random: inout SplitMix64) -> String {
        var scalars: [Unicode.Scalar] = []
        var rest = key.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            if scalar == "\u{E9}" && Bool.random(using: &random) {
                scalars += ["e", "\u{301}"]
            } else if scalar == "e" && rest.first == "\u{301}" && Bool.random(using: &random) {
                rest.removeFirst()
                scalars.append("\u{E9}")
            } else {
                scalars.append(scalar)
            }
        }
        var text = "\""
        for scalar in scalars {
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if mustEscape || Int.random(in: 0..<4, using: &random) == 0 {
                text += escaped(scalar, random: &random)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar, random: inout SplitMix64) -> String {
        let short: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "/": "\\/", "\n": "\\n", "\t": "\\t"]
        if let short = short[scalar], Bool.random(using: &random) {
            return short
        }
        let uppercase = Bool.random(using: &random)
        func unit(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x1_0000
        return unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
    }
}
