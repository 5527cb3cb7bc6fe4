import ComponentService

/// The libFuzzer entry point: `ComponentValue(jsonBytes:)` never crashes, and what it parses survives a
/// round trip through `jsonText()` (compact, and pretty-printed with sorted keys) unchanged.
///
/// Text that is valid UTF-8 parses the same through `init(jsonText:)` as through `init(jsonBytes:)`.
/// Foundation's `JSONSerialization` accepts the same texts and reads the same values from them, within the
/// grammar both share (see `FoundationOracle`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let result = Result { () throws(ComponentJSONError) in try ComponentValue(jsonBytes: bytes) }
    FoundationOracle.compare(bytes, result)
    let parsed = try? result.get()
    if let text = String(validating: bytes, as: UTF8.self) {
        let fromText = try? ComponentValue(jsonText: text)
        guard fromText == parsed else {
            fatalError("init(jsonText:) gives \(structure(of: fromText)), init(jsonBytes:) \(structure(of: parsed))")
        }
    }
    guard let value = parsed else { return 0 }
    for style in [ComponentJSONStyle(), [.prettyPrinted, .sortedKeys]] {
        let written: String
        do {
            written = try value.jsonText(style)
        } catch {
            fatalError("a parsed value cannot be written: \(error) for \(structure(of: value))")
        }
        let reparsed: ComponentValue
        do {
            reparsed = try ComponentValue(jsonText: written)
        } catch {
            fatalError("written JSON does not parse: \(error) for \(written)")
        }
        guard reparsed == value else {
            fatalError("the round trip via \(written) changed \(structure(of: value)) to \(structure(of: reparsed))")
        }
    }
    return 0
}

/// The value's cases and payloads as Swift sees them, independent of the JSON writer under test.
private func structure(of value: ComponentValue?) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}
