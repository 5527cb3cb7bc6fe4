import ComponentService

/// The libFuzzer entry point: any sequence of registrations, removals, overrides, stub answers and calls,
/// with any names, leaves the registry as a model says and never crashes.
///
/// The input is a program: each operation is one byte (its kind) followed by what it needs; names are read
/// from the input as short UTF-8 strings (invalid bytes repaired), so they can be empty, repeated, or full of
/// control and combining characters. Commands are sync or async, take a required int and an optional string,
/// answer an int or nothing, or break the contract (see `CommandSpec`). Two services run the program: the
/// one under test, and a second one that gets only the registrations and removals, to show that an
/// override never leaks to another service.
///
/// After every operation: the names each service lists, the descriptor of each and `canCall` for each of
/// their commands are what the model says: an override shadows the registered component, survives its
/// removal, and hides a component registered under its name until `removeOverride` brings it back. A
/// registration or override is refused exactly for a broken contract or, a registration only, when a
/// component is registered under the name (an override does not count), and then changes nothing. A call's
/// return and its callback's outcome are the model's: 100, 200 or 300 before a handler, an async command's
/// empty payload once started; a stub records the call, fails 400 naming the command when it has no answer
/// for it or naming the commands it was answered under another declaration, and otherwise answers as told,
/// its answer checked against the declared results. Every stub's `calls` and `arguments(of:)` hold exactly
/// the calls that reached it; every error's message stays under 1,000 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var program = Program(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let run = Run()
    while let operation = program.byte() {
        switch operation % 8 {
        case 0, 1: run.register(&program)
        case 2: run.unregister(program.name())
        case 3, 7: run.call(&program)
        case 4: run.override(&program)
        case 5: run.removeOverride(program.name())
        default: run.answer(&program)
        }
        run.checkIntrospection()
    }
    return 0
}
