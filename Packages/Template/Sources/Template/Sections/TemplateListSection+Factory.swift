import PageKit

extension TemplateListSection {
    /// Reads `configuration`'s data and makes the section.
    ///
    /// - Throws: ``SectionBuildError`` with code `invalidData` naming the key that is wrong.
    public static func make(from configuration: SectionConfiguration) throws(SectionBuildError) -> TemplateListSection {
        let data = try TemplateListSectionData(configuration.data)
        return TemplateListSection(title: data.title, rows: data.rows, emptyMessage: data.emptyMessage)
    }
}
