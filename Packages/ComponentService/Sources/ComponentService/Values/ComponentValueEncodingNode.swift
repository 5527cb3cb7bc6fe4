/// A value under construction by ``ComponentValueEncoder``.
///
/// Containers keep a reference to the node they fill, so nested containers and super encoders can be
/// filled in any order; ``componentValue`` builds the final value once encoding is over. An object's members
/// keep the order their keys were first encoded in, as a payload keeps its members.
final class ComponentValueEncodingNode {
    private enum Content {
        case empty
        case leaf(ComponentValue)
        /// The members by key, and the keys in the order they were first encoded.
        case object([String: ComponentValueEncodingNode], order: [String])
        case array([ComponentValueEncodingNode])
    }

    private var content: Content

    /// Creates a node that holds nothing yet.
    init() {
        content = .empty
    }

    /// Creates a node that holds `value`.
    init(_ value: ComponentValue) {
        content = .leaf(value)
    }

    /// Whether nothing was encoded into this node yet.
    var isEmpty: Bool {
        if case .empty = content { return true }
        return false
    }

    /// Makes this node an object, unless it already is one; returns `false` if it holds something else.
    func becomeObject() -> Bool {
        switch content {
        case .object: return true
        case .empty:
            content = .object([:], order: [])
            return true
        case .leaf, .array: return false
        }
    }

    /// Makes this node an array, unless it already is one; returns `false` if it holds something else.
    func becomeArray() -> Bool {
        switch content {
        case .array: return true
        case .empty:
            content = .array([])
            return true
        case .leaf, .object: return false
        }
    }

    /// Sets the content of an empty node to `value`; returns `false` if the node was not empty.
    func setValue(_ value: ComponentValue) -> Bool {
        guard isEmpty else { return false }
        content = .leaf(value)
        return true
    }

    /// Takes the content of `other` if this node is empty; returns `false` if it was not.
    func adopt(_ other: ComponentValueEncodingNode) -> Bool {
        guard isEmpty else { return false }
        content = other.content
        return true
    }

    /// The member node at `key`, if this node is an object that has it.
    func member(_ key: String) -> ComponentValueEncodingNode? {
        guard case .object(let members, _) = content else { return nil }
        return members[key]
    }

    /// Sets the member `key` of an object node, replacing any earlier one.
    func setMember(_ node: ComponentValueEncodingNode, forKey key: String) {
        guard case .object(var members, var order) = content else { return }
        content = .empty  // Lets `members` and `order` be mutated in place.
        if members.updateValue(node, forKey: key) == nil { order.append(key) }
        content = .object(members, order: order)
    }

    /// The number of elements of an array node.
    var elementCount: Int {
        guard case .array(let elements) = content else { return 0 }
        return elements.count
    }

    /// Appends an element to an array node.
    func append(_ node: ComponentValueEncodingNode) {
        guard case .array(var elements) = content else { return }
        content = .empty  // Lets `elements` be mutated in place.
        elements.append(node)
        content = .array(elements)
    }

    /// The finished value, or `nil` if nothing was encoded; an empty nested node becomes an empty object,
    /// as in `JSONEncoder`.
    var componentValue: ComponentValue? {
        switch content {
        case .empty: nil
        case .leaf(let value): value
        case .object(let members, let order):
            .object(ComponentPayload(uniqueMembers: order.map { ($0, members[$0]?.componentValue ?? .object([:])) }))
        case .array(let elements): .array(elements.map { $0.componentValue ?? .object([:]) })
        }
    }
}
