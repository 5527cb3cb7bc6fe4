/// Raw terminal input put together into keys across reads.
///
/// A read may end inside an escape sequence (Esc itself, or an arrow key split by a slow link). Its bytes wait
/// for the rest of the sequence until ``sequenceWait`` after the read that brought its Esc, then are keys of
/// their own (``flush()``), as when Alt-[ sends Esc and `[`. Each incomplete sequence waits from its own
/// Esc, also when the read that brought it completed the sequence before it.
struct KeyAssembler {
    /// How long the rest of an escape sequence may take to come before what came is read as keys: a terminal
    /// sends a sequence at once, so only Esc itself (Back, which waits this long) or a key like Alt-[ leaves
    /// one incomplete, unless a slow link splits a sequence.
    static let sequenceWait = Duration.milliseconds(50)

    /// The bytes of an escape sequence still incomplete.
    private(set) var pending: [UInt8] = []
    /// When the read that brought the pending sequence's Esc came.
    private var pendingSince: ContinuousClock.Instant?

    /// When the pending sequence stops waiting for its rest; `nil` when none is pending.
    var deadline: ContinuousClock.Instant? {
        guard !pending.isEmpty, let pendingSince else { return nil }
        return pendingSince + Self.sequenceWait
    }

    /// The keys `bytes`, read at `now`, complete after what was pending; an escape sequence they leave
    /// incomplete is kept pending.
    mutating func read(_ bytes: some Collection<UInt8>, at now: ContinuousClock.Instant) -> [Key] {
        let (keys, rest) = Key.parse(pending + bytes)
        // Nothing parsed: the sequence that was pending still is, and waits from its own Esc. Otherwise what
        // is left began in this read.
        if pending.isEmpty || !keys.isEmpty { pendingSince = now }
        // A rest is at most an Esc and two bytes; longer would be no sequence this parser waits for.
        pending = rest.count > 8 ? [] : rest
        return keys
    }

    /// The pending bytes as keys of their own, once their wait is over or no more input comes.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return Key.parse(pending, atEndOfInput: true).keys
    }
}
