extension TerminalText {
    /// The columns a terminal gives `character`, a grapheme cluster: the larger of how it is presented as one
    /// glyph and what its code points take one by one.
    ///
    /// As one glyph: 2 for an emoji shown as emoji (a default-emoji character, or any emoji followed by the
    /// emoji variation selector U+FE0F, keycaps included) and for a character whose East Asian Width is wide or
    /// fullwidth (CJK ideographs, kana, Hangul syllables, fullwidth forms); 1 otherwise.
    ///
    /// One by one, each code point takes its own columns (2 for wide or default-emoji ones, 1 for the rest),
    /// except those drawn with the one before: combining marks, format characters and other default-ignorable
    /// code points (U+200D, U+FE0F, …, but not the soft hyphen and the prepended concatenation marks, which
    /// take a column as `wcwidth` counts them), Hangul vowel and final jamo, an emoji joined by U+200D, a
    /// skin-tone modifier after an emoji that takes one, and the second regional indicator of a flag. So
    /// `👨‍👩‍👧` and `👍🏽` take 2, while `a🏻` takes 3, a run of leading jamo two each, and a conjunct joined by
    /// U+200D (`क्‍ष`) its two consonants' columns: a cluster that a terminal may not draw as one glyph is never
    /// measured narrower than it may be drawn.
    ///
    /// Measure text from outside once sanitized (``sanitized(_:)``): a control character is not measured as a
    /// terminal would act on it (one of C0 or DEL measures 0, another 1).
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII, character.utf8.count == 1 {
            return first.value >= 0x20 && first.value != 0x7F ? 1 : 0
        }
        var columns = 0
        var previous: Unicode.Scalar?
        var isJoined = false
        var isFlagOpen = false
        for scalar in scalars {
            defer { previous = scalar }
            if isJoined {
                isJoined = false
                // An emoji joins the one before into one glyph; a consonant joined in an Indic conjunct is drawn.
                if scalar.properties.isEmoji { continue }
            }
            if scalar.value == 0x200D {
                isJoined = true
                continue
            }
            if isZeroWidth(scalar) { continue }
            let properties = scalar.properties
            if properties.isEmojiModifier, previous?.properties.isEmojiModifierBase == true { continue }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) {
                isFlagOpen.toggle()
                if !isFlagOpen { continue }
            }
            columns += isWide(scalar.value) || properties.isEmojiPresentation ? 2 : 1
        }
        guard columns > 0 else { return 0 }
        let properties = first.properties
        // A variation selector 16, or a skin tone after a base that takes one, draws the base as an emoji.
        let asEmoji =
            properties.isEmojiPresentation
            || (properties.isEmoji && scalars.contains(where: isEmojiPresentationSelector))
            || (properties.isEmojiModifierBase && scalars.dropFirst().contains { $0.properties.isEmojiModifier })
        return max(asEmoji || isWide(first.value) ? 2 : 1, columns)
    }

    /// The columns a terminal gives `text`: the sum of its characters' widths.
    @inlinable
    public static func width(of text: some StringProtocol) -> Int {
        var columns = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return text.reduce(0) { $0 + width(of: $1) } }
            columns += 1
        }
        return columns
    }

    /// The longest start of `text` that fits in `columns` columns, cut between characters.
    @inlinable
    public static func prefix<Text: StringProtocol>(_ text: Text, columns: Int) -> Text.SubSequence {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + width(of: text[index])
            if next > columns { break }
            used = next
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// Whether `code` is East Asian wide or fullwidth, by binary search of ``eastAsianWide``.
    static func isWide(_ code: UInt32) -> Bool {
        guard let first = eastAsianWide.first, code >= first.lowerBound else { return false }
        var low = 0
        var high = eastAsianWide.count
        while low < high {
            let middle = low + (high - low) / 2
            let range = eastAsianWide[middle]
            if code < range.lowerBound {
                high = middle
            } else if code > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static func isEmojiPresentationSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F
    }

    /// Combining marks, format characters (zero-width joiner, word joiner, …) and the other code points a
    /// terminal draws in no column of their own, and the Hangul vowel and final jamo, which join the syllable
    /// before; not the wide fillers (U+115F, U+3164), which take two.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // Drawn with a column where they show, as wcwidth counts them: the soft hyphen, and the prepended
        // concatenation marks (U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+110BD, U+110CD).
        if takesAColumnThoughFormat(scalar.value) { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default:
            return (properties.isDefaultIgnorableCodePoint && !isWide(scalar.value))
                || (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    private static func takesAColumnThoughFormat(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
        default: false
        }
    }
}
