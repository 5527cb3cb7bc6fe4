import Foundation

/// A command line, parsed.
public struct Invocation: Sendable, Hashable {
    /// What to do.
    public enum Command: Sendable, Hashable {
        /// Report imports the manifests do not declare.
        case checkImports
        /// Report declared dependencies that break a dependency rule.
        case rules
        /// Print the modules the toolchain and the platforms' SDKs provide, which no manifest declares.
        case systemModules
        /// Read changed paths from standard input; print the packages to test. `only` limits the output.
        case affected(only: [String]?)
        /// Read Swift file paths from standard input; print the modules each imports.
        case imports
        /// Print the target graph in Graphviz DOT.
        case graph
        /// Write the manifest that builds the test targets of `only` (or of every package) as one package into
        /// the directory `output`, and print which packages joined. With `reuse`, the packages the umbrella in
        /// `output` already takes are taken too.
        case umbrella(only: [String]?, output: String, reuse: Bool)
        /// Print the usage.
        case help
    }

    /// The command.
    public var command: Command
    /// The workspace root as given (default `.`).
    public var root: String

    /// Makes an invocation.
    public init(command: Command, root: String = ".") {
        self.command = command
        self.root = root
    }

    /// The root as a directory URL, relative to `currentDirectory`: said to be a directory, so that a root
    /// reached through a symbolic link is not taken for a file, against whose folder the paths inside it would
    /// resolve.
    public func rootURL(currentDirectory: String) -> URL {
        URL(
            fileURLWithPath: root, isDirectory: true,
            relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
    }

    /// The usage text.
    public static let usage = """
        usage: workspace-graph <command> [--root DIR]

        commands:
          check-imports               report every import that the importing target's manifest does not declare
                                      (exit 1 if any)
          rules                       report every dependency a manifest declares that breaks a rule: an
                                      implementation target on another component's implementation, an Interface
                                      target on anything but ComponentService, the product on a package outside
                                      the workspace (exit 1 if any)
          system-modules              print the modules the toolchain and the platforms' SDKs provide, which no
                                      manifest declares, one per line
          affected [--only "PKG ..."] read changed paths (relative to the root, one per line) from standard input;
                                      print "PKG MODULE..." for each package to test, in dependency order:
                                      the modules of its test targets to run, all of them for a package
                                      with a changed file, and for a package chosen as a dependent those
                                      that depend on what changed (why: on standard error)
          imports                     read Swift file paths (relative to the root, one per line) from standard
                                      input; print "PATH<tab>MODULE" for each import, read as check-imports
                                      reads them (a file that cannot be read is skipped, saying so)
          graph                       print the workspace's targets and dependencies as a Graphviz DOT graph
          umbrella --output DIR [--only "PKG ..."] [--reuse]
                                      write DIR/Package.swift, which builds the packages' test targets as one
                                      package, and DIR/workspace, a link to the root;
                                      print "member PKG MODULE..." (its test targets' modules) for each
                                      package given that joined, and "alone PKG" for each one with test
                                      targets that did not (why: on standard error)

        options:
          --root DIR     the workspace root (default: the current directory)
          --only "PKG …" affected: print only these packages; umbrella: take only these (paths relative to
                         the root)
          --output DIR   umbrella: the directory of the manifest
          --reuse        umbrella: take the packages DIR's umbrella takes too, so that a run of fewer packages
                         leaves the build SwiftPM planned last as it was (it plans again, about 1.5 s at 60
                         packages, whenever the umbrella changes, and once more on the run after)
          -h, --help     show this text

        Manifests are read with `swift package dump-package` and cached in <root>/.build/workspace-graph.
        """

    /// A bad command line.
    public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var description: String

        /// Makes an error.
        public init(_ description: String) {
            self.description = description
        }
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var commandName: String?
        var root: String?
        var only: [String]?
        var output: String?
        var reuse = false
        var index = 0
        func value(of option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError("\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = argument.hasPrefix("--") ? (parts.first ?? argument) : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch name {
            case "-h", "--help", "help":
                return Invocation(command: .help)
            case "--root":
                guard root == nil else { throw UsageError("--root is given twice") }
                root = try value(of: "--root", inline: inline)
                if root?.isEmpty ?? true { throw UsageError("--root needs a directory") }
            case "--only":
                let packages = try value(of: "--only", inline: inline).split(whereSeparator: \.isWhitespace)
                guard !packages.isEmpty else { throw UsageError("--only needs at least one package") }
                only = (only ?? []) + packages.map { String($0.hasSuffix("/") ? $0.dropLast() : $0) }
            case "--output":
                guard output == nil else { throw UsageError("--output is given twice") }
                output = try value(of: "--output", inline: inline)
                if output?.isEmpty ?? true { throw UsageError("--output needs a directory") }
            case "--reuse" where inline == nil:
                reuse = true
            case _ where argument.hasPrefix("-"):
                throw UsageError("unknown option \(argument)")
            default:
                guard commandName == nil else { throw UsageError("unexpected argument \(argument)") }
                commandName = argument
            }
            index += 1
        }
        guard let commandName else { throw UsageError("no command given") }
        let command: Command
        switch commandName {
        case "check-imports": command = .checkImports
        case "rules": command = .rules
        case "system-modules": command = .systemModules
        case "affected": command = .affected(only: only)
        case "imports": command = .imports
        case "graph": command = .graph
        case "umbrella":
            guard let output else { throw UsageError("umbrella needs --output DIR") }
            command = .umbrella(only: only, output: output, reuse: reuse)
        default: throw UsageError("unknown command \(commandName)")
        }
        let isUmbrella = commandName == "umbrella"
        if only != nil, command != .affected(only: only), !isUmbrella {
            throw UsageError("--only is an option of affected and umbrella only")
        }
        if output != nil || reuse, !isUmbrella {
            throw UsageError("\(reuse ? "--reuse" : "--output") is an option of umbrella only")
        }
        return Invocation(command: command, root: root ?? ".")
    }
}
