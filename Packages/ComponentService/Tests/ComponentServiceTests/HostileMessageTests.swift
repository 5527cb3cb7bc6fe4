import ComponentService
import Foundation
import TestSupport
import Testing

/// Huge, Unicode and control-character names, keys, values and name lists through every path that makes
/// an error message: each message stays under ``bound`` characters, holds no character a terminal would
/// act on, and still names what is wrong (the start of the text, and its full length when it was cut).
///
/// Serialized: texts of 131,072 characters are slow to hash and parse under ThreadSanitizer, and one test at
/// a time leaves the other threads of the cooperative pool to the suites that measure time.
@Suite("Hostile text in messages", .serialized)
struct HostileMessageTests {
    static let bound = 1_000
    static let rounds = 24

    @Test("unknown component and command names (seeded)")
    func unknownNames() throws {
        let service = try Self.service()
        var random = SplitMix64(seed: 0x4057_0001)
        for _ in 0..<Self.rounds {
            let name = random.hostileText()
            let command = random.hostileText()
            let missing = service.call(name, "echo").error
            Self.check(missing, .noComponent, prefix: "No component named '", echoes: [name])
            #expect(missing?.component == name)
            let unsupported = service.call(EchoDefine.name, command).error
            Self.check(unsupported, .unsupportedCommand, prefix: "Unsupported command '", echoes: [command])
            #expect(unsupported?.command == command)
            let onHostile = service.call(HostileDefine.name, command).error
            Self.check(onHostile, .unsupportedCommand, prefix: "Unsupported command '", echoes: [command])
        }
    }

    @Test("undeclared, mistyped, missing and oversized arguments (seeded)")
    func arguments() throws {
        let service = try Self.service()
        let limited = try Self.service(limits: ComponentArgumentLimits(maxStringBytes: 1_000))
        var random = SplitMix64(seed: 0x4057_0002)
        for _ in 0..<Self.rounds {
            let key = "k" + random.hostileText()
            let value = random.hostileText()
            let undeclared = service.call(EchoDefine.name, "echo", ["text": "a", key: "b"]).error
            Self.check(undeclared, .invalidArgument, prefix: "Invalid argument for Echo.echo: '", echoes: [key])
            #expect(undeclared?.message.hasSuffix("is not declared; it takes text, times, note") == true)
            #expect(undeclared?.argument == key)

            let mistyped = service.call(EchoDefine.name, "echo", ["text": "a", "times": .string(value)]).error
            Self.check(
                mistyped, .invalidArgument,
                prefix: #"Invalid argument for Echo.echo: 'times' expects int, got string ""#, echoes: [value])

            let oversized = limited.call(EchoDefine.name, "echo", [key: .string(String(repeating: "x", count: 1_001))])
            Self.check(oversized.error, .invalidArgument, prefix: "Invalid argument for Echo.echo: '", echoes: [key])
            #expect(oversized.error?.message.hasSuffix("is a string of 1001 bytes; the limit is 1000 bytes") == true)

            let nested = service.call(HostileDefine.name, HostileDefine.read.name, ["counts": [key: .string(value)]])
            Self.check(nested.error, .invalidArgument, prefix: "Invalid argument for Hostile", echoes: [])
            #expect(Self.contains(nested.error?.message, "'counts' expects object: at $"))
        }
        // 100,000 declared names: the list shows the first ones and counts the rest.
        let wideKey = "k" + random.hostileText(length: 131_072)
        try service.register(WideComponent())
        let wide = service.call("Wide", "wide", [wideKey: "b"]).error
        Self.check(wide, .invalidArgument, prefix: "Invalid argument for Wide.wide: 'k", echoes: [wideKey, "0"])
        // The first name is 301 characters, cut to a piece that fills the list on its own.
        #expect(wide?.message.hasSuffix("(301 characters) and 99999 more") == true)
        #expect(wide?.argument == wideKey)

        let missing = service.call(HostileDefine.name, HostileDefine.take.name).error
        Self.check(missing, .invalidArgument, prefix: "Invalid argument for Hostile", echoes: [HostileDefine.key.name])
        #expect(missing?.argument == HostileDefine.key.name)
    }

    @Test("a typed argument with no value form, under a hostile key (seeded)")
    func typedArguments() throws {
        let service = try Self.service()
        var random = SplitMix64(seed: 0x4057_0003)
        for _ in 0..<Self.rounds {
            let scores = Scores(values: [random.hostileText(): .nan])
            let error = Self.thrown {
                _ = try service.call(HostileDefine.read, on: HostileDefine.name, HostileDefine.scores(scores))
            }
            Self.check(error, .invalidArgument, prefix: "Invalid argument for Hostile", echoes: [])
            #expect(Self.contains(error?.message, "'scores' at $.values"))
            #expect(error?.message.hasSuffix("non-finite Double nan cannot be encoded") == true)
        }
    }

    @Test("failures, invalid results, timeouts and dropped responders of a component with a hostile name (seeded)")
    func componentFailures() async throws {
        let service = try Self.service()
        var random = SplitMix64(seed: 0x4057_0004)
        for _ in 0..<Self.rounds {
            let text = random.hostileText()
            let failure = service.call(HostileDefine.name, HostileDefine.fail.name, ["text": .string(text)]).error
            Self.check(failure, .componentFailure, prefix: "Hostile", echoes: [text])
            #expect(Self.contains(failure?.message, " failed: "))
            let result = service.call(HostileDefine.name, HostileDefine.answer.name, ["text": .string(text)]).error
            Self.check(result, .componentFailure, prefix: "Hostile", echoes: [text])
            #expect(result?.message.hasSuffix("is not a declared result key") == true)
        }
        let timeout = await Self.thrownAsync {
            _ = try await service.invoke(HostileDefine.name, HostileDefine.never.name, timeout: .zero)
        }
        let site = "\(HostileDefine.name).\(HostileDefine.never.name)"
        Self.check(timeout, .timeout, prefix: "Hostile", echoes: [site])
        let dropped = await Self.thrownAsync {
            _ = try await service.invoke(HostileDefine.name, HostileDefine.drop.name)
        }
        Self.check(
            dropped, .componentFailure, prefix: "Hostile", echoes: ["\(HostileDefine.name).\(HostileDefine.drop.name)"])
        let staleNever = ComponentCommand.sync(HostileDefine.never.name, "Answered now, in an older version.")
        let now = Self.thrown { _ = try service.call(staleNever, on: HostileDefine.name) }
        Self.check(now, .unsupportedCommand, prefix: "Hostile", echoes: [site])
    }

    @Test("a creation cycle through a component with a hostile name")
    func creationCycle() throws {
        let service = ComponentService()
        let inner = LockedBox<[ComponentResult]>([])
        try service.register(HostileComponent.self) { service in
            let ownCall = service.call(HostileDefine.name, HostileDefine.nothing.name)
            let callOfA = service.call(NodeA.name, TagDefine.whoami.name)
            inner.withLock { $0 += [ownCall, callOfA] }
            return HostileComponent()
        }
        try service.register(Tagged<NodeA>.self) { service in
            let callOfHostile = service.call(HostileDefine.name, HostileDefine.nothing.name)
            inner.withLock { $0.append(callOfHostile) }
            return Tagged(token: 0)
        }
        #expect(service.call(HostileDefine.name, HostileDefine.nothing.name).error == nil)
        let errors = inner.withLock { $0 }.compactMap(\.error)
        try #require(errors.count == 2)
        let ownCall = try #require(errors.first { Self.contains($0.message, "by its own initializer: Hostile") })
        Self.check(ownCall, .componentFailure, prefix: "Hostile", echoes: [HostileDefine.name])
        // The hostile name fills the list on its own, so A is counted rather than shown.
        let callOfHostile = try #require(errors.first { Self.contains($0.message, "in a cycle of initializers") })
        Self.check(callOfHostile, .componentFailure, prefix: "Hostile", echoes: [HostileDefine.name])
        #expect(Self.contains(callOfHostile.message, "characters) and 1 more → Hostile"))
    }

    @Test("registration errors and conversion errors (seeded)")
    func registrationAndConversion() throws {
        let service = try Self.service()
        do {
            try service.register(HostileComponent())
            Issue.record("a taken name was registered again")
        } catch {
            Self.checkText(error.message, echoes: [HostileDefine.name])
        }
        var random = SplitMix64(seed: 0x4057_0005)
        for _ in 0..<Self.rounds {
            let text = random.hostileText()
            for value in [ComponentValue.string(text), .array([.string(text)]), .object([text: 1])] {
                do throws(ComponentValueCodingError) {
                    _ = try Int(componentValue: value)
                    Issue.record("\(value.kindName) read as an int")
                } catch {
                    Self.checkText(error.message, echoes: [])
                }
            }
            do {
                _ = try ComponentValueDecoder().decode(URL.self, from: .string("http://[" + text))
                Issue.record("an invalid URL was read")
            } catch {
                Self.checkText(error.message, echoes: [])
            }
        }
    }

    // MARK: Checks

    /// Checks that `error` has `code`, and that its message starts with `prefix` and passes ``checkText``.
    static func check(
        _ error: ComponentError?, _ code: ComponentError.Code, prefix: String, echoes texts: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error else {
            Issue.record("no error", sourceLocation: sourceLocation)
            return
        }
        #expect(error.code == code, sourceLocation: sourceLocation)
        #expect(
            error.message.unicodeScalars.starts(with: prefix.unicodeScalars), "\(error.message.prefix(300))",
            sourceLocation: sourceLocation)
        checkText(error.message, echoes: texts, sourceLocation: sourceLocation)
    }

    /// Checks that `message` is under ``bound`` characters and holds no terminal control, and that it names
    /// each of `texts`: their first plain letters, and their full length when they are longer than a piece.
    static func checkText(
        _ message: String, echoes texts: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let scalars = message.unicodeScalars
        #expect(
            scalars.count < bound, "\(scalars.count) characters: \(message.prefix(300))", sourceLocation: sourceLocation
        )
        #expect(!scalars.contains(where: isTerminalControl), "\(message.prefix(300))", sourceLocation: sourceLocation)
        for text in texts {
            let length = text.unicodeScalars.count
            if length > 200 {
                #expect(
                    contains(message, "(\(length) characters)"), "\(message.prefix(300))",
                    sourceLocation: sourceLocation)
            }
            let plain = String(String.UnicodeScalarView(text.unicodeScalars.prefix(20).prefix(while: isPlain)))
            if !plain.isEmpty {
                #expect(contains(message, plain), "\(plain) in \(message.prefix(300))", sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether `text` holds `part`, compared by Unicode scalars: a combining mark at the start of an echoed
    /// text joins the character before it, which would hide the match from a comparison by characters.
    static func contains(_ text: String?, _ part: String) -> Bool {
        text?.utf8.firstRange(of: part.utf8) != nil
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == " " || ("0"..."9").contains(scalar)
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func service(limits: ComponentArgumentLimits = .default) throws -> ComponentService {
        let service = ComponentService(argumentLimits: limits)
        try service.register(EchoComponent.self) { _ in EchoComponent() }
        try service.register(HostileComponent.self) { _ in HostileComponent() }
        return service
    }

    private static func thrown(_ body: () throws -> Void) -> ComponentError? {
        do {
            try body()
            return nil
        } catch {
            return error as? ComponentError
        }
    }

    private static func thrownAsync(_ body: () async throws -> Void) async -> ComponentError? {
        do {
            try await body()
            return nil
        } catch {
            return error as? ComponentError
        }
    }
}
