/// One section as displayed at one moment: immutable, with its items read once.
public struct SectionSnapshot: Sendable {
    /// The section's id in the page.
    public let id: SectionID
    /// The configured kind, such as `store.nearby`.
    public let kind: String
    /// The section that answers sizes and events.
    public let section: any PageSection
    /// The items, in order: a paging section's pages as it keeps them (``PagingSection/pagedItems``), shared.
    public let items: PageItems
    /// The header, if the section has one.
    public let header: PageItem?
    /// How the section places its items.
    public let layout: SectionLayout
    /// How the section looks around its items.
    public let style: SectionStyle
    /// The item identities, cell kinds and content versions in compact form, for skipping unchanged sections.
    let stamps: ItemStamps

    /// Takes a snapshot of `section` under `id`, laid out and styled as its configuration says.
    public init(
        id: SectionID, kind: String, section: any PageSection, layout: SectionLayout = .list,
        style: SectionStyle = .plain
    ) {
        self.init(id: id, kind: kind, section: section, items: Self.items(of: section), layout: layout, style: style)
    }

    init(
        id: SectionID, kind: String, section: any PageSection, items: PageItems, layout: SectionLayout = .list,
        style: SectionStyle = .plain, stamps: ItemStamps? = nil
    ) {
        self.id = id
        self.kind = kind
        self.section = section
        self.items = items
        self.layout = layout
        self.style = style
        header = section.header
        self.stamps = stamps ?? ItemStamps(items)
    }

    /// The items of `section`: a paging section's pages, else its array as one page.
    private static func items(of section: any PageSection) -> PageItems {
        (section as? any PagingSection)?.pagedItems ?? PageItems(section.items)
    }

    /// A snapshot of `section` in place of this one: the same id, kind, layout and style.
    func replacing(with section: any PageSection) -> SectionSnapshot {
        SectionSnapshot(id: id, kind: kind, section: section, layout: layout, style: style)
    }

    /// A snapshot of `section`, this one with its next page, in place of this one: the same id, kind, layout
    /// and style, and the stamps of the pages it shares with this snapshot copied, not made again.
    func paged(to section: any PageSection) -> SectionSnapshot {
        let items = Self.items(of: section)
        return SectionSnapshot(
            id: id, kind: kind, section: section, items: items, layout: layout, style: style,
            stamps: ItemStamps(items, reusing: stamps, of: self.items))
    }

    /// Whether `other` is shown the same way: the same kind, layout and style, and a header of the same kind
    /// when both have one (a host's header view is made for one kind). A section shown another way is
    /// reloaded whole, its items' sizes looked up in the size cache again (and measured where their width
    /// changed with the layout or style).
    func isPresented(like other: SectionSnapshot) -> Bool {
        kind == other.kind && layout == other.layout && style == other.style
            && (header == nil || other.header == nil || header?.kind == other.header?.kind)
    }

    /// The kinds the section declares (``PageSection/itemKinds``).
    public var itemKinds: [String] { type(of: section).itemKinds }

    /// Whether an item of `kind` may be shown in this section: the section declares it, or it is the
    /// title header's kind, which PageKit defines for every titled section.
    func declares(_ kind: String) -> Bool {
        kind == SectionTitle.kind || type(of: section).itemKinds.contains(kind)
    }

    /// Whether the header's identity, kind and content version differ from `other`'s.
    func hasDifferentHeader(from other: SectionSnapshot) -> Bool {
        switch (header, other.header) {
        case (nil, nil): false
        case (let mine?, let theirs?):
            mine.id != theirs.id || mine.kind != theirs.kind || mine.contentVersion != theirs.contentVersion
        default: true
        }
    }

    /// Whether `other` holds the same item identities with the same cell kinds and content versions, in the
    /// same order.
    ///
    /// Checks for cancellation every few thousand items and throws ``CancellationError``.
    func hasSameItems(as other: SectionSnapshot) throws(CancellationError) -> Bool {
        try stamps.matches(other.stamps, items: items, otherItems: other.items)
    }

    /// Whether `other` holds this section's items, unchanged and in order, followed by more: the section only
    /// gained items at its end, as a page of a feed does.
    ///
    /// Checks for cancellation every few thousand items and throws ``CancellationError``.
    func isStrictPrefix(of other: SectionSnapshot) throws(CancellationError) -> Bool {
        try stamps.isStrictPrefix(of: other.stamps, items: items, otherItems: other.items)
    }

    /// The index of the item with identity `id`, if the section has it.
    public func index(of id: ItemID) -> Int? {
        items.firstIndex { $0.id == id }
    }
}
