/// A business component: a declared contract plus one handler per declared command.
///
/// A component is mostly its handlers. The contract (``descriptor``) lives in the component's interface
/// target, so callers can depend on it without the implementation:
///
/// ```swift
/// final class MainComponent: Component {
///     static let descriptor = MainDefine.descriptor
///     static let handlers: [ComponentHandler<MainComponent>] = [
///         .sync(MainDefine.getAppName) { component, call in
///             let prefix = try call.argument(MainDefine.prefix)
///             return try ComponentPayload(MainDefine.appName, "\(prefix)-demo")
///         },
///         .async(MainDefine.asyncGetAppVersion) { component, call in
///             try await Task.sleep(for: .milliseconds(10))
///             return try ComponentPayload(MainDefine.appVersion, "1.0.0")
///         },
///     ]
/// }
/// ```
///
/// Registration checks that the handlers cover exactly the declared commands, with the declared execution.
public protocol Component: Sendable {
    /// The component's name and declared commands, usually from its Define file.
    static var descriptor: ComponentDescriptor { get }
    /// One handler for each declared command.
    static var handlers: [ComponentHandler<Self>] { get }
}
