/// The keyed container of ``ComponentValueEncoder``: fills an object node.
struct ComponentValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let context: ComponentValueEncodingContext
    let node: ComponentValueEncodingNode
    let codingPath: [any CodingKey]

    private func set(_ value: ComponentValue, forKey key: Key) {
        node.setMember(ComponentValueEncodingNode(value), forKey: key.stringValue)
    }

    private func setInteger(_ value: some BinaryInteger & Encodable, forKey key: Key) throws {
        set(try ComponentValueBoxing.integer(value, codingPath: codingPath + [key]), forKey: key)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try setInteger(value, forKey: key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { try setInteger(value, forKey: key) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try ComponentValueBoxing.double(value, codingPath: codingPath + [key]), forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try ComponentValueBoxing.float(value, codingPath: codingPath + [key]), forKey: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.setMember(try context.box(value, codingPath: codingPath + [key]), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = childNode(forKey: key) { $0.becomeObject() }
        return KeyedEncodingContainer(
            ComponentValueKeyedEncodingContainer<NestedKey>(
                context: context, node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = childNode(forKey: key) { $0.becomeArray() }
        return ComponentValueUnkeyedEncodingContainer(context: context, node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(stringKey: ComponentValueCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(stringKey: key)
    }

    private func superEncoder(stringKey key: any CodingKey) -> any Encoder {
        let child = ComponentValueEncodingNode()
        node.setMember(child, forKey: key.stringValue)
        return ComponentValueEncoding(codingPath: codingPath + [key], context: context, node: child)
    }

    /// The existing member at `key` if `shape` accepts it, as when a nested container is asked for twice;
    /// otherwise a new node shaped by `shape` that replaces the member.
    private func childNode(
        forKey key: Key, shape: (ComponentValueEncodingNode) -> Bool
    ) -> ComponentValueEncodingNode {
        if let existing = node.member(key.stringValue), shape(existing) {
            return existing
        }
        let child = ComponentValueEncodingNode()
        _ = shape(child)
        node.setMember(child, forKey: key.stringValue)
        return child
    }
}

/// The unkeyed container of ``ComponentValueEncoder``: fills an array node.
struct ComponentValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let context: ComponentValueEncodingContext
    let node: ComponentValueEncodingNode
    let codingPath: [any CodingKey]

    var count: Int { node.elementCount }

    /// The coding path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [ComponentValueCodingKey(index: count)] }

    private func append(_ value: ComponentValue) {
        node.append(ComponentValueEncodingNode(value))
    }

    private func appendInteger(_ value: some BinaryInteger & Encodable) throws {
        append(try ComponentValueBoxing.integer(value, codingPath: nextPath))
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { try appendInteger(value) }
    mutating func encode(_ value: Int16) throws { try appendInteger(value) }
    mutating func encode(_ value: Int32) throws { try appendInteger(value) }
    mutating func encode(_ value: Int64) throws { try appendInteger(value) }
    mutating func encode(_ value: Int128) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt8) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt16) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt32) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt64) throws { try appendInteger(value) }
    mutating func encode(_ value: UInt128) throws { try appendInteger(value) }
    mutating func encode(_ value: Double) throws {
        append(try ComponentValueBoxing.double(value, codingPath: nextPath))
    }
    mutating func encode(_ value: Float) throws { append(try ComponentValueBoxing.float(value, codingPath: nextPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.append(try context.box(value, codingPath: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let child = ComponentValueEncodingNode()
        _ = child.becomeObject()
        node.append(child)
        return KeyedEncodingContainer(
            ComponentValueKeyedEncodingContainer<NestedKey>(context: context, node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let child = ComponentValueEncodingNode()
        _ = child.becomeArray()
        node.append(child)
        return ComponentValueUnkeyedEncodingContainer(context: context, node: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        let child = ComponentValueEncodingNode()
        node.append(child)
        return ComponentValueEncoding(codingPath: path, context: context, node: child)
    }
}
