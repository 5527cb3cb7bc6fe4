extension ComponentPayload {
    /// A payload with one typed entry: `try ComponentPayload(MainDefine.appName, "shop-demo")`.
    ///
    /// Inlinable, so a handler builds its answer from a concrete type without generic dispatch.
    @inlinable
    public init<V: ComponentValueConvertible>(_ key: ComponentKey<V>, _ value: V) throws(ComponentValueCodingError) {
        let converted = try value.componentValue
        if converted.isNull && key.schema.isNullable {
            self.init()
        } else {
            // One member, allocated at its size: cheaper than growing an empty payload.
            self.init(uniqueMembers: [(key.schema.name, converted)])
        }
    }

    /// Sets a typed entry; a `nil` optional removes the key.
    @inlinable
    public mutating func set<V: ComponentValueConvertible>(
        _ key: ComponentKey<V>, _ value: V
    ) throws(ComponentValueCodingError) {
        try key.write(value, into: &self)
    }
}

extension ComponentValue {
    /// The JSON text of the value, cut to `limit` Unicode scalars with an ellipsis, for error messages: a
    /// character built of many combining marks counts each of them, so that no character makes a message long.
    public func abbreviated(to limit: Int = 60) -> String {
        let text = description
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit > 0 ? limit - 1 : 0))) + "…"
    }
}
