// Shared by every snippet here: a contract with one sync and one async command, as a Define file spells it.
import ComponentService

enum ShopDefine {
    static let name = "Shop"
    static let id = ComponentKey<Int>("id", "The item.")
    static let title = ComponentKey<String>("title", "The item's title.")
    static let detail = ComponentCommand.sync("detail", "One item.", arguments: [id], results: [title])
    static let refresh = ComponentCommand.async("refresh", "Reloads the items.")
    static let descriptor = ComponentDescriptor(name: name, summary: "Items.", commands: [detail, refresh])
}
