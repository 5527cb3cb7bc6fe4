import ComponentService
import PageKit
import PageTerminal

/// Runs one command line against a service and reports through a console.
public struct AppRunner: Sendable {
    /// A walk through the app, run by `app tour`.
    public typealias Tour = @Sendable (ComponentService, any Console) async -> AppExitStatus

    let service: ComponentService
    let sections: SectionRegistry
    let cells: TerminalCells
    let console: any Console
    let environment: [String: String]
    let tour: Tour?

    /// Creates a runner over `service` whose pages are built with `sections` and shown with the terminal
    /// `cells`, writing to `console`.
    public init(
        service: ComponentService, sections: SectionRegistry = SectionRegistry(),
        cells: TerminalCells = TerminalCells(),
        console: any Console = StandardConsole(), environment: [String: String] = [:], tour: Tour? = nil
    ) {
        self.service = service
        self.sections = sections
        self.cells = cells
        self.console = console
        self.environment = environment
        self.tour = tour
    }

    /// Parses and runs `arguments` (without the program name).
    public func run(_ arguments: [String]) async -> AppExitStatus {
        let command: AppCommand
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            console.err("app: \(error.message)")
            console.err(error.topic.usageHint)
            return .usageError
        }
        switch command {
        case .help(let topic):
            HelpText.lines(for: topic).forEach(console.out)
            return .success
        case .list:
            SchemaText.listing(service.descriptors).forEach(console.out)
            return .success
        case .describe(let name):
            guard let descriptor = service.descriptor(for: name) else { return unknownComponent(name) }
            SchemaText.details(descriptor).forEach(console.out)
            return .success
        case .tour:
            guard let tour else {
                console.err("app: this build has no tour")
                return .usageError
            }
            return await tour(service, console)
        case .call(let request):
            return await CallCommand(service: service, console: console).run(request)
        case .page(let request):
            return await PageCommand(
                service: service, sections: sections, cells: cells, console: console, environment: environment
            ).run(request)
        }
    }

    func unknownComponent(_ name: String) -> AppExitStatus {
        CallCommand(service: service, console: console).unknownComponent(name)
    }
}
