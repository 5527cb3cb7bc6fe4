import Foundation

// Reads package-benchmark's JMH export of one run and prints the table of figures, each against its
// baseline from the same run. Usage: BenchReport EXPORT_DIRECTORY OUTPUT_MARKDOWN MACHINE_DESCRIPTION
let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: BenchReport EXPORT_DIRECTORY OUTPUT.md MACHINE\n".utf8))
    exit(2)
}
let run: Measurements
do {
    run = try Measurements(directory: URL(fileURLWithPath: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("BenchReport: cannot read \(arguments[1]): \(error)\n".utf8))
    exit(1)
}

var lines = ["# Benchmark results", "", "Machine: \(arguments[3])", ""]
lines.append(
    "Medians of one `make bench` run; every ratio compares two figures of that same run. MB are 10⁶ bytes.")
lines.append("")
var met = 0
var total = 0
for (section, figures) in Figures.all(run) {
    lines += [
        "## \(section)", "", "| figure | time | baseline | baseline time | ratio | target | met |",
        "|---|---|---|---|---|---|---|",
    ]
    for figure in figures {
        let verdict: String
        switch (figure.target, figure.isMet) {
        case (.context, _):
            verdict = "—"
        case (_, true?):
            met += 1
            total += 1
            verdict = "yes"
        case (_, false?):
            total += 1
            verdict = "**no**"
        case (_, nil):
            total += 1
            verdict = "not run"
        }
        let baseline = figure.baseline == nil && figure.baselineName == "—" ? "—" : figure.format(figure.baseline)
        lines.append(
            "| \(figure.name) | \(figure.format(figure.value)) | \(figure.baselineName) | \(baseline) | "
                + "\(figure.ratioText) | \(figure.targetText) | \(verdict) |")
    }
    lines.append("")
}
lines.append("\(met) of \(total) targets met.")
let table = lines.joined(separator: "\n") + "\n"
print(table)
do {
    try table.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("BenchReport: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
