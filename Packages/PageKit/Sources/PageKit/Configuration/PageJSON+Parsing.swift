import Foundation

extension PageJSON {
    /// Parses JSON text (any value, not only an object or array).
    ///
    /// - Throws: ``PageJSONError`` with code ``PageJSONError/Code/invalidJSON`` and Foundation's account of
    ///   what is wrong, with its position when it reports one (`Invalid value around character 8.`).
    public init(data: Data) throws(PageJSONError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw PageJSONError(.invalidJSON, path: nil, message: "invalid JSON: \(reason ?? "\(error)")")
        }
        self = Self(serialized: object)
    }

    /// Converts what `JSONSerialization` produced.
    private init(serialized object: Any) {
        switch object {
        case let string as String:
            self = .string(string)
        case let members as [String: Any]:
            self = .object(members.mapValues(PageJSON.init(serialized:)))
        case let elements as [Any]:
            self = .array(elements.map(PageJSON.init(serialized:)))
        case let number as NSNumber:
            self = Self(number: number)
        default:
            self = .null
        }
    }

    /// A Boolean, or a number: `.int` when it has an exact `Int` value.
    private init(number: NSNumber) {
        if type(of: number) == Self.booleanNumberType {
            self = .bool(number.boolValue)
        } else if let decimal = number as? NSDecimalNumber {
            // Numbers beyond 64 bits, and on some platforms Int.min.
            self = Int(decimal.stringValue).map(PageJSON.int) ?? .double(decimal.doubleValue)
        } else {
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "d"), UInt8(ascii: "f"):
                let value = number.doubleValue
                self = Int(exactly: value).map(PageJSON.int) ?? .double(value)
            case UInt8(ascii: "Q"):
                let value = number.uint64Value
                self = Int(exactly: value).map(PageJSON.int) ?? .double(Double(value))
            default:
                self = .int(number.intValue)
            }
        }
    }

    /// The class `JSONSerialization` uses for `true` and `false`.
    private static let booleanNumberType = type(of: NSNumber(value: true))
}
