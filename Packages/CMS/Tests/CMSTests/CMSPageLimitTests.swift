import CMS
import CMSInterface
import ComponentService
import Foundation
import TestSupport
import Testing

@Suite("CMS page files over the JSON limits")
struct CMSPageLimitTests {
    @Test("a page file nested deeper than 127 or longer than 8 MiB is error 400 naming the limit; others still serve")
    func overLimits() async throws {
        let deep = #"{"id": "deep", "sections": "# + String(repeating: "[", count: 129)
        let huge = #"{"id": "huge", "sections": [], "pad": ""# + String(repeatingASCII: "a", count: 8 << 20) + #""}"#
        let files = ["deep.json": deep, "huge.json": huge, "ok.json": pageText("ok")]
        try await TemporaryPages.with(files) { pages in
            let service = ComponentService()
            try service.register(CMSComponent(pagesDirectory: pages.url))
            let deepError = #expect(throws: ComponentError.self) { try service.cms.page(id: "deep") }
            #expect(deepError?.code == .componentFailure)
            #expect(
                deepError?.message
                    == "Page 'deep' in \(pages.path(of: "deep.json")) is not valid: invalid JSON at line 1, column 154: "
                    + "arrays and objects are nested deeper than the limit of 127")
            let hugeError = #expect(throws: ComponentError.self) { try service.cms.page(id: "huge") }
            #expect(hugeError?.code == .componentFailure)
            #expect(
                hugeError?.message
                    == "Page 'huge' could not be read: \(pages.path(of: "huge.json")) is over a JSON limit: the text is "
                    + "8388649 bytes, more than the limit of 8388608 bytes")
            #expect(try service.cms.page(id: "ok")["id"] == "ok")
        }
    }
}
