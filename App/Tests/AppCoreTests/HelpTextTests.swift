import ComponentService
import Testing

@testable import AppCore

@Suite("app help")
struct HelpTextTests {
    private func help(_ arguments: [String]) async -> (AppExitStatus, TestConsole) {
        let console = TestConsole()
        let status = await AppRunner(service: ComponentService(), console: console).run(arguments)
        return (status, console)
    }

    @Test(
        "app help TOPIC and --help print the topic's usage, starting with its usage line; exit 0",
        arguments: HelpTopic.allCases)
    func usage(topic: HelpTopic) async {
        let (status, console) = await help(topic == .main ? ["help"] : ["help", topic.rawValue])
        #expect(status == .success)
        #expect(console.stderr.isEmpty)
        let usage = topic == .main ? "Usage: app SUBCOMMAND [ARGUMENTS]" : "Usage: app \(topic.rawValue)"
        #expect(console.stdout.hasPrefix(usage), "\(console.stdout)")
        let (flagStatus, flagConsole) = await help(topic == .main ? ["--help"] : [topic.rawValue, "--help"])
        #expect(flagStatus == .success)
        #expect(flagConsole.stdout == console.stdout)
    }

    @Test("the overview names every subcommand, and each subcommand's help every option it takes")
    func everyOption() async {
        let (_, main) = await help(["help"])
        for topic in HelpTopic.allCases where topic != .main {
            #expect(main.stdout.contains("\n  \(topic.rawValue) "), "\(topic.rawValue)")
        }
        let (_, page) = await help(["help", "page"])
        for option in PageOptionsParser.optionsWithValues.union(["--quiet", "--interactive"]) {
            #expect(page.stdout.contains("\n  \(option) "), "\(option)")
        }
        let (_, call) = await help(["help", "call"])
        for option in CommandLineParser.callOptionsWithValues {
            #expect(call.stdout.contains("\n  \(option) "), "\(option)")
        }
    }
}
