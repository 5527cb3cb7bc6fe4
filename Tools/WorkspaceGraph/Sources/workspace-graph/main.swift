import Foundation
import WorkspaceGraph

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs the command line and returns the exit status: 0 success, 1 problems or errors, 2 a bad command line.
func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
        invocation = try Invocation.parse(arguments)
    } catch {
        printError("workspace-graph: \(error)\n\n\(Invocation.usage)")
        return 2
    }
    let root = invocation.rootURL(currentDirectory: FileManager.default.currentDirectoryPath)
    do {
        switch invocation.command {
        case .help:
            print(Invocation.usage)
            return 0
        case .checkImports:
            let report = ImportCheck.run(try Workspace.load(root: root))
            for problem in report.problems {
                printError(problem.message)
                if let hint = problem.hint { printError("  hint: \(hint)") }
            }
            for target in report.unscanned { printError(target) }
            if report.isClean {
                print(report.summary)
                return 0
            }
            printError(report.summary)
            return 1
        case .rules:
            let violations = RuleCheck.run(try Workspace.load(root: root))
            for violation in violations { printError(violation.message) }
            return violations.isEmpty ? 0 : 1
        case .systemModules:
            for module in systemModules.sorted() { print(module) }
            return 0
        case .affected(let only):
            let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            let files = input.split(whereSeparator: \.isNewline).map(String.init)
            let affected = try AffectedPackages(
                workspace: try Workspace.load(root: root), changedFiles: files, only: only)
            for line in affected.explanation { printError(line) }
            for choice in affected.chosen {
                let modules = (choice.testTargets ?? []).map(TestUmbrella.Member.moduleName(ofTarget:))
                print(([choice.package] + modules).joined(separator: " "))
            }
            return 0
        case .umbrella(let only, let output, let reuse):
            let workspace = try Workspace.load(root: root)
            if let only { try workspace.requirePackages(only) }
            let directory = UmbrellaDirectory(
                url: URL(fileURLWithPath: output, isDirectory: true, relativeTo: root).standardizedFileURL)
            let rootPath = try directory.rootPath(to: workspace.root)
            let asked = only ?? workspace.packages.map(\.path)
            let packages = reuse ? directory.packages(keeping: asked) : asked
            let umbrella = TestUmbrella(workspace: workspace, packages: packages, rootPath: rootPath)
            try directory.write(manifest: umbrella.manifest, rootPath: rootPath)
            let shown = Set(asked)
            for exclusion in umbrella.exclusions where shown.contains(exclusion.package) {
                printError("umbrella: \(exclusion.package) is tested on its own: \(exclusion.reason)")
                print("alone \(exclusion.package)")
            }
            for member in umbrella.members where shown.contains(member.package) {
                print((["member", member.package] + member.testModules).joined(separator: " "))
            }
            return 0
        case .imports:
            let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            for path in input.split(separator: "\n") {
                let file = URL(fileURLWithPath: String(path), relativeTo: root)
                guard let declarations = ImportScanner.imports(inFile: file) else {
                    // Such as a broken link: what cannot be read cannot be compiled either.
                    printError("workspace-graph: imports: cannot read \(path); skipped")
                    continue
                }
                for declaration in declarations { print("\(path)\t\(declaration.module)") }
            }
            return 0
        case .graph:
            let workspace = try Workspace.load(root: root)
            print(GraphDOT.render(workspace, importProblems: ImportCheck.run(workspace).problems), terminator: "")
            return 0
        }
    } catch let error as WorkspaceGraphError {
        if case .unknownPackages = error {
            printError("workspace-graph: --only: \(error)")
            return 2
        }
        printError("workspace-graph: \(error)")
        return 1
    } catch {
        printError("workspace-graph: \(error)")
        return 1
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
