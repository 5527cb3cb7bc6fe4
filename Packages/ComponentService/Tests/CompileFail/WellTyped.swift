// Compiles: each command through the form its mode takes, and handlers that match.
import ComponentService

final class ShopComponent: Component {
    static let descriptor = ShopDefine.descriptor
    static let handlers: [ComponentHandler<ShopComponent>] = [
        .sync(ShopDefine.detail) { _, call in
            try ComponentPayload(ShopDefine.title, "#\(try call.argument(ShopDefine.id))")
        },
        .async(ShopDefine.refresh) { _, _ in [:] },
    ]
}

func title(_ service: ComponentService) throws(ComponentError) -> String {
    try service.call(ShopDefine.detail, on: ShopDefine.name, ShopDefine.id(7)).value(ShopDefine.title)
}

func refresh(_ service: ComponentService) async throws(ComponentError) {
    _ = try await service.invoke(ShopDefine.refresh, on: ShopDefine.name)
}
