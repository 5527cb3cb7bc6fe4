/// One item of a section: its data, its identity, a version of its content, and the kind of cell that
/// shows it.
///
/// The identity says which item this is across updates; the content version says whether it changed.
/// A changed version reloads the item and invalidates its cached size.
///
/// ```swift
/// PageItem(store, id: \.id, kind: "store.row")   // identity by key, reload when the store's hash changes
/// PageItem("Hello", kind: "text")                 // a value is its own identity
/// PageItem(object: viewModel, kind: "banner")     // a class instance: identity is the object
/// ```
public struct PageItem: Sendable {
    /// The data the section shows.
    public let value: any Sendable
    /// Which item this is across updates.
    public let id: ItemID
    /// A fingerprint of the content: a different version means the item changed.
    public let contentVersion: Int
    /// The kind of cell that shows the item; cells are reused by kind.
    public let kind: String

    /// An item whose value is its identity; the content never changes under the same identity.
    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value, kind: String) {
        self.value = value
        id = ItemID(value)
        contentVersion = 0
        self.kind = kind
    }

    /// An item identified by a key of its value; it reloads when the value's hash changes.
    ///
    /// The content version is the value's `hashValue`, so the value must hash everything its cell shows, as a
    /// synthesized `Hashable` conformance does. A type whose `hash(into:)` leaves out a shown field (one that
    /// hashes only its id, say) keeps its old cell and size when that field changes: give such an item a
    /// version of its own with ``init(value:id:contentVersion:kind:)``.
    @inlinable
    public init<Value: Hashable & Sendable, Key: Hashable & Sendable>(
        _ value: Value, id key: KeyPath<Value, Key>, kind: String
    ) {
        self.value = value
        id = ItemID(value[keyPath: key])
        contentVersion = value.hashValue
        self.kind = kind
    }

    /// An item identified by the object itself. Its content is not compared: reload it by identity
    /// (``PageEngine/reload(_:)``, or `forceReload` in ``PageEngine/update(to:forceReload:fullReloadThreshold:)``) after changing
    /// it, or pass a `contentVersion` that changes with it.
    @inlinable
    public init<Object: AnyObject & Sendable>(object: Object, contentVersion: Int = 0, kind: String) {
        value = object
        id = ItemID(object: object)
        self.contentVersion = contentVersion
        self.kind = kind
    }

    /// An item with an explicit identity and content version.
    @inlinable
    public init(value: any Sendable, id: ItemID, contentVersion: Int, kind: String) {
        self.value = value
        self.id = id
        self.contentVersion = contentVersion
        self.kind = kind
    }

    /// The object the item's identity names, when it is identified by an object it holds as its value.
    var identifiedObject: AnyObject? {
        guard id.isObjectIdentity, type(of: value) is AnyClass else { return nil }
        let object = value as AnyObject
        return id.identifies(object) ? object : nil
    }

    /// The value as a `T`, if it is one.
    public func value<T>(as type: T.Type = T.self) -> T? {
        value as? T
    }
}
