import ComponentService
import TestSupport
import Testing

/// The wire contract of the test component `Bag`, which takes arguments of every container type.
enum BagDefine {
    static let name = "Bag"

    static let items = ComponentKey<ComponentValue?>("items", "Anything.")
    static let tags = ComponentKey<[String]?>("tags", "Tags.")
    static let text = ComponentKey<String?>("text", "A text.")
    static let count = ComponentKey<Int>("count", "How many arguments came.")

    static let take = ComponentCommand.sync(
        "take", "Counts the arguments it got.", arguments: [items, tags, text], results: [count])
    static let takeLater = ComponentCommand.async(
        "takeLater", "Counts the arguments it got, answered later.",
        arguments: [items, tags, text], results: [count])

    static let descriptor = ComponentDescriptor(
        name: name, summary: "Takes big arguments.", commands: [take, takeLater])
}

final class BagComponent: Component {
    static let descriptor = BagDefine.descriptor
    static let handlers: [ComponentHandler<BagComponent>] = [
        .sync(BagDefine.take) { component, call in
            component.calls.increment()
            return try ComponentPayload(BagDefine.count, call.arguments.count)
        },
        .async(BagDefine.takeLater) { component, call in
            component.calls.increment()
            return try ComponentPayload(BagDefine.count, call.arguments.count)
        },
    ]

    let calls = Counter()
}

/// `levels` arrays, each inside the next, around an int: `nested(2)` is `[[0]]`.
func nested(_ levels: Int) -> ComponentValue {
    var value: ComponentValue = 0
    for _ in 0..<levels { value = .array([value]) }
    return value
}

@Suite("Argument limits")
struct ArgumentLimitTests {
    private func bag(_ limits: ComponentArgumentLimits = .default) throws -> (ComponentService, BagComponent) {
        let service = ComponentService(argumentLimits: limits)
        let component = BagComponent()
        try service.register(component)
        return (service, component)
    }

    private func error(
        _ arguments: ComponentPayload, limits: ComponentArgumentLimits = .default
    ) throws
        -> ComponentError?
    {
        let (service, component) = try bag(limits)
        let error = service.call(BagDefine.name, "take", arguments).error
        if error != nil { #expect(component.calls.count == 0, "the component ran despite the error") }
        return error
    }

    @Test("the defaults are 64 levels, 100,000 values and 1 MiB strings, and a service keeps the limits it is given")
    func defaults() {
        #expect(ComponentArgumentLimits.default == ComponentArgumentLimits(maxDepth: 64, maxElements: 100_000))
        #expect(ComponentArgumentLimits.default.maxStringBytes == 1_048_576)
        #expect(ComponentService().argumentLimits == .default)
        let limits = ComponentArgumentLimits(maxDepth: 3, maxElements: 10, maxStringBytes: 5)
        #expect(ComponentService(argumentLimits: limits).argumentLimits == limits)
    }

    @Test("a negative limit set after creation is stored as 0")
    func negativeLimitSetLater() {
        var limits = ComponentArgumentLimits()
        limits.maxDepth = -1
        limits.maxElements = -5
        limits.maxStringBytes = -7
        #expect(limits == ComponentArgumentLimits(maxDepth: 0, maxElements: 0, maxStringBytes: 0))
        #expect([limits.maxDepth, limits.maxElements, limits.maxStringBytes] == [0, 0, 0])
    }

    @Test("nesting up to maxDepth passes; deeper is error 300 naming the key, the depth and the limit")
    func depth() throws {
        #expect(try error(["items": nested(64)]) == nil)
        let failure = try #require(try error(["items": nested(70)]))
        #expect(failure.code == .invalidArgument)
        #expect(failure.argument == "items")
        #expect(failure.component == "Bag")
        #expect(failure.command == "take")
        #expect(failure.message == "Invalid argument for Bag.take: 'items' is nested 70 levels deep; the limit is 64")
        let objects: ComponentValue = ["a": ["b": ["c": 1]]]
        #expect(try error(["items": objects], limits: .init(maxDepth: 3)) == nil)
        #expect(
            try error(["items": ["x": objects]], limits: .init(maxDepth: 3))?.message
                == "Invalid argument for Bag.take: 'items' is nested 4 levels deep; the limit is 3")
    }

    @Test("up to maxElements values pass, nested ones counted; more is error 300 naming the key and the limit")
    func elements() throws {
        let allowed = ComponentValue.array(Array(repeating: 1, count: 100_000))
        #expect(try error(["items": allowed]) == nil)
        let failure = try #require(try error(["tags": .array(Array(repeating: "t", count: 100_001))]))
        #expect(failure.code == .invalidArgument)
        #expect(failure.argument == "tags")
        #expect(
            failure.message
                == "Invalid argument for Bag.take: 'tags' holds more than 100000 values, counting nested ones; "
                + "the limit is 100000")
        // [[1, 2], {"k": 3}] holds 5 values: two containers and three numbers.
        let mixed: ComponentValue = [[1, 2], ["k": 3]]
        #expect(try error(["items": mixed], limits: .init(maxElements: 5)) == nil)
        #expect(try error(["items": mixed], limits: .init(maxElements: 4))?.argument == "items")
    }

    @Test("strings up to maxStringBytes pass, anywhere in an argument; longer ones are error 300 saying how long")
    func strings() throws {
        let mebibyte = String(repeatingASCII: "a", count: 1 << 20)
        #expect(try error(["text": .string(mebibyte)]) == nil)
        #expect(
            try error(["text": .string(mebibyte + "é")])?.message
                == "Invalid argument for Bag.take: 'text' is a string of 1048578 bytes; the limit is 1048576 bytes")
        let limits = ComponentArgumentLimits(maxStringBytes: 4)
        #expect(try error(["tags": ["abcd"], "items": ["abcd": "abcd"]], limits: limits) == nil)
        #expect(
            try error(["tags": ["ab", "abcde"]], limits: limits)?.message
                == "Invalid argument for Bag.take: 'tags' holds a string of 5 bytes; the limit is 4 bytes")
        #expect(
            try error(["items": [["abcde": 1]]], limits: limits)?.message
                == "Invalid argument for Bag.take: 'items' holds a key that is a string of 5 bytes; the limit is 4 bytes"
        )
    }

    /// A NaN passed the checks in the dictionary form: the component ran, and its answer could not be written
    /// as JSON, or its own encoding failed and the caller's error blamed it (400).
    @Test("a number that is not finite, anywhere in an argument, is error 300 naming the key; the component never runs")
    func nonFiniteNumbers() throws {
        for number in [Double.nan, .infinity, -.infinity] {
            #expect(
                try error(["items": .double(number)])?.message
                    == "Invalid argument for Bag.take: 'items' is \(number), not a finite number")
            #expect(
                try error(["items": ["a": [1, .double(number)]]])?.message
                    == "Invalid argument for Bag.take: 'items' holds \(number), not a finite number")
        }
        #expect(try error(["items": [.double(-0.0), .double(.greatestFiniteMagnitude), 1]]) == nil)
    }

    @Test("hostile arguments are rejected without recursion, after at most maxElements + 1 values")
    func hostile() throws {
        let deep = try #require(try error(["items": nested(10_000)]))
        #expect(deep.message == "Invalid argument for Bag.take: 'items' is nested 10000 levels deep; the limit is 64")
        // Cut short by the count, the depth is a lower bound.
        let cut = try #require(try error(["items": nested(10_000)], limits: .init(maxElements: 100)))
        #expect(cut.message.hasSuffix("'items' is nested at least 101 levels deep; the limit is 64"), "\(cut.message)")
        let huge = ComponentValue.array(Array(repeating: .array([1, 2, 3]), count: 1_000_000))
        let clock = ContinuousClock()
        var failure: ComponentError?
        let elapsed = try clock.measure { failure = try error(["items": huge], limits: .init(maxElements: 1_000)) }
        #expect(failure?.message.contains("holds more than 1000 values") == true)
        #expect(elapsed < .seconds(1), "walked the whole argument instead of stopping: \(elapsed)")
    }

    /// Describing a value 10,000 levels deep in a type error overflowed the stack before the limits came first.
    @Test("limits are checked before types and declarations, so a hostile value is never described in a message")
    func limitsFirst() throws {
        #expect(try error(["text": nested(10_000)])?.message.contains("'text' is nested 10000 levels deep") == true)
        #expect(try error(["colour": nested(100)])?.message.contains("'colour' is nested 100 levels deep") == true)
        #expect(try error(["text": nested(3)])?.message.contains("'text' expects string, got array") == true)
        // Beside a mistyped or an undeclared argument, the one over a limit still decides the error.
        #expect(try error(["text": 3, "items": nested(100)])?.argument == "items")
        #expect(try error(["colour": 1, "items": nested(100)])?.argument == "items")
        #expect(
            try error(
                ["items": 1, "text": .string(String(repeating: "a", count: 5))], limits: .init(maxStringBytes: 4))?
                .argument == "text")
    }

    @Test("async commands, invoke and callbacks get the same error 300, exactly once, and the component never runs")
    func everyPath() async throws {
        let (service, component) = try bag(.init(maxDepth: 2))
        let thrown = await #expect(throws: ComponentError.self) {
            try await service.invoke(BagDefine.name, "takeLater", ["items": nested(3)])
        }
        #expect(thrown?.code == .invalidArgument)
        #expect(
            thrown?.message == "Invalid argument for Bag.takeLater: 'items' is nested 3 levels deep; the limit is 2")
        let recorder = EventRecorder()
        let immediate = service.call(BagDefine.name, "takeLater", ["tags": nested(3)], callback: recorder.callback)
        #expect(immediate.error?.argument == "tags")
        let completions = await recorder.waitForCompletions()
        #expect(completions.count == 1)
        #expect(completions.first?.error?.argument == "tags")
        #expect(try await service.invoke(BagDefine.name, "takeLater", ["items": nested(2)]) == ["count": 1])
        #expect(component.calls.count == 1)
    }
}
