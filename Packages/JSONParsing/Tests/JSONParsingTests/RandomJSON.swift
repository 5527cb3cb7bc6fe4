import TestSupport

/// Random ``TestValue``s and a small writer for them, with random whitespace between tokens.
enum RandomJSON {
    static func value(depth: Int, random: inout SplitMix64) -> TestValue {
        switch Int.random(in: depth > 0 ? 0...7 : 0...5, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer([Int.min, Int.max, 0, -1, 42][Int.random(in: 0...4, using: &random)])
        case 3: return .integer(Int.random(in: Int.min...Int.max, using: &random))
        case 4: return .fraction(Double.random(in: -1e12...1e12, using: &random))
        case 5: return .string(string(random: &random))
        case 6:
            let count = Int.random(in: 0...4, using: &random)
            return .array((0..<count).map { _ in value(depth: depth - 1, random: &random) })
        default:
            var members: [String: TestValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[string(random: &random)] = value(depth: depth - 1, random: &random)
            }
            return .object(members)
        }
    }

    static func string(random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "é", "🛒", "\u{2028}", "word"]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    /// The JSON text of `value`; doubles in Swift's shortest round-trip form, which always has a `.` or an `e`.
    static func text(of value: TestValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .string(let string): quoted(string)
        case .integer(let integer): "\(integer)"
        case .fraction(let double), .bigInteger(let double): "\(double)"
        case .array(let elements): "[ " + elements.map(text(of:)).joined(separator: " ,\n") + "]"
        case .object(let members):
            "{" + members.map { "\r\n\(quoted($0.key)) :\t\(text(of: $0.value))" }.joined(separator: ",") + " }"
        }
    }

    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "é": text += "\\u00E9"
            case "🛒": text += "\\ud83d\\uded2"
            case _ where scalar.value < 0x20:
                text += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
