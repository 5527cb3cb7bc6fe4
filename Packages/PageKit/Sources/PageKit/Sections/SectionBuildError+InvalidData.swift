extension SectionBuildError {
    /// The most Unicode scalars of a value that ``shown(_:)`` keeps: a character built of many combining marks
    /// counts each of them, so that no character makes a message long.
    public static let shownCharacters = 60

    /// An `invalidData` error for the data key `key`: `'limit' must be an integer from 1 to 100, got "ten"`,
    /// or `got nothing` when the key is absent.
    public static func invalidData(key: String, expected: String, got value: PageJSON?) -> SectionBuildError {
        SectionBuildError(
            .invalidData, key: key, message: "'\(key)' must be \(expected), got \(value.map(shown) ?? "nothing")")
    }

    /// A value as JSON text for a message, cut to ``shownCharacters`` Unicode scalars, ending in `…` when it
    /// was cut, so that a message does not grow with the data it describes.
    public static func shown(_ value: PageJSON) -> String {
        let text = value.description
        guard text.unicodeScalars.count > shownCharacters else { return text }
        var kept = String(String.UnicodeScalarView(text.unicodeScalars.prefix(shownCharacters - 1)))
        while kept.unicodeScalars.last == " " { kept.unicodeScalars.removeLast() }
        return kept + "…"
    }
}
