/// A section's items, in order, kept as the pages they came in: appending a page shares the pages before it
/// instead of copying them, so a section that pages (``PagingSection``) makes and keeps each page's items once,
/// and every snapshot of it holds the same earlier pages.
///
/// A section that does not page has its items in one page, read as fast as an array's.
///
/// ```swift
/// let first = PageItems(stories.map { PageItem($0, id: \.id, kind: "story") })
/// let more = first.appending(next.map { PageItem($0, id: \.id, kind: "story") })   // shares `first`'s page
/// ```
public struct PageItems: RandomAccessCollection, Sendable {
    /// A page: its items, none of them empty, and how many items there are up to its end.
    fileprivate struct Page: Sendable {
        let items: [PageItem]
        let end: Int
    }

    /// The pages, in order; one array, so that a copy of the items costs what a copy of an array does.
    private let pages: [Page]

    /// No items.
    public init() {
        pages = []
    }

    /// `items`, as one page.
    public init(_ items: [PageItem]) {
        pages = items.isEmpty ? [] : [Page(items: items, end: items.count)]
    }

    private init(pages: [Page]) {
        self.pages = pages
    }

    /// These items followed by `page`, whose items form a page of their own: the pages before it are shared,
    /// not copied.
    public func appending(_ page: [PageItem]) -> PageItems {
        guard !page.isEmpty else { return self }
        return PageItems(pages: pages + [Page(items: page, end: count + page.count)])
    }

    /// The items as one array: the page itself when there is at most one, else a copy of every page.
    public var array: [PageItem] {
        pages.count <= 1 ? pages.first?.items ?? [] : Array(pages.lazy.map(\.items).joined())
    }

    /// `0`.
    public var startIndex: Int { 0 }

    /// The number of items.
    public var endIndex: Int { pages.last?.end ?? 0 }

    /// The item at `position`, which must be a valid index.
    public subscript(position: Int) -> PageItem {
        guard pages.count > 1 else { return pages[0].items[position] }
        precondition(indices.contains(position), "PageItems: index \(position) out of range 0..<\(count)")
        let page = self.page(containing: position)
        return pages[page].items[position - (page == 0 ? 0 : pages[page - 1].end)]
    }

    /// The items in order, a page at a time.
    public func makeIterator() -> Iterator {
        Iterator(pages: pages)
    }

    /// Walks the items page by page, with no search per item.
    public struct Iterator: IteratorProtocol {
        private let pages: [Page]
        private var page = 0
        private var item = 0

        fileprivate init(pages: [Page]) {
            self.pages = pages
        }

        /// The next item, or `nil` after the last.
        public mutating func next() -> PageItem? {
            guard page < pages.count else { return nil }
            defer {
                item += 1
                if item == pages[page].items.count {
                    page += 1
                    item = 0
                }
            }
            return pages[page].items[item]
        }
    }

    /// Runs `body` on each page in order, as an array.
    func forEachPage(_ body: ([PageItem]) throws -> Void) rethrows {
        for page in pages { try body(page.items) }
    }

    /// How many of the first items of `earlier` these items hold in the very same pages (a page shared, not
    /// an equal one): all of them when these items are `earlier` with pages appended.
    func sharedPrefixCount(with earlier: PageItems) -> Int {
        var shared = 0
        for (mine, theirs) in zip(pages, earlier.pages) {
            let isSame = mine.items.withUnsafeBufferPointer { mine in
                theirs.items.withUnsafeBufferPointer { theirs in
                    mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
                }
            }
            guard isSame else { break }
            shared = mine.end
        }
        return shared
    }

    /// The page that holds the item at `position`, which is a valid index.
    private func page(containing position: Int) -> Int {
        pages.partitioningIndex(in: pages.indices) { $0.end > position }
    }
}

extension PageItems: ExpressibleByArrayLiteral {
    /// The literal's items, as one page.
    public init(arrayLiteral items: PageItem...) {
        self.init(items)
    }
}
