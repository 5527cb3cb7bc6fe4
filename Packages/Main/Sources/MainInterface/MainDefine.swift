import ComponentService

/// The wire contract of the `Main` component: the one place its name, commands and keys are spelled.
public enum MainDefine {
    /// The component's name on the bus.
    public static let name = "Main"

    /// Text placed before the app's name or version.
    public static let prefix = ComponentKey<String>("prefix", "Text placed before the answer, joined by '-'.")
    /// The app's name, as answered by ``getAppName``.
    public static let appName = ComponentKey<String>("appName", "The app's name after the prefix.")
    /// The app's version, as answered by ``asyncGetAppVersion``.
    public static let appVersion = ComponentKey<String>("appVersion", "The app's version after the prefix.")

    /// Answers `"<prefix>-demo"` at once.
    public static let getAppName = ComponentCommand.sync(
        "getAppName", "The app's name after a prefix.", arguments: [prefix], results: [appName])

    /// Answers `"<prefix>-1.0.0"` later, through the callback.
    public static let asyncGetAppVersion = ComponentCommand.async(
        "asyncGetAppVersion", "The app's version after a prefix, answered later.", arguments: [prefix],
        results: [appVersion])

    /// The kind of the page section that shows the app's banner, as page configurations spell it.
    public static let bannerSectionKind = "main.banner"

    /// The component's contract.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "The demo component: the app's name and version.",
        commands: [getAppName, asyncGetAppVersion])
}
