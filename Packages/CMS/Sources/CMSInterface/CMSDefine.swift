import ComponentService

/// The wire contract of the `CMS` component: the one place its name, commands, keys and settings are spelled.
public enum CMSDefine {
    /// The component's name on the bus.
    public static let name = "CMS"

    /// The environment variable naming a directory of `*.json` pages to serve instead of the bundled ones.
    public static let pagesDirectoryVariable = "CMS_PAGES_DIR"

    /// The page identifier, such as `"home"`: one or more of `a`–`z`, `0`–`9` and `-`.
    public static let id = ComponentKey<String>("id", "The page identifier: [a-z0-9-]+, such as 'home'.")
    /// The whole page configuration, as answered by ``page``: `id`, `title` and the ordered `sections`.
    public static let pageObject = ComponentKey<ComponentPayload>(
        "page", "The page configuration: id, title and the ordered sections (id, kind, data).")
    /// The identifiers of the pages, sorted, as answered by ``pages``.
    public static let ids = ComponentKey<[String]>("ids", "The identifiers of every page, sorted.")

    /// Answers the page configuration named by ``id``.
    public static let page = ComponentCommand.sync(
        "page", "The configuration of one page, sections in display order.", arguments: [id],
        results: [pageObject])

    /// Answers the identifiers of every page.
    public static let pages = ComponentCommand.sync("pages", "The identifiers of every page, sorted.", results: [ids])

    /// The component's contract.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "Serves page configurations: an ordered list of sections per page id.",
        commands: [page, pages])
}
