import JSONParsing
import TestSupport

/// Random ``Shape``s, and random values for them: values that fit, with numbers at their types' bounds, or,
/// when asked, values with exactly one fault, whose error kind and coding path the generator knows.
struct RandomShape {
    /// The one fault put into a value: the `DecodingError` kind it should raise and its coding path, written
    /// as the paths of ``DecodingOutcome``.
    struct Fault: Sendable, CustomStringConvertible {
        var kind: DecodingOutcome.Kind
        var path: [String]
        var description: String { "\(kind) at \(path)" }
    }

    var random: SplitMix64
    /// Whether a value may still get its fault; cleared once it has one.
    private var wantsFault = false
    /// The fault put into the last value made.
    private(set) var fault: Fault?
    /// The coding path of the part being made.
    private var path: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Shapes

    /// A random shape, nested at most `depth` deep.
    mutating func shape(depth: Int) -> Shape {
        switch Int.random(in: depth > 0 ? 0...9 : 0...3, using: &random) {
        case 0, 1: return .leaf(pick(Leaf.allCases))
        case 2: return .standard(pick(Shape.Standard.allCases), pick(Leaf.allCases))
        case 3: return .json
        case 4: return .optional(shape(depth: depth - 1).nonOptional)
        case 5: return .array(slot(depth: depth - 1))
        case 6: return .tuple((0..<Int.random(in: 0...3, using: &random)).map { _ in slot(depth: depth - 1) })
        default:
            let keys = ["a", "b", "name", "price", "two words", "é", "super"].shuffled(using: &random)
            return .object(
                keys.prefix(Int.random(in: 0...4, using: &random)).map { key in
                    let shape = shape(depth: depth - 1)
                    return Shape.Member(key: key, shape: shape, access: access(for: shape))
                })
        }
    }

    private mutating func slot(depth: Int) -> Shape.Slot {
        let shape = shape(depth: depth)
        return Shape.Slot(shape: shape, access: access(for: shape))
    }

    /// A container method that can read `shape`.
    private mutating func access(for shape: Shape) -> Shape.Access {
        pick(
            Shape.Access.allCases.filter { access in
                switch (access, shape) {
                case (.decodeIfPresent, _): shape.isOptional
                case (.nested, .object), (.nested, .array), (.nested, .tuple): true
                case (.nested, _): false
                case (.typed, .leaf): true
                case (.typed, _): false
                default: true
                }
            })
    }

    // MARK: Values

    /// A value that fits `shape`, or with `withFault`, one that fits but for one fault (``fault``), if the
    /// shape has a place for one.
    mutating func value(for shape: Shape, withFault: Bool) -> JSONValue {
        wantsFault = withFault
        fault = nil
        path = []
        return value(for: shape) ?? .null
    }

    /// A value for `shape`; `nil` for a member to leave out. Inside an optional, `null` is no fault.
    private mutating func value(for shape: Shape, insideOptional: Bool = false) -> JSONValue? {
        if wantsFault, chance(1, in: 6), let faulty = faultyValue(for: shape, insideOptional: insideOptional) {
            return faulty
        }
        switch shape {
        case .leaf(let leaf): return number(for: leaf) ?? scalar(for: leaf)
        case .json: return RandomJSONValue.value(depth: 2, random: &random)
        case .optional(let wrapped): return chance(1, in: 3) ? .null : value(for: wrapped, insideOptional: true)
        case .array(let slot): return .array(elements((0..<Int.random(in: 0...3, using: &random)).map { _ in slot }))
        case .tuple(let slots): return .array(elements(slots))
        case .object(let members): return .object(self.members(members))
        case .standard(.optional, let leaf):
            return chance(1, in: 3) ? .null : value(for: .leaf(leaf), insideOptional: true)
        case .standard(.array, let leaf):
            let count = Int.random(in: 0...3, using: &random)
            return .array(elements(Array(repeating: Shape.Slot(shape: .leaf(leaf), access: .decode), count: count)))
        case .standard(.dictionary, let leaf):
            let keys = ["x", "y", "z"].prefix(Int.random(in: 0...3, using: &random))
            let members = keys.map { Shape.Member(key: $0, shape: .leaf(leaf), access: .decode) }
            return .object(self.members(members, areRequired: false))
        }
    }

    private mutating func elements(_ slots: [Shape.Slot]) -> [JSONValue] {
        slots.indices.map { index in
            path.append("Index \(index)#\(index)")
            defer { path.removeLast() }
            return value(for: slots[index].shape) ?? .null
        }
    }

    /// The members of an object; a struct's are required, unless optional and read so that a missing one
    /// reads as `null`, and a dictionary's are not.
    private mutating func members(_ members: [Shape.Member], areRequired: Bool = true) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        for member in members {
            let readsMissingAsNull = [.decodeIfPresent, .superDecoder].contains(member.access)
            let mayBeLeftOut = member.shape.isOptional && readsMissingAsNull
            if wantsFault, areRequired, !readsMissingAsNull, chance(1, in: 12) {
                wantsFault = false
                fault = Fault(kind: .keyNotFound, path: path)
                continue
            }
            if mayBeLeftOut, chance(1, in: 4) {
                continue
            }
            path.append(member.key)
            object[member.key] = value(for: member.shape)
            path.removeLast()
        }
        return object
    }

    // MARK: Numbers and scalars

    /// A number of `leaf`'s type, often at one of its bounds; `nil` for `Bool` and `String`.
    private mutating func number(for leaf: Leaf) -> JSONValue? {
        switch leaf {
        case .bool, .string:
            return nil
        case .double:
            return pick([
                .double(.greatestFiniteMagnitude), .double(-.greatestFiniteMagnitude), .double(.leastNonzeroMagnitude),
                .double(0.1), .double(-0.0), .double(1e300), .int(.max), .int(.min),
                .double(Double.random(in: -1e12...1e12, using: &random)),
                .int(Int.random(in: .min ... .max, using: &random)),
            ])
        case .float:
            return pick([
                .double(Double(Float.greatestFiniteMagnitude)), .double(Double(Float.leastNonzeroMagnitude)),
                .double(0.1), .double(-0.0), .int(16_777_217), .int(.max), .int(.min),
                .double(Double.random(in: -1e12...1e12, using: &random)),
            ])
        default:
            guard let range = leaf.integerRange else { return nil }
            let inside = Int128.random(in: range, using: &random)
            let candidates = [range.lowerBound, range.upperBound, 0, 1, inside] + (range.lowerBound < 0 ? [-1] : [])
            return integer(pick(candidates))
        }
    }

    /// `value` as a JSON number: an `.int` when it fits one, sometimes written as a whole `.double`.
    private mutating func integer(_ value: Int128) -> JSONValue {
        if let int = Int(exactly: value), int.magnitude < 1 << 53, chance(1, in: 4) {
            return .double(Double(int))
        }
        // Beyond Int a JSON value holds a number only as a Double, which the decoder refuses to read as an
        // integer (a fault of its own, in `outOfRange(for:)`): a value that fits stops at Int's bounds.
        return .int(Int(clamping: value))
    }

    private mutating func scalar(for leaf: Leaf) -> JSONValue {
        leaf == .bool ? .bool(chance(1, in: 2)) : .string(pick(["", "x", "two words", "é🛒", "\u{FEFF}"]))
    }

    // MARK: Faults

    /// A value that does not fit `shape` where it stands, with the fault it raises; `nil` if the shape
    /// takes any value here.
    private mutating func faultyValue(for shape: Shape, insideOptional: Bool) -> JSONValue? {
        let value: JSONValue
        let kind: DecodingOutcome.Kind
        switch shape {
        case .json, .optional:
            return nil
        case .leaf(let leaf), .standard(.optional, let leaf):
            if chance(1, in: 2), let number = outOfRange(for: leaf) {
                (value, kind) = (number, .dataCorrupted)
            } else {
                value = wrongKind(for: leaf)
                kind = value == .null && leaf != .bool ? .valueNotFound : .typeMismatch
            }
        case .array, .tuple, .standard(.array, _):
            if case .tuple(let slots) = shape, let last = slots.last, last.access != .decodeIfPresent, chance(1, in: 2)
            {
                // One element short: reading the last one runs past the end.
                wantsFault = false
                fault = Fault(kind: .valueNotFound, path: path + ["Index \(slots.count - 1)#\(slots.count - 1)"])
                return .array(elements(Array(slots.dropLast())))
            }
            value = pick([.null, .object([:]), .string("[]"), .int(1)])
            kind = value == .null ? .valueNotFound : .typeMismatch
        case .object, .standard(.dictionary, _):
            value = pick([.null, .array([]), .string("{}"), .bool(true)])
            kind = value == .null ? .valueNotFound : .typeMismatch
        }
        if value == .null, insideOptional || shape.isOptional {
            return nil
        }
        wantsFault = false
        fault = Fault(kind: kind, path: path)
        return value
    }

    /// A number that `leaf`'s type cannot hold; `nil` for types that hold every finite number.
    private mutating func outOfRange(for leaf: Leaf) -> JSONValue? {
        switch leaf {
        case .bool, .string, .double:
            return nil
        case .float:
            return pick([.double(1e39), .double(-1e39), .double(1e-46), .double(.leastNonzeroMagnitude)])
        default:
            guard let range = leaf.integerRange else { return nil }
            var candidates: [JSONValue] = [.double(2.5), .double(-0.5), .double(1e20), .double(-0x1p63)]
            candidates.append(range.upperBound < Int.max ? .int(Int(range.upperBound) + 1) : .double(0x1p64))
            if range.upperBound == Int.max {
                candidates.append(.double(0x1p63))
            }
            candidates.append(range.lowerBound > Int.min ? .int(Int(range.lowerBound) - 1) : .double(-1e19))
            return pick(candidates)
        }
    }

    /// A value of another kind than `leaf`.
    private mutating func wrongKind(for leaf: Leaf) -> JSONValue {
        let others: [JSONValue] = [.null, .bool(true), .int(5), .string("5"), .array([1]), .object(["a": 1])]
        return pick(
            others.filter { other in
                switch (leaf, other) {
                case (.bool, .bool), (.string, .string): false
                case (.bool, _), (.string, _): true
                case (_, .int): false
                default: true
                }
            })
    }

    // MARK: Randomness

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: elements.indices, using: &random)]
    }

    private mutating func chance(_ count: Int, in total: Int) -> Bool {
        Int.random(in: 0..<total, using: &random) < count
    }
}

extension Shape {
    /// The shape, or what it wraps if it is optional, so optionals do not nest.
    var nonOptional: Shape {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

/// Random finite ``JSONValue``s.
enum RandomJSONValue {
    static func value(depth: Int, random: inout SplitMix64) -> JSONValue {
        switch Int.random(in: depth > 0 ? 0...7 : 0...5, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int.random(in: .min ... .max, using: &random))
        case 3: return .double(Double.random(in: -1e12...1e12, using: &random))
        case 4: return .double([2.0, -0.0, 1e19, 0x1p63, 1e300][Int.random(in: 0...4, using: &random)])
        case 5: return .string(["", "x", "é🛒", "\u{FEFF}"][Int.random(in: 0...3, using: &random)])
        case 6:
            let count = Int.random(in: 0...3, using: &random)
            return .array((0..<count).map { _ in value(depth: depth - 1, random: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for key in ["a", "b", "c"].prefix(Int.random(in: 0...3, using: &random)) {
                members[key] = value(depth: depth - 1, random: &random)
            }
            return .object(members)
        }
    }
}
