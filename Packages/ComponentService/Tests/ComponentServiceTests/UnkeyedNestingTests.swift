import ComponentService
import Testing

/// Containers nested in an array: a keyed one, an unkeyed one and super encoders and decoders, each at the
/// position of the element it fills, with errors inside them naming the path down to the value.
@Suite("Containers nested in arrays")
struct UnkeyedNestingTests {
    /// A shape written as an array: a corner as an object, the sides as an array, a weight through a super
    /// encoder, and a super encoder that encodes nothing.
    struct Shape: Codable, Equatable {
        var corner: (x: Double, y: Double)
        var sides: [Double]
        var weight: Double
        /// What a decoded shape saw: its outer array's end, and the keys of the empty element.
        var wasAtEnd = false
        var emptyKeys: [String] = []

        private enum Keys: String, CodingKey { case x, y }

        init(corner: (x: Double, y: Double), sides: [Double], weight: Double) {
            self.corner = corner
            self.sides = sides
            self.weight = weight
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.corner == rhs.corner && lhs.sides == rhs.sides && lhs.weight == rhs.weight
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            var corner = container.nestedContainer(keyedBy: Keys.self)
            try corner.encode(self.corner.x, forKey: .x)
            try corner.encode(self.corner.y, forKey: .y)
            var sides = container.nestedUnkeyedContainer()
            for side in self.sides { try sides.encode(side) }
            var weight = container.superEncoder().singleValueContainer()
            try weight.encode(self.weight)
            _ = container.superEncoder()
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let corner = try container.nestedContainer(keyedBy: Keys.self)
            self.corner = (try corner.decode(Double.self, forKey: .x), try corner.decode(Double.self, forKey: .y))
            var sides = try container.nestedUnkeyedContainer()
            self.sides = []
            while !sides.isAtEnd { self.sides.append(try sides.decode(Double.self)) }
            weight = try container.superDecoder().singleValueContainer().decode(Double.self)
            emptyKeys = try container.superDecoder().container(keyedBy: Keys.self).allKeys.map(\.rawValue)
            wasAtEnd = container.isAtEnd
        }
    }

    static let shape = Shape(corner: (x: 1.5, y: -2), sides: [3, 4.25, 5], weight: 0.5)
    static let shapeValue: ComponentValue = [["x": 1.5, "y": -2.0], [3.0, 4.25, 5.0], 0.5, [:]]

    @Test("a keyed, an unkeyed and a super container in an array each fill one element, in order")
    func roundTrip() throws {
        let value = try ComponentValueEncoder().encode(Self.shape)
        #expect(value == Self.shapeValue)
        #expect(value[0]?.objectValue?.keys == ["x", "y"])
        let decoded = try ComponentValueDecoder().decode(Shape.self, from: value)
        #expect(decoded == Self.shape)
        #expect(decoded.emptyKeys.isEmpty)
        #expect(decoded.wasAtEnd, "each nested container moved past its element")
    }

    @Test("an encoding error inside a container nested in an array names its element")
    func encodingPaths() throws {
        var corner = Self.shape
        corner.corner.y = .infinity
        var side = Self.shape
        side.sides[2] = .nan
        var weight = Self.shape
        weight.weight = -.infinity
        for (shape, description) in [
            (corner, "at $.shapes[1][0].y: non-finite Double inf cannot be encoded"),
            (side, "at $.shapes[1][1][2]: non-finite Double nan cannot be encoded"),
            (weight, "at $.shapes[1][2]: non-finite Double -inf cannot be encoded"),
        ] {
            let error = try #require(throws: ComponentValueCodingError.self) {
                try ComponentValueEncoder().encode(["shapes": [Self.shape, shape]])
            }
            #expect(error.code == .nonFiniteNumber)
            #expect(error.description == description)
        }
    }

    @Test("a decoding error inside a container nested in an array names its element")
    func decodingPaths() throws {
        let elements = try #require(Self.shapeValue.arrayValue)
        let cases: [(Int, ComponentValue, ComponentValueCodingError.Code, String)] = [
            (0, ["x": 1, "y": "two"], .typeMismatch, #"at $.shapes[0].y: expected double, found string "two""#),
            (0, ["x": 1], .keyNotFound, #"at $.shapes[0]: missing key "y""#),
            (0, [1, 2], .typeMismatch, "at $.shapes[0]: expected object, found array with 2 elements"),
            (1, [3, true], .typeMismatch, "at $.shapes[1][1]: expected double, found bool true"),
            (1, [:], .typeMismatch, "at $.shapes[1]: expected array, found object with 0 keys"),
            (1, nil, .valueNotFound, "at $.shapes[1]: expected array, found null"),
            (2, "heavy", .typeMismatch, #"at $.shapes[2]: expected double, found string "heavy""#),
            (3, 7, .typeMismatch, "at $.shapes[3]: expected object, found int 7"),
        ]
        for (index, element, code, description) in cases {
            var broken = elements
            broken[index] = element
            let error = try #require(throws: ComponentValueCodingError.self, "\(description)") {
                try ComponentValueDecoder().decode([String: Shape].self, from: ["shapes": .array(broken)])
            }
            #expect(error.code == code, "\(description)")
            #expect(error.description == description)
        }
        let short = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueDecoder().decode(Shape.self, from: .array(Array(elements.prefix(2))))
        }
        #expect(short.description == "at $[2]: expected a value, found the end of an array with 2 elements")
    }

    @Test("an element that a nested container could not read is read again as another kind")
    func failedNestedContainerIsNotConsumed() throws {
        /// Counts the members of each object and the elements of each array in a list of both.
        struct Sizes: Decodable {
            var sizes: [Int] = []
            private struct AnyKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                // Bounded, so that a container that does not move on fails the test instead of hanging it.
                while !container.isAtEnd, sizes.count < 10 {
                    if let object = try? container.nestedContainer(keyedBy: AnyKey.self) {
                        sizes.append(object.allKeys.count)
                    } else if var array = try? container.nestedUnkeyedContainer() {
                        sizes.append(array.count ?? -1)
                        while !array.isAtEnd { _ = try array.decode(ComponentValue.self) }
                    } else {
                        sizes.append(try container.superDecoder().singleValueContainer().decode(Int.self))
                    }
                }
            }
        }
        let decoded = try ComponentValueDecoder().decode(
            Sizes.self, from: [["a": 1, "b": 2], [1, 2, 3], -1, [:], []])
        #expect(decoded.sizes == [2, 3, -1, 0, 0])
    }
}
