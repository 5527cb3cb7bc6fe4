// expected-error: cannot convert value of type 'ComponentCommand<AsyncExecution>' to expected argument type 'ComponentCommand<SyncExecution>'
// An async command cannot be called for an answer now.
import ComponentService

func refreshNow(_ service: ComponentService) throws(ComponentError) {
    _ = try service.call(ShopDefine.refresh, on: ShopDefine.name)
}
