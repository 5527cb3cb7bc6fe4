import ComponentService
import Foundation

/// Foundation's `JSONSerialization` as a second opinion, within the grammar both parsers share.
///
/// Both must accept the same texts and read the same values from them. Left out, because the two parsers
/// part there by design: what the product refuses for its own limits (nesting deeper than 128, more than
/// 8 MiB) or for a key held twice (Foundation keeps the last); and, when the two disagree on accepting a
/// text, a text with a NUL byte or a byte order mark (Foundation reads UTF-16 and UTF-32 and skips the mark),
/// a comma before a closing bracket (Foundation allows one), a surrogate escape (both refuse a lone one) or a
/// number beyond `Double` (both refuse one).
///
/// Values compare by kind: `null`; a `Bool`; an `Int` equal to Foundation's integer (or to its decimal
/// number, which it makes of a negative integer near `Int64.min`); a `Double` equal to Foundation's with the
/// same sign (`-0.0` is not `0`) or, where Foundation keeps an integer beyond `Int64` or a long number exactly
/// (`UInt64`, `NSDecimalNumber`), within a relative 1e-9; strings and keys scalar by scalar, except that
/// Foundation drops a U+FEFF written as such at the start of a string or key, or right after an escape.
enum FoundationOracle {
    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ parsed: Result<ComponentValue, ComponentJSONError>) {
        if case .failure(let error) = parsed, error.isDepthLimit || error.isSizeLimit || error.isDuplicateKey {
            return
        }
        let object = try? JSONSerialization.jsonObject(with: Data(buffer: bytes), options: .fragmentsAllowed)
        switch (parsed, object) {
        case (.success(let value), let object?):
            if let difference = difference(value, object, at: "$") {
                fatalError("Foundation reads another value at \(difference) of \(quoted(bytes))")
            }
        case (.failure, nil):
            return
        case (.success, nil):
            guard !isOutsideSharedGrammar(bytes) else { return }
            fatalError("the product accepts what Foundation refuses: \(quoted(bytes))")
        case (.failure(let error), _?):
            guard !isOutsideSharedGrammar(bytes) else { return }
            fatalError("the product refuses what Foundation accepts: \(error) for \(quoted(bytes))")
        }
    }

    /// Where `value` and Foundation's `object` differ, as a path, or `nil`.
    private static func difference(_ value: ComponentValue, _ object: Any, at path: String) -> String? {
        switch value {
        case .null:
            return object is NSNull ? nil : path
        case .bool(let bool):
            guard let number = object as? NSNumber, isBoolean(number) else { return path }
            return number.boolValue == bool ? nil : path
        case .int(let int):
            guard let number = object as? NSNumber else { return path }
            // Foundation keeps a negative integer near Int64.min as a decimal number.
            if let decimal = number as? NSDecimalNumber { return decimal.decimalValue == Decimal(int) ? nil : path }
            guard ["s", "i", "l", "q"].contains(objCType(of: number)) else { return path }
            return number.int64Value == Int64(int) ? nil : path
        case .double(let double):
            guard let number = object as? NSNumber, !isBoolean(number) else { return path }
            let foundation = number.doubleValue
            if number is NSDecimalNumber || objCType(of: number) == "Q" {
                // An integer beyond Int64, or a long number, which Foundation keeps exact and the product
                // rounds to a Double.
                return abs(foundation - double) <= 1e-9 * abs(double) ? nil : path
            }
            guard objCType(of: number) == "d" else { return path }
            return foundation == double && foundation.sign == double.sign ? nil : path
        case .string(let string):
            guard let text = object as? String, sameText(string, text) else { return path }
            return nil
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else { return path }
            for (index, element) in elements.enumerated() {
                if let difference = difference(element, array[index], at: "\(path)[\(index)]") { return difference }
            }
            return nil
        case .object(let payload):
            guard let dictionary = object as? [String: Any] else { return path }
            // Keys that differ only in the marks Foundation drops can be one key to it, which keeps the last
            // value: such keys are left out.
            let dropsMarks = payload.keys.contains { $0.unicodeScalars.contains(byteOrderMark) }
            guard dropsMarks || dictionary.count == payload.count else { return path }
            var unmarked: [String: Int] = [:]
            if dropsMarks {
                for key in payload.keys { unmarked[withoutMarks(key), default: 0] += 1 }
            }
            for (key, member) in payload where unmarked[withoutMarks(key), default: 1] == 1 {
                let memberPath = "\(path)[\(key.debugDescription)]"
                let index =
                    dictionary.index(forKey: key) ?? dictionary.indices.first { sameText(key, dictionary[$0].key) }
                guard let index, sameText(key, dictionary[index].key) else { return memberPath }
                if let difference = difference(member, dictionary[index].value, at: memberPath) { return difference }
            }
            return nil
        case .opaque:
            return path
        }
    }

    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// Whether `text`, as Foundation read it, is `string` scalar by scalar, but for U+FEFFs of `string` that
    /// it dropped: Foundation drops one written as such at the start of a string or right after an escape.
    private static func sameText(_ string: String, _ text: String) -> Bool {
        var expected = string.unicodeScalars.makeIterator()
        for scalar in text.unicodeScalars {
            var next = expected.next()
            while next == byteOrderMark, scalar != byteOrderMark { next = expected.next() }
            guard next == scalar else { return false }
        }
        while let rest = expected.next() {
            guard rest == byteOrderMark else { return false }
        }
        return true
    }

    private static func withoutMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != byteOrderMark })
        return String(scalars)
    }

    /// Foundation's `true` and `false` are numbers whose type is a C `char`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        objCType(of: number) == "c"
    }

    private static func objCType(of number: NSNumber) -> String {
        String(cString: number.objCType)
    }

    /// Whether the bytes hold something on which the two parsers differ by design when accepting or refusing.
    private static func isOutsideSharedGrammar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.contains(0) { return true }  // UTF-16 or UTF-32, as Foundation would read it
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: [0xFF, 0xFE])
        {
            return true
        }
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    // A surrogate escape, \uD800 to \uDFFF.
                    if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
                        bytes[index + 2] | 0x20 == UInt8(ascii: "d"),
                        (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(bytes[index + 3])
                            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(bytes[index + 3] | 0x20)
                    {
                        return true
                    }
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                var next = index + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") {
                    return true
                }
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var end = index + 1
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                let token = String(decoding: bytes[index..<end], as: UTF8.self)
                if let number = Double(token), !number.isFinite { return true }
                index = end
                continue
            }
            index += 1
        }
        return false
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")]
                .contains(byte)
    }

    /// The input, as a Swift literal would spell it.
    private static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }
}
