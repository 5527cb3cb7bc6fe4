/// The identities of a page without its data: section ids and kinds, and each item's id and content
/// version. Light enough to compare whole pages; ``BatchUpdate/applying(to:using:)`` works on it.
public struct PageOutline: Sendable, Hashable, CustomStringConvertible {
    /// One item: which item it is and the version of its content.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// Which item this is.
        public var id: ItemID
        /// The version of its content.
        public var contentVersion: Int

        /// An item `id` at version `contentVersion`.
        public init(id: ItemID, contentVersion: Int) {
            self.id = id
            self.contentVersion = contentVersion
        }

        /// `7@2`: the id, then the version.
        public var description: String { "\(id)@\(contentVersion)" }
    }

    /// One section: its id, its kind and its items in order.
    public struct Section: Sendable, Hashable, CustomStringConvertible {
        /// The section's id.
        public var id: SectionID
        /// The section's kind.
        public var kind: String
        /// The items, in order.
        public var items: [Item]

        /// A section `id` of `kind` holding `items`.
        public init(id: SectionID, kind: String, items: [Item]) {
            self.id = id
            self.kind = kind
            self.items = items
        }

        /// `s1(kind): [7@0, 8@1]`.
        public var description: String {
            "\(id)(\(kind)): [\(items.map(\.description).joined(separator: ", "))]"
        }
    }

    /// The sections, in order.
    public var sections: [Section]

    /// An outline of `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// One section per line.
    public var description: String {
        sections.isEmpty ? "(no sections)" : sections.map(\.description).joined(separator: "\n")
    }
}

extension PageSnapshot {
    /// The snapshot's identities: section ids and kinds, item ids and content versions.
    public var outline: PageOutline {
        PageOutline(
            sections: sections.map { section in
                PageOutline.Section(
                    id: section.id, kind: section.kind,
                    items: section.items.map { PageOutline.Item(id: $0.id, contentVersion: $0.contentVersion) })
            })
    }
}
