import Foundation

/// An immutable table of values by name, for the lookup every call makes: which component a name means.
///
/// A `Dictionary` keyed by `String` hashes the name with seeded SipHash, which costs a call more than the
/// rest of its lookup. This table hashes an ASCII name's bytes with FNV-1a and probes linearly in a table
/// at most half full. The names in it are the registered ones, which the app chooses, so an unseeded hash
/// is safe: a name from input is only looked up, and a miss stops at the first empty slot.
///
/// `String` equality is canonical equivalence, which bytes alone do not decide: `"Cafe\u{301}"` equals
/// `"Caf\u{E9}"`, and KELVIN SIGN equals `"K"`. So a stored name that is not ASCII is hashed in its canonical
/// composition, where an ASCII name equal to it hashes the same, and a name that is not ASCII is looked up
/// by comparing it with every stored name: rare, and exact whatever Unicode version defines the characters.
struct NameTable<Value: Sendable>: Sendable {
    private struct Slot: Sendable {
        let name: String
        let hash: UInt64
        let value: Value
    }

    /// A power of two in length, and more than twice as long as the number of names.
    private let slots: [Slot?]

    /// A table of `entries`; of a repeated name, the first entry is kept.
    init(_ entries: [(name: String, value: Value)]) {
        var capacity = 4
        while capacity < entries.count * 2 + 1 { capacity *= 2 }
        var slots = [Slot?](repeating: nil, count: capacity)
        let mask = capacity - 1
        for (name, value) in entries {
            let hash = Self.hash(name)
            var position = Int(truncatingIfNeeded: hash) & mask
            var isRepeated = false
            while let slot = slots[position] {
                if slot.hash == hash, slot.name == name {
                    isRepeated = true
                    break
                }
                position = (position + 1) & mask
            }
            guard !isRepeated else { continue }
            slots[position] = Slot(name: name, hash: hash, value: value)
        }
        self.slots = slots
    }

    /// The value named `name`, or `nil` when the table has no such name.
    func value(named name: String) -> Value? {
        guard let hash = Self.asciiHash(name) else {
            return slots.lazy.compactMap { $0 }.first { $0.name == name }?.value
        }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var position = Int(truncatingIfNeeded: hash) & mask
            while let slot = slots[position] {
                if slot.hash == hash, slot.name == name { return slot.value }
                position = (position + 1) & mask
            }
            return nil
        }
    }

    /// Where a stored name goes: FNV-1a over its bytes, or over those of its canonical composition (NFC)
    /// when it is not ASCII.
    private static func hash(_ name: String) -> UInt64 {
        asciiHash(name) ?? fnv1a(name.precomposedStringWithCanonicalMapping.utf8)
    }

    /// FNV-1a over the name's bytes, or `nil` when the name is not ASCII.
    private static func asciiHash(_ name: String) -> UInt64? {
        // Reading the bytes in place is several times faster than iterating the UTF-8 view.
        name.utf8.withContiguousStorageIfAvailable(asciiHash(of:)) ?? asciiHash(of: Array(name.utf8))
    }

    private static func asciiHash(of bytes: some Collection<UInt8>) -> UInt64? {
        var hash = fnvOffsetBasis
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(byte)) &* fnvPrime
        }
        return hash
    }

    private static func fnv1a(_ bytes: String.UTF8View) -> UInt64 {
        bytes.reduce(fnvOffsetBasis) { hash, byte in (hash ^ UInt64(byte)) &* fnvPrime }
    }

    private static var fnvOffsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    private static var fnvPrime: UInt64 { 0x0000_0100_0000_01b3 }
}
