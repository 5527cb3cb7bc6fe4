import AppCore
import ComponentService

/// The libFuzzer entry point: the input, split on NUL bytes, is the argument list of `app call`.
///
/// The parser and the typing of `key=value` by schema never crash: they give a call, the help, or a usage
/// error. A parsed call has a component, a command, non-empty keys and a timeout in range; its payload has
/// every key given, each value of its declared type or kept as the text given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // Like CommandLine.arguments, invalid UTF-8 is repaired rather than rejected.
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let command: AppCommand
    do {
        command = try CommandLineParser.parse(["call"] + arguments)
    } catch {
        return 0
    }
    switch command {
    case .help(.call):
        guard arguments.contains(where: { $0 == "-h" || $0 == "--help" }) else {
            fatalError("help without a help flag for \(arguments)")
        }
    case .call(let request):
        check(request, arguments: arguments)
    default:
        fatalError("app call parsed as \(command) for \(arguments)")
    }
    return 0
}

/// The command every parsed call is typed against: one argument of each declared type.
let schema = ComponentCommand.sync(
    "search", "Searches.",
    arguments: [
        ComponentKey<Int>("limit", "How many."),
        ComponentKey<Double>("radius", "How far."),
        ComponentKey<Bool>("open", "Open now."),
        ComponentKey<String>("query", "What."),
        ComponentKey<String?>("note", "A note."),
        ComponentKey<[String]>("tags", "Tags."),
        ComponentKey<ComponentPayload>("filter", "An object."),
        ComponentKey<ComponentValue>("extra", "Anything."),
    ]
).schema

private func check(_ request: CallRequest, arguments: [String]) {
    guard !request.component.isEmpty || arguments.contains(""), !request.assignments.contains(where: \.key.isEmpty)
    else {
        fatalError("a call with an empty component or key: \(request) from \(arguments)")
    }
    if let timeout = request.timeout, !(timeout > 0 && timeout <= 86_400) {
        fatalError("timeout \(timeout) out of range from \(arguments)")
    }
    // `key=value` splits at the first `=` the user typed: the key holds none, and the two give the word back.
    for assignment in request.assignments
    where assignment.key.unicodeScalars.contains("=")
        || !arguments.contains(where: { $0.utf8.elementsEqual((assignment.key + "=" + assignment.value).utf8) })
    {
        fatalError("\(assignment.key.debugDescription) = \(assignment.value.debugDescription) from \(arguments)")
    }
    let payload: ComponentPayload
    do {
        payload = try CallArguments.payload(for: request, command: schema)
    } catch {
        return
    }
    for assignment in request.assignments {
        guard let value = payload[assignment.key] else {
            fatalError("'\(assignment.key)' is missing from \(payload) for \(arguments)")
        }
        let key = schema.arguments.first { $0.name == assignment.key }
        let declared = key?.type
        guard value == CallArguments.value(of: assignment.value, declaredAs: key) else {
            fatalError("'\(assignment.key)' became \(value) for \(arguments)")
        }
        // Scalars are read as their type or kept as text, as it was typed; arrays and objects are JSON for the
        // bus to check.
        if let declared, [.int, .double, .bool, .string].contains(declared) {
            if let text = value.stringValue {
                guard text == assignment.value else {
                    fatalError("'\(assignment.key)' is the text \(text.debugDescription), not as typed: \(arguments)")
                }
            } else if !declared.accepts(value), !(key?.isNullable == true && value.isNull) {
                fatalError("'\(assignment.key)' is \(value), neither text nor \(declared), for \(arguments)")
            }
        }
    }
}
