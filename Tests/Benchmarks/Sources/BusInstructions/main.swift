import Foundation

// Makes COUNT calls of one bus workload and nothing else, for callgrind to count their instructions; run
// twice with two counts, the difference is the calls' own cost without the start-up's
// (scripts/instructions.sh). Usage: BusInstructions WORKLOAD COUNT
let arguments = CommandLine.arguments
let names = Workload.allCases.map(\.rawValue).joined(separator: ", ")
guard arguments.count == 3, let workload = Workload(rawValue: arguments[1]), let count = Int(arguments[2]),
    count >= 0
else {
    FileHandle.standardError.write(Data("usage: BusInstructions WORKLOAD COUNT (WORKLOAD: \(names))\n".utf8))
    exit(2)
}
do {
    try workload.run(count)
} catch {
    FileHandle.standardError.write(Data("BusInstructions: \(workload.rawValue) failed: \(error)\n".utf8))
    exit(1)
}
