import PageKit
import TestSupport
import Testing

@Suite("Progressive loading: a page shows at once and fills in as its sections arrive")
struct PageLoadTests {
    @Test("the first stage shows a placeholder per section; each arrival replaces one, in the order they arrive")
    func arrivals() async throws {
        let configuration = PageConfiguration(
            id: "home",
            sections: [loadSection("slow", delay: 0.3), loadSection("fast", data: ["count": 3], delay: 0.05)])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
        let stages = await load.stagesUntilComplete()

        // A consumer slower than the stages gets the newest, so under load a stage may be skipped; the slow
        // section's 300 ms leave no doubt about the first and the last.
        #expect(stages.first?.change == .started)
        #expect(stages.last?.change == .finished("slow"))
        #expect(stages.map(\.change).allSatisfy { [.started, .finished("fast"), .finished("slow")].contains($0) })
        let first = try #require(stages.first)
        #expect(first.states == [.loading, .loading])
        #expect(first.page.snapshot.sections.map(\.id) == ["slow", "fast"])
        #expect(first.page.snapshot.sections.allSatisfy { $0.section is LoadingSection })
        #expect(first.page.snapshot.sections.map(\.kind) == ["rows", "rows"])
        #expect(
            first.page.snapshot.sections.map { $0.items.map(\.kind) } == [["pagekit.loading"], ["pagekit.loading"]])
        if stages.count == 3 {
            #expect(stages[1].states == [.loading, .loaded])
            #expect(stages[1].page.snapshot.sections[1].items.count == 3)
        }
        let last = try #require(stages.last)
        #expect(last.isComplete)
        #expect(last.states == [.loaded, .loaded])
        #expect(last.page.diagnostics.isEmpty)
        #expect(last.slowest?.id == "slow")
        let slow = try #require(last.sections.first?.duration)
        #expect(slow >= .milliseconds(300))
    }

    @Test("each stage is an ordinary update: the placeholder is deleted and the items inserted, no full reload")
    func updatesAreDiffs() async throws {
        let configuration = PageConfiguration(
            id: "home",
            sections: [loadSection("a", delay: 0.05), loadSection("b", data: ["count": 4], delay: 0.2)])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
        let engine = PageEngine(width: 40, viewportHeight: 10)
        var reports: [PageUpdateReport] = []
        for stage in await load.stagesUntilComplete() {
            reports.append(await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity))
        }
        // Two arrivals, unless a slow consumer got them as one stage.
        #expect((2...3).contains(reports.count))
        #expect(reports.first?.fullReload == .initialLoad)
        for report in reports.dropFirst() {
            #expect(report.outcome == .applied)
            #expect(report.fullReload == nil)
            #expect(report.changes?.insertedSections == 0)
            #expect(report.changes?.deletedSections == 0)
        }
        #expect(reports.dropFirst().map { $0.changes?.deletedItems ?? 0 }.reduce(0, +) == 2)
        #expect(reports.dropFirst().map { $0.changes?.insertedItems ?? 0 }.reduce(0, +) == 6)
        #expect(await engine.snapshot.itemCount == 6)
    }

    @Test("a section past its timeout shows its error state, retryable, without holding the others")
    func timeout() async throws {
        let configuration = PageConfiguration(
            id: "home",
            sections: [
                loadSection("stuck", kind: "stuck", data: ["seconds": 30], timeout: 0.1),
                loadSection("rows"),
            ])
        let attempts = CallCounter()
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry(attempts: attempts)))
        let stages = await load.stagesUntilComplete()
        // The factory ignores cancellation for 30 s; the page is complete before it answers.
        #expect(attempts.count("stuck answered") == 0)
        let last = try #require(stages.last)
        #expect(last.states == [.timedOut, .loaded])
        let failed = try #require(last.page.snapshot.sections[0].section as? FailedSection)
        #expect(failed.failure.reason == .timedOut)
        #expect(failed.failure.retryable)
        #expect(failed.failure.message == "no data within its timeout of 0.1 seconds")
        #expect(last.page.diagnostics.map(\.code) == [.sectionTimedOut])
        #expect(last.page.diagnostics.first?.path == "")
        #expect(last.page.diagnostics.first?.message.contains("section 'stuck' (stuck)") == true)
    }

    @Test("selecting a failed section's error item retries that section alone, which then loads")
    func retry() async throws {
        let attempts = CallCounter()
        // The stream keeps only the newest stage: the retried load is held back, so that its `.reloading`
        // stage is read before its `.finished` one replaces it.
        let flaky = loadSection("flaky", data: ["count": 2, "failures": 1], delay: 0.2)
        let configuration = PageConfiguration(id: "home", sections: [flaky, loadSection("steady")])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry(attempts: attempts)))
        var changes: [PageLoadStage.Change] = []
        var retried = false
        for await stage in await load.stages() {
            changes.append(stage.change)
            guard stage.isComplete else { continue }
            if retried {
                #expect(stage.states == [.loaded, .loaded])
                #expect(stage.page.snapshot.sections[0].items.count == 2)
                #expect(stage.page.diagnostics.isEmpty)
                break
            }
            #expect(stage.states == [.failed, .loaded])
            #expect(stage.page.diagnostics.map(\.code) == [.sectionFailed])
            let snapshot = stage.page.snapshot
            let item = try #require(snapshot.sections[0].items.first)
            #expect(item.kind == SectionFailure.kind)
            let outcome = await ResponderChain.raise(
                PageEvent(name: PageEvent.select), from: item.id, in: "flaky", of: snapshot)
            #expect(outcome?.consumedBy == "section flaky")
            #expect(outcome?.event.output == ["retrying section 'flaky'"])
            retried = true
        }
        #expect(retried)
        #expect(changes.contains(.reloading("flaky")))
        #expect(changes.last == .finished("flaky"))
        #expect(attempts.count("flaky") == 2)
        #expect(attempts.count("steady") == 1)
    }

    @Test("an error item selected again once its section was reloaded starts nothing, and says so")
    func staleRetry() async throws {
        let attempts = CallCounter()
        // The retried load is held back, so that the error item is selected twice while it runs.
        let flaky = loadSection("flaky", data: ["count": 2, "failures": 1], delay: 0.2)
        let load = PageLoad(
            PageConfiguration(id: "home", sections: [flaky]),
            builder: PageBuilder(registry: try loadRegistry(attempts: attempts)))
        var failed: PageSnapshot?
        for await stage in await load.stages() where stage.isComplete {
            if stage.states == [.loaded] { break }
            let snapshot = stage.page.snapshot
            failed = snapshot
            let item = try #require(snapshot.sections[0].items.first)
            for expected in [
                "retrying section 'flaky'", "section 'flaky' was reloaded since this error: nothing to retry",
            ] {
                let outcome = await ResponderChain.raise(
                    PageEvent(name: PageEvent.select), from: item.id, in: "flaky", of: snapshot)
                #expect(outcome?.event.output == [expected])
            }
        }
        #expect(attempts.count("flaky") == 2)
        // The host still draws the error state (its update is behind): selecting it leaves the data as it is.
        let snapshot = try #require(failed)
        let outcome = await ResponderChain.raise(
            PageEvent(name: PageEvent.select), from: try #require(snapshot.sections[0].items.first).id, in: "flaky",
            of: snapshot)
        #expect(outcome?.event.output == ["section 'flaky' was reloaded since this error: nothing to retry"])
        #expect(await load.stage.states == [.loaded])
        #expect(attempts.count("flaky") == 2)
        await load.cancel()
    }

    @Test("an unknown kind is an empty placeholder with its diagnostic; a reload of no such section is refused")
    func unknownKindAndBadReload() async throws {
        let configuration = PageConfiguration(
            id: "home", sections: [loadSection("weather", kind: "weather.today"), loadSection("rows")])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
        let last = try #require(await load.stagesUntilComplete().last)
        #expect(last.states == [.failed, .loaded])
        #expect(last.page.snapshot.sections[0].section is PlaceholderSection)
        #expect(last.page.diagnostics.map(\.code) == [.unknownKind])
        #expect(await load.reload(section: "nowhere") == false)
    }

    @Test("cancelling ends the stream; a section that ends afterwards changes nothing")
    func cancel() async throws {
        let configuration = PageConfiguration(id: "home", sections: [loadSection("late", delay: 0.2)])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
        var seen: [PageLoadStage.Change] = []
        for await stage in await load.stages() {
            seen.append(stage.change)
            await load.cancel()
        }
        #expect(seen == [.started])
        try await Task.sleep(for: .milliseconds(300))
        #expect(await load.stage.states == [.loading])
        #expect(await load.reload(section: "late") == false)
    }

    @Test("asking for the stages again starts the load over, and the new stream runs to the complete page")
    func restart() async throws {
        let configuration = PageConfiguration(id: "home", sections: [loadSection("late", delay: 0.1)])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
        _ = await load.stages()  // dropped at once: its end comes after the next stream starts
        await load.cancel()
        var complete: [SectionLoadReport.State] = []
        var stillRunning = false
        for await stage in await load.stages() where stage.isComplete {
            complete = stage.states
            // The older stream's end has come by now, and left this one running.
            try await Task.sleep(for: .milliseconds(50))
            stillRunning = await load.reload(section: "late")
            break
        }
        #expect(complete == [.loaded])
        #expect(stillRunning)
        await load.cancel()
    }

    @Test("PageBuilder.build waits for every section, within each one's timeout, and shows no retry")
    func buildWaits() async throws {
        let configuration = PageConfiguration(
            id: "home",
            sections: [
                loadSection("rows", delay: 0.05),
                loadSection("stuck", kind: "stuck", data: ["seconds": 30], timeout: 0.05),
            ])
        let page = await PageBuilder(registry: try loadRegistry()).build(configuration)
        #expect(page.snapshot.sections[0].items.count == 2)
        let failed = try #require(page.snapshot.sections[1].section as? FailedSection)
        #expect(failed.failure.retryable == false)
        #expect(page.diagnostics.map(\.code) == [.sectionTimedOut])
    }

    @Test("seeded pages of loaded, failing, delayed and timed-out sections: every stage keeps the configured order")
    func seededPages() async throws {
        var random = SplitMix64(seed: 0x5EC7_10AD)
        for _ in 0..<12 {
            var sections: [SectionConfiguration] = []
            var expected: [SectionLoadReport.State] = []
            for index in 0..<Int.random(in: 1...7, using: &random) {
                let id = "s\(index)"
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    sections.append(loadSection(id, data: ["count": .int(Int.random(in: 0...5, using: &random))]))
                    expected.append(.loaded)
                case 1:
                    let delay = Double(Int.random(in: 1...30, using: &random)) / 1_000
                    sections.append(loadSection(id, data: ["count": 1], delay: delay))
                    expected.append(.loaded)
                case 2:
                    sections.append(loadSection(id, data: ["count": 1, "failures": 5]))
                    expected.append(.failed)
                default:
                    sections.append(loadSection(id, data: ["count": 1], delay: 1, timeout: 0.02))
                    expected.append(.timedOut)
                }
            }
            let configuration = PageConfiguration(id: "seeded", sections: sections)
            let load = PageLoad(configuration, builder: PageBuilder(registry: try loadRegistry()))
            let stages = await load.stagesUntilComplete()
            for stage in stages {
                #expect(stage.page.snapshot.sections.map(\.id) == sections.map(\.id))
                #expect(stage.sections.map(\.id) == sections.map(\.id))
            }
            let last = try #require(stages.last)
            #expect(last.states == expected)
            #expect(last.page.diagnostics.count == expected.filter { $0 != .loaded }.count)
            await load.cancel()
        }
    }
}
