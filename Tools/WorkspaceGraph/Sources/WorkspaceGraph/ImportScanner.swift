import Foundation

/// An import declaration found in a Swift file.
public struct ImportDeclaration: Sendable, Hashable {
    /// The imported module (for `import X.Y` or `import struct X.Y`, `X`).
    public var module: String
    /// The line, from 1.
    public var line: Int
    /// The attributes before it, without `@` (e.g. `testable`).
    public var attributes: [String]

    /// Makes a record.
    public init(module: String, line: Int, attributes: [String] = []) {
        self.module = module
        self.line = line
        self.attributes = attributes
    }
}

/// Finds the import declarations of Swift source, including those inside `#if` blocks, ignoring comments,
/// string literals (single-line, multi-line and raw) and extended regex literals (`#/…/#`). A bare regex literal
/// (`/…/`) is read as code, as telling one from a division takes Swift's parser: a quote in it hides at most
/// the rest of its line, and an escaped slash before a `*` (`/a\/*/`) starts what the scanner takes for a
/// comment.
public enum ImportScanner: Sendable {
    private static let modifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    /// The declaration keywords and modifiers that may follow the `package` modifier, including the setter
    /// access of `package private(set) var`.
    private static let packageDeclarations: Set<String> = [
        "func", "var", "let", "struct", "class", "enum", "protocol", "typealias", "init", "actor", "subscript",
        "extension", "macro", "static", "final", "override", "convenience", "required", "mutating", "nonmutating",
        "nonisolated", "indirect", "lazy", "dynamic", "weak", "unowned", "optional", "prefix", "postfix", "infix",
        "consuming", "borrowing", "distributed", "private", "fileprivate", "internal",
    ]

    /// Whether `source` declares a symbol with `package` access, in code, not in a comment or a string literal:
    /// the word `package` followed, on its line or the next, by a declaration keyword or modifier (`package
    /// func`, `package init(`, `package nonisolated var`, `package private(set) var`), or `package(set)`.
    public static func declaresPackageAccess(in source: String) -> Bool {
        // Swift's whitespace: space, tab, line feed, vertical tab, form feed and carriage return.
        let words = codeOnly(source).split { byte in byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
        for (index, word) in words.enumerated() {
            if word.starts(with: "package(set)".utf8) { return true }
            guard word.elementsEqual("package".utf8), index + 1 < words.count else { continue }
            let next = words[index + 1].prefix(while: isIdentifierByte)
            if packageDeclarations.contains(String(decoding: next, as: UTF8.self)) { return true }
        }
        return false
    }

    /// The import declarations of `source`, in order. A declaration may go on over several lines, as Swift
    /// allows (`@testable` on a line of its own, the module on the line after `import`); its line is the one it
    /// starts on.
    public static func imports(in source: String) -> [ImportDeclaration] {
        imports(inCode: codeOnly(source))
    }

    /// The import declarations of `code`, source already blanked by ``codeOnly(_:)``.
    static func imports(inCode code: [UInt8]) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        var lineNumber = 0
        // The start of a declaration that goes on on the next line, and the line it started on.
        var unfinished: (bytes: [UInt8], line: Int)?
        for line in code.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let statements = line.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            for (position, statement) in statements.enumerated() {
                var text = statement
                var start = lineNumber
                if position == 0, let earlier = unfinished {
                    text = ArraySlice(earlier.bytes + [UInt8(ascii: " ")] + statement)
                    start = earlier.line
                    unfinished = nil
                }
                switch parseImport(text) {
                case .declaration(var declaration):
                    declaration.line = start
                    result.append(declaration)
                case .unfinished where position == statements.count - 1:
                    unfinished = (Array(text), start)
                case .unfinished, .none:
                    break
                }
            }
        }
        return result
    }

    /// The import declarations of the Swift file at `file`, in order; `nil` when it cannot be read.
    public static func imports(inFile file: URL) -> [ImportDeclaration]? {
        ImportCheck.text(of: file).map(imports(in:))
    }

    /// Whether `source` names `identifier` in code, not in a comment or a string literal: `XCTestCase` in
    /// `final class P: XCTestCase`.
    public static func mentions(_ identifier: String, in source: String) -> Bool {
        mentions(identifier, inCode: codeOnly(source))
    }

    /// Whether `code`, source already blanked by ``codeOnly(_:)``, names `identifier`.
    static func mentions(_ identifier: String, inCode code: [UInt8]) -> Bool {
        let name = Array(identifier.utf8)
        guard !name.isEmpty, code.count >= name.count else { return false }
        for start in 0...(code.count - name.count) where code[start] == name[0] {
            guard code[start..<(start + name.count)].elementsEqual(name) else { continue }
            let before = start > 0 ? code[start - 1] : UInt8(ascii: " ")
            let after = start + name.count < code.count ? code[start + name.count] : UInt8(ascii: " ")
            if !isIdentifierByte(before), !isIdentifierByte(after) { return true }
        }
        return false
    }

    /// The UTF-8 bytes of `source` with every comment and string literal blanked to spaces; newlines stay, so
    /// line numbers do not change. A byte order mark at the start is blanked too: Swift skips it. A carriage
    /// return alone ends a line for Swift, as a line feed does, and becomes one, so that a comment ends there and
    /// lines count as the compiler counts them (the carriage return of a CRLF stays).
    static func codeOnly(_ source: String) -> [UInt8] {
        var bytes = Array(source.utf8)
        for index in bytes.indices where bytes[index] == 0x0D && bytes.dropFirst(index + 1).first != 0x0A {
            bytes[index] = UInt8(ascii: "\n")
        }
        var lexer = Lexer(bytes)
        lexer.run()
        if lexer.output.starts(with: [0xEF, 0xBB, 0xBF]) { lexer.output.replaceSubrange(0..<3, with: [32, 32, 32]) }
        return lexer.output
    }

    /// What a statement is: an import declaration, the start of one that goes on on the next line, or
    /// something else.
    private enum Statement {
        case declaration(ImportDeclaration)
        case unfinished
        case none
    }

    private static func parseImport(_ statement: ArraySlice<UInt8>) -> Statement {
        var cursor = Cursor(bytes: statement)
        var attributes: [String] = []
        cursor.skipSpaces()
        while cursor.peek == UInt8(ascii: "@") {
            cursor.advance()
            attributes.append(cursor.identifier())
            cursor.skipSpaces()
            if cursor.peek == UInt8(ascii: "(") {
                cursor.skipParenthesized()
                cursor.skipSpaces()
            }
        }
        // Attributes alone may go on with `import` on the next line; an empty statement is nothing.
        if cursor.isAtEnd { return attributes.isEmpty ? .none : .unfinished }
        var word = cursor.identifier()
        if modifiers.contains(word) {
            let spaced = cursor.skipSpaces()
            if cursor.isAtEnd { return .unfinished }
            guard spaced else { return .none }
            word = cursor.identifier()
        }
        guard word == "import" else { return .none }
        let spaced = cursor.skipSpaces()
        if cursor.isAtEnd { return .unfinished }
        guard spaced else { return .none }
        var module = cursor.identifier()
        if kinds.contains(module) {
            cursor.skipSpaces()
            if cursor.isAtEnd { return .unfinished }
            module = cursor.identifier()
        }
        guard let first = module.utf8.first, !isDigit(first) else { return .none }
        return .declaration(ImportDeclaration(module: module, line: 0, attributes: attributes))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether a byte of UTF-8 can be part of an identifier: a letter, a digit, `_`, or any byte of a non-ASCII
    /// character.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

/// Reads identifiers and spaces from one statement.
private struct Cursor {
    var bytes: ArraySlice<UInt8>
    var index: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var peek: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    /// Whether nothing is left.
    var isAtEnd: Bool { index >= bytes.endIndex }

    mutating func advance() { index += 1 }

    /// Skips Swift's whitespace within a line (space, tab, vertical tab, form feed, and the carriage return of a
    /// CRLF); whether there was any.
    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = index
        while let byte = peek, byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
            advance()
        }
        return index > start
    }

    /// An identifier (letters, digits, `_`, any non-ASCII byte), without backticks; empty if none.
    mutating func identifier() -> String {
        let quoted = peek == UInt8(ascii: "`")
        if quoted { advance() }
        let start = index
        while let byte = peek, ImportScanner.isIdentifierByte(byte) { advance() }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        if quoted, peek == UInt8(ascii: "`") { advance() }
        return name
    }

    mutating func skipParenthesized() {
        var depth = 0
        while let byte = peek {
            advance()
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}

/// Blanks comments, string literals and extended regex literals, keeping newlines. Handles nested block
/// comments, escapes, raw strings (`#"…"#`), multi-line strings, interpolations (`\(…)`, which are code and may
/// hold strings themselves) and regex literals over several lines (`#/` at the end of a line, spaces after it
/// allowed).
private struct Lexer {
    enum Context {
        /// Code; inside an interpolation, with the depth of parentheses opened in it.
        case code(parentheses: Int)
        case blockComment(depth: Int)
        case string(hashes: Int, multiline: Bool)
        case regex(hashes: Int, multiline: Bool)
    }

    let input: [UInt8]
    var output: [UInt8]
    var index = 0
    var stack: [Context] = [.code(parentheses: 0)]

    init(_ input: [UInt8]) {
        self.input = input
        self.output = input
    }

    func byte(at offset: Int) -> UInt8? {
        index + offset < input.count ? input[index + offset] : nil
    }

    func matches(_ text: String, at offset: Int = 0) -> Bool {
        var position = index + offset
        for byte in text.utf8 {
            guard position < input.count, input[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Blanks `count` bytes from the current one (newlines stay) and moves past them.
    mutating func blank(_ count: Int) {
        for _ in 0..<count where index < input.count {
            if input[index] != UInt8(ascii: "\n") { output[index] = UInt8(ascii: " ") }
            index += 1
        }
    }

    /// Whether only spaces, tabs and a carriage return stand between `offset` and the end of the line: after
    /// `#/`, what makes a regex literal go on over several lines.
    func onlySpacesToLineEnd(from offset: Int) -> Bool {
        var position = offset
        while let byte = byte(at: position), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0D {
            position += 1
        }
        return byte(at: position) == UInt8(ascii: "\n")
    }

    /// The number of `#` from `offset`.
    func hashes(at offset: Int) -> Int {
        var count = 0
        while byte(at: offset + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    mutating func run() {
        while index < input.count {
            switch stack.last ?? .code(parentheses: 0) {
            case .code(let parentheses): code(parentheses: parentheses)
            case .blockComment(let depth): blockComment(depth: depth)
            case .string(let hashes, let multiline): string(hashes: hashes, multiline: multiline)
            case .regex(let hashes, let multiline): regex(hashes: hashes, multiline: multiline)
            }
        }
    }

    mutating func code(parentheses: Int) {
        let current = input[index]
        let slash = current == UInt8(ascii: "/")
        if slash, byte(at: 1) == UInt8(ascii: "/") {
            while index < input.count, input[index] != UInt8(ascii: "\n") {
                output[index] = UInt8(ascii: " ")
                index += 1
            }
        } else if slash, byte(at: 1) == UInt8(ascii: "*") {
            stack.append(.blockComment(depth: 1))
            blank(2)
        } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") {
            let count = hashes(at: 0)
            if count > 0, byte(at: count) == UInt8(ascii: "/") {
                stack.append(.regex(hashes: count, multiline: onlySpacesToLineEnd(from: count + 1)))
                blank(count + 1)
                return
            }
            guard byte(at: count) == UInt8(ascii: "\"") else {
                index += max(count, 1)
                return
            }
            let multiline = matches("\"\"\"", at: count)
            stack.append(.string(hashes: count, multiline: multiline))
            blank(count + (multiline ? 3 : 1))
        } else if current == UInt8(ascii: "("), stack.count > 1 {
            stack[stack.count - 1] = .code(parentheses: parentheses + 1)
            index += 1
        } else if current == UInt8(ascii: ")"), stack.count > 1 {
            if parentheses == 0 {
                stack.removeLast()
                blank(1)
            } else {
                stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                index += 1
            }
        } else {
            index += 1
        }
    }

    mutating func blockComment(depth: Int) {
        let current = input[index]
        if current != UInt8(ascii: "/") && current != UInt8(ascii: "*") {
            blank(1)
        } else if matches("/*") {
            stack[stack.count - 1] = .blockComment(depth: depth + 1)
            blank(2)
        } else if matches("*/") {
            if depth == 1 {
                stack.removeLast()
            } else {
                stack[stack.count - 1] = .blockComment(depth: depth - 1)
            }
            blank(2)
        } else {
            blank(1)
        }
    }

    /// Inside `#/…/#`: an escape hides the byte after it; a single-line literal ends at the line's end at the
    /// latest.
    mutating func regex(hashes count: Int, multiline: Bool) {
        let current = input[index]
        if current == UInt8(ascii: "\\") {
            blank(2)
        } else if current == UInt8(ascii: "/"), hashes(at: 1) >= count {
            stack.removeLast()
            blank(1 + count)
        } else if current == UInt8(ascii: "\n"), !multiline {
            stack.removeLast()
        } else {
            blank(1)
        }
    }

    mutating func string(hashes count: Int, multiline: Bool) {
        let current = input[index]
        if current == UInt8(ascii: "\\"), hashes(at: 1) == count {
            if byte(at: count + 1) == UInt8(ascii: "(") {
                blank(count + 2)
                stack.append(.code(parentheses: 0))
            } else {
                blank(count + 2)
            }
        } else if current == UInt8(ascii: "\""), multiline ? matches("\"\"\"") : true {
            let quotes = multiline ? 3 : 1
            if hashes(at: quotes) >= count {
                stack.removeLast()
                blank(quotes + count)
            } else {
                blank(1)
            }
        } else if current == UInt8(ascii: "\n"), !multiline {
            stack.removeLast()
        } else {
            blank(1)
        }
    }
}
