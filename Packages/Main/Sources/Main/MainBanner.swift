/// The value of the banner's one item (kind ``MainBannerSection/cellKind``), what its host draws: the app's
/// name and a subtitle.
public struct MainBanner: Hashable, Sendable {
    /// The app's name, as the bus answered it; the item's identity.
    public let appName: String
    /// The line under the name.
    public let subtitle: String
}
