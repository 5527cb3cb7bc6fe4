import PageKit

extension PageLifecycle {
    /// `appeared`, `disappeared`, `selected 2`, `deselected 2`: what a test's section records it heard.
    var label: String {
        switch self {
        case .appeared: "appeared"
        case .disappeared: "disappeared"
        case .selected(let item): "selected \(item.itemID.plainText ?? "?")"
        case .deselected(let item): "deselected \(item.itemID.plainText ?? "?")"
        }
    }
}
