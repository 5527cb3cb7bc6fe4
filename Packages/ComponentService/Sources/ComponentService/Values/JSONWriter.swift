internal import JSONParsing

/// Writes a ``ComponentValue`` as JSON text into a UTF-8 buffer.
///
/// Strict writing throws an unserializable ``ComponentJSONError`` naming the path of an opaque value or a
/// non-finite double. Lenient writing, for descriptions, writes an opaque value as its description in a string
/// and a non-finite double as its Swift text (`nan`, `inf`), so it never throws.
struct JSONWriter {
    /// One step of the path from the root to the value being written.
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let isPretty: Bool
    private let sortsKeys: Bool
    private let isLenient: Bool
    private var output: [UInt8] = []
    private var path: [PathComponent] = []

    private init(style: ComponentJSONStyle, isLenient: Bool) {
        isPretty = style.contains(.prettyPrinted)
        sortsKeys = style.contains(.sortedKeys)
        self.isLenient = isLenient
    }

    private var text: String { String(decoding: output, as: UTF8.self) }

    /// The JSON text of `value`, or an unserializable error for a value with no JSON form.
    static func text(for value: ComponentValue, style: ComponentJSONStyle) throws(ComponentJSONError) -> String {
        var writer = JSONWriter(style: style, isLenient: false)
        try writer.write(value, depth: 0)
        return writer.text
    }

    /// The compact JSON text of `value` with sorted keys, showing values with no JSON form as Swift text.
    static func description(of value: ComponentValue) -> String {
        var writer = JSONWriter(style: .sortedKeys, isLenient: true)
        do {
            try writer.write(value, depth: 0)
        } catch {
            return error.description  // Not reached: lenient writing does not throw.
        }
        return writer.text
    }

    /// `path` as a JSON path such as `$.stores[2].logo`, spelled and cut as the parser spells its paths
    /// (``JSONParsePath``).
    static func format(_ path: [PathComponent]) -> String {
        JSONParsePath.text(
            of: path.map { component in
                switch component {
                case .index(let index): .index(index)
                case .key(let key): .key(key)
                }
            })
    }

    /// The deepest nesting of arrays and objects written: what JSON parsing reads back by default
    /// (``ComponentJSONLimits/maxDepth``), far from the depth at which writing, which recurses, would overflow a
    /// thread's stack. A deeper value is a write error, or `"…"` in a description.
    static let maxDepth = ComponentJSONLimits.default.maxDepth

    private mutating func write(_ value: ComponentValue, depth: Int) throws(ComponentJSONError) {
        switch value {
        case .array where depth >= Self.maxDepth, .object where depth >= Self.maxDepth:
            guard isLenient else {
                throw .tooDeep("arrays and objects are nested deeper than \(Self.maxDepth)", path: Self.format(path))
            }
            writeString("…")
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .int(let int): append(String(int))
        case .double(let double): try writeDouble(double)
        case .string(let string): writeString(string)
        case .array(let elements): try writeArray(elements, depth: depth)
        case .object(let object): try writeObject(object, depth: depth)
        case .opaque(let opaque):
            guard isLenient else {
                throw .unserializable("\(opaque) has no JSON form", path: Self.format(path))
            }
            writeString(opaque.description)
        }
    }

    private mutating func writeDouble(_ double: Double) throws(ComponentJSONError) {
        guard double.isFinite else {
            guard isLenient else {
                throw .unserializable("the non-finite number \(double) has no JSON form", path: Self.format(path))
            }
            append(double.description)
            return
        }
        let text = double.description
        append(text)
        let isIntegral = !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        if isIntegral {
            append(".0")  // So that the text reads back as a double.
        }
    }

    private mutating func writeArray(_ elements: [ComponentValue], depth: Int) throws(ComponentJSONError) {
        guard !elements.isEmpty else {
            append("[]")
            return
        }
        output.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 {
                output.append(UInt8(ascii: ","))
            }
            newline(depth: depth + 1)
            path.append(.index(index))
            try write(element, depth: depth + 1)
            path.removeLast()
        }
        newline(depth: depth)
        output.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: ComponentPayload, depth: Int) throws(ComponentJSONError) {
        guard !object.isEmpty else {
            append("{}")
            return
        }
        output.append(UInt8(ascii: "{"))
        if sortsKeys {
            for (index, member) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                try writeMember(member.key, member.value, isFirst: index == 0, depth: depth + 1)
            }
        } else {
            var isFirst = true
            for (key, value) in object {
                try writeMember(key, value, isFirst: isFirst, depth: depth + 1)
                isFirst = false
            }
        }
        newline(depth: depth)
        output.append(UInt8(ascii: "}"))
    }

    private mutating func writeMember(
        _ key: String,
        _ value: ComponentValue,
        isFirst: Bool,
        depth: Int
    ) throws(ComponentJSONError) {
        if !isFirst {
            output.append(UInt8(ascii: ","))
        }
        newline(depth: depth)
        writeString(key)
        append(isPretty ? ": " : ":")
        path.append(.key(key))
        try write(value, depth: depth)
        path.removeLast()
    }

    /// Writes `string` quoted, escaping `"`, `\` and control characters and leaving other Unicode as is,
    /// except what a terminal acts on instead of showing (``terminalControl(in:at:)``), which is escaped as
    /// `\uXXXX` too: JSON printed to a terminal then shows it as text and still reads back to the same string.
    private mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escaped: (value: UInt32, length: Int)
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    escaped = (UInt32(byte), 1)
                } else if byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2,
                    let control = Self.terminalControl(in: utf8, at: index)
                {
                    escaped = control
                } else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                if escaped.value < 0x20 || byte == 0x22 || byte == 0x5C {
                    appendEscape(byte)
                } else {
                    appendUnicodeEscape(escaped.value)
                }
                index += escaped.length
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The code point at `index` of `utf8` and its length in bytes, when it is one that a terminal acts on
    /// instead of showing and that JSON lets through unescaped: DEL, a C1 control (U+0080–U+009F), a
    /// bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or a line or paragraph
    /// separator (U+2028, U+2029).
    private static func terminalControl(
        in utf8: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (value: UInt32, length: Int)? {
        let lead = utf8[index]
        if lead == 0x7F { return (0x7F, 1) }
        guard index + 1 < utf8.count else { return nil }
        let second = utf8[index + 1]
        switch lead {
        case 0xC2: return (0x80...0x9F).contains(second) ? (UInt32(second), 2) : nil
        case 0xD8: return second == 0x9C ? (0x061C, 2) : nil
        case 0xE2:
            guard index + 2 < utf8.count, second == 0x80 || second == 0x81 else { return nil }
            let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            return Unicode.Scalar(value).map(TerminalControls.contains) == true ? (value, 3) : nil
        default: return nil
        }
    }

    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default: appendUnicodeEscape(UInt32(byte))
        }
    }

    /// `\u` and four hexadecimal digits: `value` is below U+10000.
    private mutating func appendUnicodeEscape(_ value: UInt32) {
        let digits = Array("0123456789abcdef".utf8)
        append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((value >> UInt32(shift)) & 0x0F)])
        }
    }

    private mutating func newline(depth: Int) {
        guard isPretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
