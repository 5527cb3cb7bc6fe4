// expected-error: cannot convert value of type 'ComponentCommand<SyncExecution>' to expected argument type 'ComponentCommand<AsyncExecution>'
// A sync command answers now: its wrapper calls it, it does not await it.
import ComponentService

func title(_ service: ComponentService) async throws(ComponentError) -> String {
    try await service.invoke(ShopDefine.detail, on: ShopDefine.name, ShopDefine.id(7)).value(ShopDefine.title)
}
