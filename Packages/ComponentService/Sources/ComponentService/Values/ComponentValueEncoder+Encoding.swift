/// The `Encoder` that ``ComponentValueEncoder`` hands to `encode(to:)`; it is its own single value
/// container.
final class ComponentValueEncoding: Encoder, SingleValueEncodingContainer {
    let codingPath: [any CodingKey]
    let context: ComponentValueEncodingContext
    /// What `encode(to:)` encodes lands here.
    let node: ComponentValueEncodingNode

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    init(
        codingPath: [any CodingKey], context: ComponentValueEncodingContext,
        node: ComponentValueEncodingNode = ComponentValueEncodingNode()
    ) {
        self.codingPath = codingPath
        self.context = context
        self.node = node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        var target = node
        if !node.becomeObject() {
            context.recordMisuse("keyed container requested where another kind was encoded", codingPath: codingPath)
            target = ComponentValueEncodingNode()
            _ = target.becomeObject()
        }
        return KeyedEncodingContainer(
            ComponentValueKeyedEncodingContainer<Key>(context: context, node: target, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        var target = node
        if !node.becomeArray() {
            context.recordMisuse("unkeyed container requested where another kind was encoded", codingPath: codingPath)
            target = ComponentValueEncodingNode()
            _ = target.becomeArray()
        }
        return ComponentValueUnkeyedEncodingContainer(context: context, node: target, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: SingleValueEncodingContainer

    private func set(_ value: ComponentValue) {
        if !node.setValue(value) {
            context.recordMisuse("a single value was encoded where a value was already encoded", codingPath: codingPath)
        }
    }

    func encodeNil() throws { set(.null) }
    func encode(_ value: Bool) throws { set(.bool(value)) }
    func encode(_ value: String) throws { set(.string(value)) }
    func encode(_ value: Double) throws { set(try ComponentValueBoxing.double(value, codingPath: codingPath)) }
    func encode(_ value: Float) throws { set(try ComponentValueBoxing.float(value, codingPath: codingPath)) }
    func encode(_ value: Int) throws { set(.int(value)) }
    func encode(_ value: Int8) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: Int16) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: Int32) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: Int64) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: Int128) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt8) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt16) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt32) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt64) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }
    func encode(_ value: UInt128) throws { set(try ComponentValueBoxing.integer(value, codingPath: codingPath)) }

    func encode<T: Encodable>(_ value: T) throws {
        let boxed = try context.box(value, codingPath: codingPath)
        if !node.adopt(boxed) {
            context.recordMisuse("a single value was encoded where a value was already encoded", codingPath: codingPath)
        }
    }
}
