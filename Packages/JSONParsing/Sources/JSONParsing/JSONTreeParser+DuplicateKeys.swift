/// Duplicate keys: found when an object closes, and reported here, on a path that is not inlined, as they are
/// rare.
extension JSONTreeParser {
    /// The error for the first duplicate key in the text, once `closing`, just taken off `frames`, was found
    /// to hold a key twice.
    ///
    /// Every object closed before held each key once, so the first duplicate in the text is in `closing` or
    /// among the keys read so far of an object still open around it; its path and both places are reported.
    @usableFromInline
    func duplicateKeyError(closing: Frame) -> JSONParseError {
        let chain = frames + [closing]
        var found: (depth: Int, first: Key, duplicate: Key)?
        for depth in chain.indices where chain[depth].isObject {
            let end = depth + 1 < chain.count ? chain[depth + 1].keyStart : keys.count
            guard let pair = Self.firstDuplicate(in: keys[chain[depth].keyStart..<end]) else { continue }
            if found.map({ pair.duplicate.offset < $0.duplicate.offset }) ?? true {
                found = (depth, pair.first, pair.duplicate)
            }
        }
        guard let found else {
            return scanner.error("an object holds a key twice", at: scanner.position)  // Not reached.
        }
        let path = JSONParsePath.text(of: pathComponents(to: found.depth, in: chain) + [.key(found.duplicate.name)])
        return scanner.duplicateKeyError(
            found.duplicate.name, path: path, at: found.duplicate.offset, firstAt: found.first.offset)
    }

    /// The first key of `keys`, in order, that equals an earlier one, with that earlier one.
    static func firstDuplicate(in keys: ArraySlice<Key>) -> (first: Key, duplicate: Key)? {
        var seen: [String: Key] = [:]
        for key in keys {
            if let first = seen[key.name] {
                return (first, key)
            }
            seen[key.name] = key
        }
        return nil
    }

    /// The steps from the root to the container `chain[depth]`: for each open container around it, the key
    /// or the index of the member it is.
    func pathComponents(to depth: Int, in chain: [Frame]) -> [JSONParsePath.Component] {
        (0..<depth).map { level in
            let parent = chain[level]
            let child = chain[level + 1]
            return parent.isObject
                ? .key(keys[child.keyStart - 1].name) : .index(child.valueStart - parent.valueStart)
        }
    }
}
