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
    /// The JSON text of the value, cut to `limit` characters with an ellipsis, for error messages.
    public func abbreviated(to limit: Int = 60) -> String {
        let text = description
        guard text.count > limit else { return text }
        return String(text.prefix(limit > 0 ? limit - 1 : 0)) + "…"
    }
}
