/// The cached sizes of one item identity: those of its first kind inline, any other kind's in a
/// dictionary. The usual item (one kind, measured at one width) costs one bucket of the cache's dictionary
/// and no allocation of its own.
struct SizeCacheSlot {
    /// The most widths besides the first that one kind keeps sizes at (``SizeCache/otherWidthLimit``).
    static let otherWidthLimit = 4

    /// The sizes of an identity in one cell kind, for one content version, by width.
    struct Sizes {
        /// The content version the sizes are for.
        private(set) var contentVersion: Int
        /// The first width measured, and its size.
        private var width: Double
        private var size: Double
        /// Sizes at other widths, after a resize: at most ``SizeCacheSlot/otherWidthLimit``.
        private var otherWidths: [Double: Double] = [:]

        /// One size, for `version` at `width`.
        init(_ size: Double, version: Int, width: Double) {
            contentVersion = version
            self.width = width
            self.size = size
        }

        /// The size at `width` if it was stored for `version`.
        func size(version: Int, width: Double) -> Double? {
            guard version == contentVersion else { return nil }
            return width == self.width ? size : otherWidths[width]
        }

        /// Stores a size; a new content version drops the sizes of the old one.
        mutating func store(_ size: Double, version: Int, width: Double) {
            if version != contentVersion {
                self = Sizes(size, version: version, width: width)
            } else if width == self.width {
                self.size = size
            } else {
                if otherWidths.count >= SizeCacheSlot.otherWidthLimit, otherWidths[width] == nil {
                    otherWidths.removeAll(keepingCapacity: true)
                }
                otherWidths[width] = size
            }
        }
    }

    /// The first cell kind stored, and its sizes.
    private let kind: String
    private var sizes: Sizes
    /// The sizes of other cell kinds.
    private var otherKinds: [String: Sizes] = [:]

    /// A slot with one size.
    init(_ size: Double, kind: String, version: Int, width: Double) {
        self.kind = kind
        sizes = Sizes(size, version: version, width: width)
    }

    /// How many cell kinds have sizes.
    var kindCount: Int { 1 + otherKinds.count }

    /// The size of the item in cell `kind` at `width`, if it was stored for `version`.
    func size(kind: String, version: Int, width: Double) -> Double? {
        let sizes = kind == self.kind ? sizes : otherKinds[kind]
        return sizes?.size(version: version, width: width)
    }

    /// Stores a size, replacing what an older content version of the same kind stored.
    mutating func store(_ size: Double, kind: String, version: Int, width: Double) {
        if kind == self.kind {
            sizes.store(size, version: version, width: width)
        } else if otherKinds[kind] == nil {
            otherKinds[kind] = Sizes(size, version: version, width: width)
        } else {
            otherKinds[kind]?.store(size, version: version, width: width)
        }
    }
}
