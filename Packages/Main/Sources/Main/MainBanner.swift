/// The banner's one item: the app's name and a subtitle.
struct MainBanner: Hashable, Sendable {
    /// The app's name, as the bus answered it; the item's identity.
    let appName: String
    /// The line under the name.
    let subtitle: String
}
