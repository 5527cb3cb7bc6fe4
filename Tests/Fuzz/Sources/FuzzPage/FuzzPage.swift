import Foundation
import PageKit

/// The libFuzzer entry point: `PageJSON(data:)` and `PageConfiguration.decode` never crash on any bytes.
///
/// Text that is not JSON throws from both decoders. For JSON, every section of the configuration has a
/// unique, non-empty id and a non-empty kind; every diagnostic's path starts with `$`; each element of
/// `sections`, up to the limit of sections a page may have, is either a section or a `malformedSection`
/// diagnostic, and a longer array has the `tooManySections` diagnostic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let json: PageJSON
    do {
        json = try PageJSON(data: bytes)
    } catch {
        if let configuration = try? PageConfiguration.decode(data: bytes) {
            fatalError("decode(data:) accepted what PageJSON(data:) rejects: \(configuration)")
        }
        return 0
    }
    let configuration = PageConfiguration.decode(json)
    guard (try? PageConfiguration.decode(data: bytes)) == configuration else {
        fatalError("decode(data:) and decode(_:) disagree for \(json)")
    }
    var ids = Set<SectionID>()
    for section in configuration.sections {
        guard ids.insert(section.id).inserted else { fatalError("section id \(section.id) is not unique") }
        guard !section.id.rawValue.isEmpty, !section.kind.isEmpty else {
            fatalError("section \(section.path) has an empty id or kind: \(section)")
        }
        guard section.path.hasPrefix("$.sections[") else { fatalError("section path \(section.path)") }
    }
    for diagnostic in configuration.diagnostics where !diagnostic.path.hasPrefix("$") {
        fatalError("diagnostic path does not start with $: \(diagnostic)")
    }
    if case .object(let page) = json, case .array(let elements)? = page["sections"] {
        let skipped = configuration.diagnostics.filter { $0.code == .malformedSection }.count
        let read = min(elements.count, PageLimits.sectionsPerPage)
        guard configuration.sections.count + skipped == read else {
            fatalError("\(read) elements read gave \(configuration.sections.count) sections, \(skipped) skipped")
        }
        let overLimit = configuration.diagnostics.contains { $0.code == .tooManySections }
        guard overLimit == (elements.count > PageLimits.sectionsPerPage) else {
            fatalError("\(elements.count) elements, and the limit's diagnostic is \(overLimit ? "" : "not ")there")
        }
    }
    return 0
}
