/// The JSON text form of ``ComponentValue``.
extension ComponentValue {
    /// Parses JSON text strictly (RFC 8259), within `limits`.
    ///
    /// Numbers without a fraction or exponent that fit an `Int` become ``int(_:)``; other numbers become
    /// ``double(_:)``. An object that holds a key twice is an error whose ``ComponentJSONError/isDuplicateKey``
    /// is true and whose ``ComponentJSONError/path`` names the key. Any top-level value is accepted.
    public init(jsonText: String, limits: ComponentJSONLimits = .default) throws(ComponentJSONError) {
        var text = jsonText
        let byteCount = text.utf8.count
        guard byteCount <= limits.maxBytes else {
            throw .sizeLimit(byteCount: byteCount, maxBytes: limits.maxBytes)
        }
        self = try text.withUTF8 { ComponentJSONParsing.parse($0, limits: limits) }.get()
    }

    /// Parses JSON text given as UTF-8 bytes strictly (RFC 8259), within `limits`.
    ///
    /// Invalid UTF-8, a leading byte order mark and UTF-16 or UTF-32 text are rejected; otherwise this behaves
    /// like ``init(jsonText:limits:)``.
    public init(jsonBytes: some Collection<UInt8>, limits: ComponentJSONLimits = .default) throws(ComponentJSONError) {
        if let result = jsonBytes.withContiguousStorageIfAvailable({ ComponentJSONParsing.parse($0, limits: limits) }) {
            self = try result.get()
            return
        }
        let byteCount = jsonBytes.count
        guard byteCount <= limits.maxBytes else {
            throw .sizeLimit(byteCount: byteCount, maxBytes: limits.maxBytes)
        }
        self = try Array(jsonBytes).withUnsafeBufferPointer { ComponentJSONParsing.parse($0, limits: limits) }.get()
    }

    /// The JSON text of this value, compact unless `style` says otherwise.
    ///
    /// Doubles are written in their shortest round-trip form and always read back as doubles (`1.0`, not `1`).
    /// An ``opaque(_:)`` value or a non-finite double anywhere inside throws an error whose
    /// ``ComponentJSONError/path`` names it, and so does nesting deeper than JSON parsing reads back by default
    /// (128 levels, ``ComponentJSONError/isDepthLimit``).
    public func jsonText(_ style: ComponentJSONStyle = []) throws(ComponentJSONError) -> String {
        try JSONWriter.text(for: self, style: style)
    }
}

extension ComponentValue: CustomStringConvertible {
    /// The compact JSON text with sorted keys; an opaque value shows as its description in a string, a
    /// non-finite double as its Swift text, such as `nan`, and what is nested deeper than 128 levels as `"…"`.
    public var description: String {
        JSONWriter.description(of: self)
    }
}
