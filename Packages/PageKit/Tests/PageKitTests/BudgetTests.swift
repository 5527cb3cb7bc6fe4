import PageKit
import TestSupport
import Testing

@Suite("Budgets per section kind: sizing, diffing and the host's applying, each watched")
struct BudgetTests {
    @Test("the configuration sets a kind's budget in milliseconds; bad values are warned about and dropped or clamped")
    func configuration() {
        let page = PageConfiguration.decode([
            "id": "home",
            "sections": [
                ["id": "a", "kind": "rows", "budget": ["size": 2, "diff": 0.5, "apply": 8]],
                ["id": "b", "kind": "rows", "budget": ["size": 99]],
                ["id": "c", "kind": "cards", "budget": ["size": "fast", "apply": 1e9, "render": 1]],
                ["id": "d", "kind": "plain"],
                ["id": "e", "kind": "odd", "budget": 3],
            ],
        ])
        #expect(
            page.budgets["rows"]
                == KindBudget(size: .milliseconds(2), diff: .microseconds(500), apply: .milliseconds(8)))
        #expect(page.budgets["cards"] == KindBudget(apply: .seconds(10)))
        #expect(page.budgets["plain"] == nil)
        #expect(page.budgets["odd"] == nil)
        #expect(
            page.diagnostics.map(\.description) == [
                #"$.sections[2].budget.render: ignored: a page configuration defines no member "render" here"#,
                #"$.sections[2].budget.size: "size" is not a number of milliseconds (found a string); no budget is used"#,
                #"$.sections[2].budget.apply: "apply" is 1000000000 ms, outside 0 ms to 10000 ms; 10000 ms is used"#,
                #"$.sections[4].budget: "budget" is not an object (found a number); no budget is used"#,
            ])
    }

    @Test("an update whose sizing or diffing of a kind is over its budget says so, naming the kind and the figure")
    func overruns() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        await engine.setBudgets(["rows": KindBudget(size: .milliseconds(1), diff: .zero)])
        // Ten items measured 1 ms each take longer than 1 ms.
        let slow = makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter, measureDelay: .milliseconds(1))
        let first = await engine.update(to: slow)
        #expect(first.diagnostics.map(\.code) == [.overBudget])
        #expect(first.diagnostics.first?.path == "rows")
        #expect(first.diagnostics.first?.message.hasPrefix("took ") == true)
        #expect(first.diagnostics.first?.message.contains(" to size, over its budget of 1.0 ms") == true)
        let edited = makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter) { $0[0][3].text = "changed" }
        let second = await engine.update(to: edited)
        #expect(second.diagnostics.contains { $0.code == .overBudget && $0.message.contains("to diff") })
        await engine.setBudgets([:])
        let third = await engine.update(to: slow)
        #expect(third.diagnostics.isEmpty)
    }

    @Test("the host's drawing time per kind is checked against the apply budgets")
    func apply() async {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        await engine.setBudgets(["rows": KindBudget(apply: .milliseconds(4)), "cards": KindBudget(size: .zero)])
        let diagnostics = await engine.budgetDiagnostics(
            applyTime: ["rows": .milliseconds(5), "cards": .milliseconds(50), "other": .seconds(1)])
        #expect(diagnostics.map(\.description) == ["rows: took 5.0 ms to apply, over its budget of 4.0 ms"])
        #expect(await engine.budgetDiagnostics(applyTime: ["rows": .milliseconds(4)]).isEmpty)
    }
}
