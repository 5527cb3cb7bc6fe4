import PageKit

/// One text item of the benchmark page.
struct Text: Hashable, Sendable {
    let id: Int
    let text: String

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    init?(_ json: PageJSON) {
        guard let id = json["id"]?.intValue, let text = json["text"]?.stringValue else { return nil }
        self.id = id
        self.text = text
    }
}

/// A titled section of texts; a host shows each text wrapped, so that sizes depend on the width, as real
/// sections' do.
struct TextsSection: TitledSection {
    /// The kind of the section's items.
    static let textKind = "text"
    static let itemKinds = [textKind]

    let texts: [Text]

    var title: String { "section" }
    var items: [PageItem] { texts.map { PageItem($0, id: \.id, kind: Self.textKind) } }
}

/// A section of texts that pages, as a feed does: each next page adds `pageSize` texts after its own. It
/// keeps its items as pages (`PageItems`), as a paging section should: a page makes only its own items and
/// shares the pages before it.
struct PagedTextsSection: PagingSection, TitledSection {
    static let itemKinds = [TextsSection.textKind]

    let pagedItems: PageItems
    let pageSize: Int

    var title: String { "feed" }
    var hasNextPage: Bool { true }

    /// The first `count` texts.
    static func first(count: Int, pageSize: Int) -> PagedTextsSection {
        PagedTextsSection(pagedItems: PageItems(texts(0..<max(count, 0))), pageSize: pageSize)
    }

    func nextPage() async throws -> PagedTextsSection {
        let start = pagedItems.count
        return PagedTextsSection(
            pagedItems: pagedItems.appending(Self.texts(start..<start + pageSize)), pageSize: pageSize)
    }

    private static func texts(_ ids: Range<Int>) -> [PageItem] {
        ids.map { PageItem(Text(id: $0, text: "item \($0) of a feed"), id: \.id, kind: TextsSection.textKind) }
    }
}
