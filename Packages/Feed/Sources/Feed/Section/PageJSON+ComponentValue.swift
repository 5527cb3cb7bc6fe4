import ComponentService
import PageKit

extension PageJSON {
    /// The same JSON value as `value`, converted directly (no text in between).
    ///
    /// A whole `double` becomes `int`, as PageKit's own parsing does. An ``ComponentValue/opaque(_:)`` value
    /// has no JSON form; it cannot come from feed data and becomes `null`.
    init(feedValue value: ComponentValue) {
        switch value {
        case .null, .opaque:
            self = .null
        case .bool(let bool):
            self = .bool(bool)
        case .int(let int):
            self = .int(int)
        case .double(let double):
            self = Int(exactly: double).map(PageJSON.int) ?? .double(double)
        case .string(let string):
            self = .string(string)
        case .array(let elements):
            self = .array(elements.map(PageJSON.init(feedValue:)))
        case .object(let members):
            self = .object(
                Dictionary(
                    members.lazy.map { ($0.key, PageJSON(feedValue: $0.value)) }, uniquingKeysWith: { _, last in last })
            )
        }
    }
}
