// expected-error: requires that 'Unconvertible' conform to 'ComponentValueConvertible'
import ComponentService

/// A type with no value form: a key of it would declare an argument no call could pass.
struct Unconvertible: Sendable {}

let key = ComponentKey<Unconvertible>("thing", "Something no payload can hold.")
