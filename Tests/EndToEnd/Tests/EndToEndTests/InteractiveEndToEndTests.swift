import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("app page --interactive, through a pseudo-terminal")
struct InteractiveEndToEndTests {
    private static let enterFullScreen = "\u{1B}[?1049h"
    private static let leaveFullScreen = "\u{1B}[?1049l"

    private func start() throws -> (PseudoTerminal, Process) {
        let terminal = try #require(PseudoTerminal(columns: 60, rows: 16), "this system has no pseudo-terminals")
        let process = try terminal.spawn(AppProcess.binary, arguments: ["page", "home", "--interactive"])
        return (terminal, process)
    }

    private func waitForExit(_ process: Process, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }

    @Test("scroll, select and reload with keys, then quit with q and get the terminal back")
    func session() throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor(Self.enterFullScreen))
        #expect(terminal.waitFor("home │ rows 1–15 of"))
        terminal.clear()
        terminal.type("jj")
        #expect(terminal.waitFor("home │ rows 3–17 of"))
        terminal.clear()
        terminal.type("\u{1B}[B")
        #expect(terminal.waitFor("home │ rows 4–18 of"))
        terminal.clear()
        terminal.type("k\r")
        #expect(terminal.waitFor("selected "))
        terminal.clear()
        terminal.type("r")
        #expect(terminal.waitFor("reloaded: "))
        terminal.clear()
        terminal.type("q")
        #expect(terminal.waitFor(Self.leaveFullScreen))
        #expect(waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("Ctrl-C quits and restores the terminal")
    func controlC() throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("home │ rows"))
        terminal.type("\u{03}")
        #expect(terminal.waitFor(Self.leaveFullScreen))
        #expect(waitForExit(process))
    }

    @Test("a signal that kills the app still restores the terminal first")
    func killed() throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("home │ rows"))
        terminal.clear()
        process.terminate()
        #expect(terminal.waitFor(Self.leaveFullScreen))
        #expect(waitForExit(process))
        #expect(process.terminationReason == .uncaughtSignal)
    }

    @Test("a crash (the SIGILL of a Swift trap) restores the terminal before the process dies")
    func crashed() throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("home │ rows"))
        terminal.clear()
        kill(process.processIdentifier, SIGILL)
        #expect(terminal.waitFor(Self.leaveFullScreen))
        #expect(waitForExit(process))
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGILL)
    }
}
