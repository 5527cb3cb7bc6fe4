extension SectionBuildError {
    /// The most characters of a value that ``shown(_:)`` keeps.
    public static let shownCharacters = 60

    /// An `invalidData` error for the data key `key`: `'limit' must be an integer from 1 to 100, got "ten"`,
    /// or `got nothing` when the key is absent.
    public static func invalidData(key: String, expected: String, got value: PageJSON?) -> SectionBuildError {
        SectionBuildError(
            .invalidData, key: key, message: "'\(key)' must be \(expected), got \(value.map(shown) ?? "nothing")")
    }

    /// A value as JSON text for a message, cut to ``shownCharacters`` characters, ending in `…` when it was
    /// cut, so that a message does not grow with the data it describes.
    public static func shown(_ value: PageJSON) -> String {
        let text = value.description
        guard text.count > shownCharacters else { return text }
        var kept = text.prefix(shownCharacters - 1)
        while kept.last == " " { kept = kept.dropLast() }
        return kept + "…"
    }
}
