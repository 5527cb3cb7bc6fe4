/// How the app ends: the process exit status.
public enum AppExitStatus: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// A component answered with an error (bus codes 100 to 600).
    case componentError = 1
    /// The command line was wrong, or what it asks for cannot be done here: nothing was called, or, for a
    /// page whose `--select` names no item, the page was loaded but nothing was selected.
    case usageError = 2
    /// What the command printed could not all be written (a full disk, a closed standard output).
    case outputError = 3
    /// The user interrupted the command (Ctrl-C), as a shell reports SIGINT: 128 + 2.
    case interrupted = 130
}
