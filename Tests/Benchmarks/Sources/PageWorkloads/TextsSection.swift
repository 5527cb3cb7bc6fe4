import PageKit

/// One text item of the benchmark page.
struct Text: Hashable, Sendable {
    let id: Int
    let text: String

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
