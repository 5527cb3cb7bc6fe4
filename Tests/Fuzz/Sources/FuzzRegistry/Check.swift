/// Stops the run, saying what went wrong, when `condition` fails.
func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError(what()) }
}

/// Checks that an error's message stays short, whatever the names it echoes.
func checkMessage(_ message: String) {
    check(message.count < 1_000, "a message of \(message.count) characters")
}
