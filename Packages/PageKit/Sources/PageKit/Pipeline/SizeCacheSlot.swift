/// The cached heights of one item identity: those of its first cell kind inline, any other kind's in a
/// dictionary. The usual item (one kind, measured at one width) costs one bucket of the cache's dictionary
/// and no allocation of its own.
struct SizeCacheSlot {
    /// The heights of an identity in one cell kind, for one content version, by width.
    struct Heights {
        /// The content version the heights are for.
        private(set) var contentVersion: Int
        /// The first width measured, and its height.
        private var width: Int
        private var height: Int
        /// Heights at other widths, after a resize.
        private var otherWidths: [Int: Int] = [:]

        /// One height, for `version` at `width`.
        init(_ height: Int, version: Int, width: Int) {
            contentVersion = version
            self.width = width
            self.height = height
        }

        /// The height at `width` if it was stored for `version`.
        func height(version: Int, width: Int) -> Int? {
            guard version == contentVersion else { return nil }
            return width == self.width ? height : otherWidths[width]
        }

        /// Stores a height; a new content version drops the heights of the old one.
        mutating func store(_ height: Int, version: Int, width: Int) {
            if version != contentVersion {
                self = Heights(height, version: version, width: width)
            } else if width == self.width {
                self.height = height
            } else {
                otherWidths[width] = height
            }
        }
    }

    /// The first cell kind stored, and its heights.
    private let kind: String
    private var heights: Heights
    /// The heights of other cell kinds.
    private var otherKinds: [String: Heights] = [:]

    /// A slot with one height.
    init(_ height: Int, kind: String, version: Int, width: Int) {
        self.kind = kind
        heights = Heights(height, version: version, width: width)
    }

    /// How many cell kinds have heights.
    var kindCount: Int { 1 + otherKinds.count }

    /// The height of the item in cell `kind` at `width`, if it was stored for `version`.
    func height(kind: String, version: Int, width: Int) -> Int? {
        let heights = kind == self.kind ? heights : otherKinds[kind]
        return heights?.height(version: version, width: width)
    }

    /// Stores a height, replacing what an older content version of the same kind stored.
    mutating func store(_ height: Int, kind: String, version: Int, width: Int) {
        if kind == self.kind {
            heights.store(height, version: version, width: width)
        } else if otherKinds[kind] == nil {
            otherKinds[kind] = Heights(height, version: version, width: width)
        } else {
            otherKinds[kind]?.store(height, version: version, width: width)
        }
    }
}
