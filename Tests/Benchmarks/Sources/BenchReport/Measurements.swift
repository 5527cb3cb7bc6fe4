import Foundation

/// The medians of one run, read from package-benchmark's `histogramPercentiles` export, by benchmark name.
///
/// The export writes one file per benchmark and metric, `<run>.<Target>.<name>.<metric>.histogram.percentiles.tsv`,
/// whose header names the unit and whose rows are `percentile<TAB>value`, per inner iteration.
struct Measurements {
    /// Medians by benchmark name (spaces as underscores), then metric; times in nanoseconds, counts as counts,
    /// memory in bytes.
    private var medians: [String: [String: Double]] = [:]

    /// Reads every export file in `directory`.
    init(directory: URL) throws {
        let suffix = ".histogram.percentiles.tsv"
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        for file in files where file.lastPathComponent.hasSuffix(suffix) {
            let parts = file.lastPathComponent.dropLast(suffix.count).split(separator: ".").map(String.init)
            guard parts.count >= 4 else { continue }
            let name = parts[2..<(parts.count - 1)].joined(separator: ".")
            let metric = parts[parts.count - 1]
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            guard let header = lines.first,
                let row = lines.first(where: { $0.hasPrefix("50\t") }),
                let value = Double(row.dropFirst(3))
            else { continue }
            medians[name, default: [:]][metric] = value * Self.multiplier(header: String(header))
        }
    }

    /// The median of `metric` in the benchmark called `name`, if it ran.
    func median(_ name: String, _ metric: Metric = .wallClock) -> Double? {
        medians[name.replacingOccurrences(of: " ", with: "_")]?[metric.rawValue]
    }

    /// The metrics the report reads, by their names in the export's file names.
    enum Metric: String {
        case wallClock
        case mallocs = "mallocCountTotal"
        case peakMemory = "peakMemoryResident"
        case sizeMisses = "size_misses"
        case steps
    }

    /// The factor that turns a value under `header` into nanoseconds, a plain count or bytes.
    private static func multiplier(header: String) -> Double {
        let units: [(String, Double)] = [
            ("(ns)", 1), ("(μs)", 1e3), ("(us)", 1e3), ("(ms)", 1e6), ("(s)", 1e9), ("(K)", 1e3), ("(M)", 1e6),
            ("(G)", 1e9),
        ]
        return units.first { header.contains($0.0) }?.1 ?? 1
    }
}
