import ComponentService
import Testing

/// The typed accessors of ``ComponentValue``: each answers for its own case only.
@Suite("Value accessors")
struct ValueAccessorTests {
    static let opaque = ComponentOpaqueValue(1)
    static let values: [ComponentValue] = [
        .null, .bool(true), .int(3), .double(2.5), .string("s"), .array([1]), .object(["k": 1]), .opaque(opaque),
    ]

    @Test("each accessor answers the value of its own case and nil for every other", arguments: values)
    func accessors(_ value: ComponentValue) {
        #expect(value.isNull == (value == .null))
        #expect(value.boolValue == (value == .bool(true) ? true : nil))
        #expect(value.intValue == (value == .int(3) ? 3 : nil))
        #expect(value.doubleValue == (value == .double(2.5) ? 2.5 : value == .int(3) ? 3 : nil))
        #expect(value.stringValue == (value == .string("s") ? "s" : nil))
        #expect(value.arrayValue == (value == .array([1]) ? [1] : nil))
        #expect(value.objectValue == (value == .object(["k": 1]) ? ["k": 1] : nil))
        #expect(value.opaqueValue == (value == .opaque(Self.opaque) ? Self.opaque : nil))
        #expect(value["k"] == (value == .object(["k": 1]) ? 1 : nil))
        #expect(value[0] == (value == .array([1]) ? 1 : nil))
    }

    @Test("opaque values are equal only when they wrap the very same box, in a set too")
    func opaqueIdentity() {
        let copy = Self.opaque
        let twin = ComponentOpaqueValue(1)
        #expect(Set([Self.opaque, copy, twin]).count == 2)
        #expect(Set([ComponentValue.opaque(Self.opaque), .opaque(copy)]).count == 1)
        #expect(twin.value as? Int == 1)
    }
}
