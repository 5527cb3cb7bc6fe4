import Foundation
import PageKit
import Testing
import UIKitStub

/// A cell that keeps the item it shows.
final class ItemCell: UICollectionViewCell {
    var shown: PageItem?
}

/// The UIKit binding of the article, run against a collection view that checks batch updates as UIKit does.
@MainActor
@Suite struct UIKitBindingTests {
    /// The binding's code is the article's, but for the import of the stub.
    @Test("the article shows the binding's code as it is compiled here")
    func articleMatchesTheCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/PageKit/PageKit.docc/BindingToUIKit.md"),
            encoding: .utf8)
        let code = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("PageCollectionViewBinding.swift"),
            encoding: .utf8)
        let block = try #require(
            article.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first)
        #expect(block == code.replacingOccurrences(of: "import UIKitStub", with: "import UIKit"))
        #expect(block.split(separator: "\n", omittingEmptySubsequences: false).count <= 150)
    }

    @Test("updates of random pages are shown as UIKit accepts them; taps and scrolling report through the page")
    func bindingRuns() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 320, height: 200)
        let binding = PageCollectionViewBinding(
            engine: engine, collectionView: view, cells: ["test": ItemCell.self]
        ) { cell, item in (cell as? ItemCell)?.shown = item }
        var exposures: [ExposureEvents] = []
        var outcomes: [PageEventOutcome] = []
        binding.onExposure = { exposures.append($0) }
        binding.onEvent = { outcomes.append($0) }
        let updates = await engine.appliedUpdates()
        let following = Task { await binding.follow(updates) }
        defer { following.cancel() }
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0x0B1_4D, uniqueItems: true)
        var page = pages.page(maxSections: 4, maxItems: 20)
        var applied = 0
        for _ in 0..<40 {
            if await engine.update(to: page.snapshot).outcome == .applied { applied += 1 }
            page = pages.edited(page)
        }
        // The binding reports exposure once for each update it shows: wait until it has shown them all.
        for _ in 0..<1_000 where exposures.count < applied { try await Task.sleep(for: .milliseconds(1)) }
        #expect(exposures.count == applied)
        #expect(view.violations.isEmpty, "\(view.violations)")

        // Every visible cell shows the engine's item at its position.
        let shown = await engine.snapshot
        for path in view.indexPathsForVisibleItems {
            let cell = binding.collectionView(view, cellForItemAt: path) as? ItemCell
            #expect(cell?.shown?.id == shown.sections[path.section].items[path.item].id)
            #expect(cell?.reuseIdentifier == shown.sections[path.section].items[path.item].kind)
        }

        // Scrolling by a whole screen: what was on screen disappears, what comes on appears.
        let before = Set(exposures.flatMap(\.appeared)).subtracting(exposures.flatMap(\.disappeared))
        view.bounds.origin.y += 200
        binding.scrollViewDidScroll(view)
        let scrolled = try #require(exposures.last)
        #expect(Set(scrolled.disappeared) == before)
        #expect(scrolled.appeared.allSatisfy { !before.contains($0) })

        // A tap travels up from the item at that position.
        if let tapped = view.indexPathsForVisibleItems.first {
            binding.collectionView(view, didSelectItemAt: tapped)
            for _ in 0..<1_000 where outcomes.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
            #expect(outcomes.first?.event.sender?.id == shown.sections[tapped.section].items[tapped.item].id)
            #expect(outcomes.first?.event.trail.first == "item")
        }
    }

    /// A data source of given counts.
    final class Counts: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        { UICollectionViewCell() }
    }

    @Test("the stand-in collection view refuses batches whose counts do not reconcile, and accepts those that do")
    func standInChecksCounts() {
        let view = UICollectionView()
        let source = Counts([2, 3])
        view.dataSource = source
        view.reloadData()
        view.performBatchUpdates { source.counts = [2, 4] }
        view.performBatchUpdates {
            source.counts = [1, 4, 0]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.violations.count == 2)
        view.performBatchUpdates {
            source.counts = [4, 1, 0]
            view.moveSection(1, toSection: 0)
            view.moveSection(0, toSection: 1)
        }
        view.performBatchUpdates {
            source.counts = [4, 1, 0, 7]
            view.insertSections(IndexSet(integer: 3))
        }
        view.performBatchUpdates {
            source.counts = [4, 0, 5, 7]
            view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 4, section: 2))
            view.insertItems(at: (0..<4).map { IndexPath(item: $0, section: 2) })
        }
        #expect(view.violations.count == 2)
        view.performBatchUpdates { source.counts = [4, 0, 5, 8] }
        #expect(view.violations.count == 3)
        #expect(view.violations.first?.contains("invalid number of items in section 1") == true)
        #expect(view.violations.last?.contains("invalid number of items in section 3") == true)
    }
}
