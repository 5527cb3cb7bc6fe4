/// The figures of the benchmark issue, computed from one run's medians.
enum Figures {
    static func all(_ run: Measurements) -> [(section: String, figures: [Figure])] {
        [("The bus", bus(run)), ("The diff", diff(run)), ("The page engine", page(run))]
    }

    private static func bus(_ run: Measurements) -> [Figure] {
        let direct = "bus direct call"
        let directPayload = "bus direct payload call"
        let raw = "bus raw call"
        let typed = "bus typed call"
        return [
            Figure(
                name: "typed sync call of the Echo component", value: run.median(typed),
                baselineName: "Swinject resolve + call", baseline: run.median("bus swinject resolve and call"),
                unit: .time, target: .fasterBy(10)),
            Figure(
                name: "throughput, 2 threads, handlers of about 1 µs", value: run.median("bus work calls on 2 threads"),
                baselineName: "1 thread", baseline: run.median("bus work calls on 1 threads"), unit: .time,
                target: .atLeast(1.6), ratioKind: .baselineOverFigure),
            Figure(
                name: "throughput of direct calls of the same work, 2 threads",
                value: run.median("bus direct work calls on 2 threads"), baselineName: "1 thread",
                baseline: run.median("bus direct work calls on 1 threads"), unit: .time, target: .context,
                ratioKind: .baselineOverFigure),
            Figure(
                name: "registration + first call per component, 1,000 components", value: perComponent(1_000, run),
                baselineName: "100 components", baseline: perComponent(100, run), unit: .time, target: .atMost(1.5)),
            Figure(
                name: "call of an unknown component", value: run.median("bus unknown component"),
                baselineName: "successful dictionary call", baseline: run.median(raw), unit: .time,
                target: .atMost(1)),
            Figure(
                name: "heap allocations per typed call", value: run.median(typed, .mallocs),
                baselineName: "direct call", baseline: run.median(direct, .mallocs), unit: .count,
                target: .moreBy(3)),
            Figure(
                name: "heap allocations per dictionary call", value: run.median(raw, .mallocs),
                baselineName: "direct call with payloads", baseline: run.median(directPayload, .mallocs),
                unit: .count, target: .moreBy(3)),
            Figure(
                name: "typed sync call of the Echo component", value: run.median(typed), baselineName: "direct call",
                baseline: run.median(direct), unit: .time, target: .context),
            Figure(
                name: "dictionary call by name", value: run.median(raw), baselineName: "direct call with payloads",
                baseline: run.median(directPayload), unit: .time, target: .context),
            Figure(
                name: "async command awaited through its wrapper",
                value: run.median("bus async command through the typed wrapper"), baselineName: "via the callback",
                baseline: run.median("bus async command through the callback"), unit: .time, target: .atMost(2)),
        ]
    }

    /// The time to register the first `count` generated components on a fresh service and call each once,
    /// per component.
    private static func perComponent(_ count: Int, _ run: Measurements) -> Double? {
        run.median("registration of \(count) components and a call of each").map { $0 / Double(count) }
    }

    private static func diff(_ run: Measurements) -> [Figure] {
        func diff(_ workload: String, _ layout: String, _ limit: Double) -> Figure {
            Figure(
                name: "diff \(workload), \(layout)", value: run.median("diff \(workload) pagekit \(layout)"),
                baselineName: "stdlib difference + inferringMoves", baseline: run.median("diff \(workload) stdlib"),
                unit: .time, target: .atMost(limit))
        }
        return [
            diff("A", "1 section", 1.0 / 40), diff("A", "100 sections", 1.0 / 40),
            diff("B", "1 section", 1.0 / 110), diff("B", "100 sections", 1.0 / 110),
            Figure(
                name: "diff C (no change)", value: run.median("diff C pagekit 1 section"),
                baselineName: "diff D (shuffled)", baseline: run.median("diff D pagekit 1 section"), unit: .time,
                target: .atMost(1.0 / 20)),
            Figure(
                name: "snapshot build + diff A, 1 section",
                value: run.median("diff A pagekit 1 section with snapshot build"),
                baselineName: "stdlib difference + inferringMoves", baseline: run.median("diff A stdlib"), unit: .time,
                target: .context),
            Figure(
                name: "snapshot build + diff D (10,000 shuffled)",
                value: run.median("diff D pagekit 1 section with snapshot build"), baselineName: "diff D alone",
                baseline: run.median("diff D pagekit 1 section"), unit: .time, target: .context),
            Figure(
                name: "diff B (100,000)", value: run.median("diff B pagekit 1 section"),
                baselineName: "diff A (5,000)", baseline: run.median("diff A pagekit 1 section"), unit: .time,
                target: .atMost(25)),
        ]
    }

    private static func page(_ run: Measurements) -> [Figure] {
        let cold = "page cold 10000 items"
        let update = "page update 1 of 10000 items"
        func perStep(_ items: Int, _ layout: String = "") -> Double? {
            let name = "page scroll step \(items) items\(layout)"
            guard let time = run.median(name), let steps = run.median(name, .steps), steps > 0 else { return nil }
            return time / steps
        }
        return [
            Figure(
                name: "update changing 1 item", value: run.median(update), baselineName: "cold decode + sizes + layout",
                baseline: run.median(cold), unit: .time, target: .atMost(0.05)),
            Figure(
                name: "size misses in that update", value: run.median(update, .sizeMisses), baselineName: "—",
                baseline: nil, unit: .count, target: .absolute(1)),
            Figure(
                name: "visible range + exposure per step, 100,000 items", value: perStep(100_000),
                baselineName: "1,000 items", baseline: perStep(1_000), unit: .time, target: .atMost(2)),
            Figure(
                name: "the same in grids of 3 columns", value: perStep(100_000, " (grid)"),
                baselineName: "1,000 items", baseline: perStep(1_000, " (grid)"), unit: .time, target: .atMost(2)),
            Figure(
                name: "the same in carousels, scrolled sideways too", value: perStep(100_000, " (carousel)"),
                baselineName: "1,000 items", baseline: perStep(1_000, " (carousel)"), unit: .time, target: .atMost(2)),
            Figure(
                name: "paging step of a 10,000-item feed section (20 more items)",
                value: run.median("page paging step of a 10000-item section"),
                baselineName: "cold build of that page", baseline: run.median("page cold 1 section of 10000 items"),
                unit: .time, target: .atMost(0.05)),
            Figure(
                name: "first frame of a page shown as its sections arrive, 1 of 100 delayed 2 s",
                value: run.median("page progressive first frame, 1 of 100 sections delayed 2 s"), baselineName: "—",
                baseline: nil, unit: .time, target: .absolute(100 * 1_000_000)),
            Figure(
                name: "first frame with every section but the delayed one",
                value: run.median("page progressive all but the delayed section, 1 of 100 sections delayed 2 s"),
                baselineName: "—", baseline: nil, unit: .time, target: .absolute(100 * 1_000_000)),
            Figure(
                name: "peak resident memory of the process during the cold builds",
                value: run.median(cold, .peakMemory), baselineName: "—", baseline: nil, unit: .bytes,
                target: .absolute(50 * 1_000_000)),
        ]
    }
}
