// expected-error: cannot convert value of type 'ComponentCommand<AsyncExecution>' to expected argument type 'ComponentCommand<SyncExecution>'
// A handler takes the form of its command's mode.
import ComponentService

final class ShopComponent: Component {
    static let descriptor = ShopDefine.descriptor
    static let handlers: [ComponentHandler<ShopComponent>] = [
        .sync(ShopDefine.detail) { _, _ in [:] },
        .sync(ShopDefine.refresh) { _, _ in [:] },
    ]
}
