import AppCore
import ComponentService
import Main
import MainInterface
import Testing

@Suite("Running the app")
struct AppRunnerTests {
    private func run(_ arguments: [String]) async throws -> (AppExitStatus, TestConsole) {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(1)))
        let console = TestConsole()
        let status = await AppRunner(service: service, console: console).run(arguments)
        return (status, console)
    }

    @Test("list shows every component with its commands")
    func list() async throws {
        let (status, console) = try await run(["list"])
        #expect(status == .success)
        #expect(console.stdout.contains("Main — "))
        #expect(console.stdout.contains("  getAppName(prefix: string) -> (appName: string)"))
        #expect(console.stdout.contains("  async asyncGetAppVersion(prefix: string) -> (appVersion: string)"))
    }

    @Test("describe shows each key with its type, requirement and meaning")
    func describe() async throws {
        let (status, console) = try await run(["describe", "Main"])
        #expect(status == .success)
        #expect(console.stdout.contains("getAppName (sync) — "))
        #expect(console.stdout.contains("prefix: string  required; Text placed before the answer"))
    }

    @Test("describe says so when a command takes no arguments or gives no results")
    func describeWithoutKeys() async throws {
        let service = ComponentService()
        try service.register(ProbeComponent())
        let console = TestConsole()
        let status = await AppRunner(service: service, console: console).run(["describe", "Probe"])
        #expect(status == .success)
        #expect(console.stdout.contains("  fail (sync) — Throws.\n    arguments: none\n    results: none"))
        #expect(console.stdout.contains("      count: int  required; How many arguments came."))
    }

    @Test("a sync call prints its result as JSON")
    func syncCall() async throws {
        let (status, console) = try await run(["call", "Main", "getAppName", "prefix=shop"])
        #expect(status == .success)
        #expect(console.stdout == "{\n  \"appName\": \"shop-demo\"\n}")
        #expect(console.stderr.isEmpty)
    }

    @Test("an async call is awaited")
    func asyncCall() async throws {
        let (status, console) = try await run(["call", "Main", "asyncGetAppVersion", "--json", #"{"prefix":"x"}"#])
        #expect(status == .success)
        #expect(console.stdout.contains("\"appVersion\": \"x-1.0.0\""))
    }

    @Test("an unknown component is error 100 with the known ones listed; exit 1")
    func unknownComponent() async throws {
        let (status, console) = try await run(["call", "Shop", "x"])
        #expect(status == .componentError)
        #expect(console.stderr.contains("error 100: No component named 'Shop'"))
        #expect(console.stderr.contains("Known components: Main"))
        #expect(console.stdout.isEmpty)
        let (describeStatus, describeConsole) = try await run(["describe", "Shop"])
        #expect(describeStatus == .componentError)
        #expect(describeConsole.stderr.contains("error 100"))
    }

    @Test("an unknown command is error 200 with the component's commands listed; exit 1")
    func unknownCommand() async throws {
        let (status, console) = try await run(["call", "Main", "getAppColour"])
        #expect(status == .componentError)
        #expect(console.stderr.contains("error 200: Unsupported command 'getAppColour' in 'Main'"))
        #expect(console.stderr.contains("Main has: getAppName, asyncGetAppVersion"))
    }

    @Test("a bad argument is error 300 naming the key and the expected type; exit 1")
    func badArgument() async throws {
        let (status, console) = try await run(["call", "Main", "getAppName"])
        #expect(status == .componentError)
        #expect(console.stderr.contains("error 300: Invalid argument for Main.getAppName: 'prefix' is missing"))
        #expect(console.stderr.contains("getAppName takes: prefix: string"))
    }

    @Test("a malformed command line is a usage error; exit 2 and nothing is called")
    func usage() async throws {
        let (status, console) = try await run(["call", "Main", "getAppName", "prefix"])
        #expect(status == .usageError)
        #expect(console.stderr.contains("Arguments are key=value"))
        #expect(console.stderr.contains("app help call"))
        let (jsonStatus, _) = try await run(["call", "Main", "getAppName", "--json", "[1]"])
        #expect(jsonStatus == .usageError)
    }

    @Test("an answer of up to 64 KiB of compact JSON prints pretty; a larger one prints compact, on one line")
    func prettyUpToALimit() async throws {
        // `{"appName":"` + prefix + `-demo"}` is the prefix and 19 bytes.
        let longest = String(repeating: "a", count: 64 * 1024 - 19)
        let (status, console) = try await run(["call", "Main", "getAppName", "prefix=\(longest)"])
        #expect(status == .success)
        #expect(console.stdout == "{\n  \"appName\": \"\(longest)-demo\"\n}")
        let longer = longest + "a"
        let (longerStatus, longerConsole) = try await run(["call", "Main", "getAppName", "prefix=\(longer)"])
        #expect(longerStatus == .success)
        #expect(longerConsole.stdout == "{\"appName\":\"\(longer)-demo\"}")
    }

    @Test("tour in a build without one is a usage error; exit 2")
    func noTour() async throws {
        let (status, console) = try await run(["tour"])
        #expect(status == .usageError)
        #expect(console.stderr == "app: this build has no tour")
        #expect(console.stdout.isEmpty)
    }

    @Test("tour runs the walk the app was built with, on the app's service and console; its status is the app's")
    func tour() async throws {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(1)))
        let console = TestConsole()
        let runner = AppRunner(
            service: service, console: console,
            tour: { service, console in
                console.out("walking past \(service.componentNames.joined(separator: ", "))")
                return .componentError
            })
        let status = await runner.run(["tour"])
        #expect(status == .componentError)
        #expect(console.stdout == "walking past Main")
    }

    @Test("help prints usage with exit 0")
    func help() async throws {
        let (status, console) = try await run(["call", "--help"])
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("Usage: app call NAME COMMAND"))
    }

    @Test("a timeout is error 500; exit 1")
    func timeout() async throws {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .seconds(30)))
        let console = TestConsole()
        let status = await AppRunner(service: service, console: console)
            .run(["call", "Main", "asyncGetAppVersion", "prefix=x", "--timeout", "0.05"])
        #expect(status == .componentError)
        #expect(console.stderr.contains("error 500"))
    }
}
