/// Measures one item or header: the host's sizer first, then the item's section; a size that is not usable
/// becomes a diagnostic instead of a broken layout. A header is measured at the page's width, an item at its
/// section's item width (a grid's column, a list's width less its insets).
struct ItemMeasurer: Sendable {
    let sizer: any ItemSizer
    /// The page's width.
    let width: Double

    /// The width `section`'s items are measured at: its item width (``SectionGeometry``), within
    /// ``PageLimits/widths``.
    func itemWidth(in section: SectionSnapshot) -> Double {
        SectionGeometry(section, width: width).sizingWidth
    }

    /// The size of `item` of `section`, to cache; or, not to cache, so that the item is measured again next
    /// time, 0 when it has none (its kind is undeclared, or neither the host nor the section sizes it) and a
    /// size it had to repair (clamped to ``PageLimits/entrySizes``). Appends a diagnostic for every size it had
    /// to repair or could not find.
    ///
    /// `lastDeclaredKind` remembers the last kind found declared, so a run of items of one kind is checked
    /// once; pass the same variable for the items of one section.
    func size(
        of item: PageItem, in section: SectionSnapshot, width: Double, lastDeclaredKind: inout String?,
        diagnostics: inout [PageDiagnostic]
    ) -> SizeCache.Measurement {
        guard item.kind == lastDeclaredKind || section.declares(item.kind) else {
            diagnostics.append(
                Self.diagnostic(
                    .undeclaredKind, item, section,
                    "kind \(EchoedText.quoted(item.kind)) is not among the section's declared kinds; shown with size 0"
                ))
            return .uncached(0)
        }
        lastDeclaredKind = item.kind
        guard let size = sizer.size(of: item, width: width) ?? section.section.size(of: item, width: width) else {
            diagnostics.append(
                Self.diagnostic(
                    .unsizedItem, item, section,
                    "neither the host nor the section sizes kind \(EchoedText.quoted(item.kind)); shown with size 0"))
            return .uncached(0)
        }
        if size.isNaN || size < 0 || size.isInfinite || size > PageLimits.entrySizes.upperBound {
            // Too large is cut to the limit; negative, infinite or not a number counts as 0 (``PageLimits``).
            let repaired =
                size.isFinite && size > PageLimits.entrySizes.upperBound ? PageLimits.entrySizes.upperBound : 0
            diagnostics.append(
                Self.diagnostic(
                    .invalidSize, item, section,
                    "size \(size) at width \(width) is not a size from 0 to \(PageLimits.entrySizes.upperBound); "
                        + "shown as \(repaired)"))
            return .uncached(repaired)
        }
        return .cacheable(size)
    }

    private static func diagnostic(
        _ code: PageDiagnostic.Code, _ item: PageItem, _ section: SectionSnapshot, _ message: String
    ) -> PageDiagnostic {
        let path = "\(EchoedText.bare(section.id.rawValue))/\(EchoedText.bare(String(describing: item.id)))"
        return PageDiagnostic(severity: .error, code: code, path: path, message: message)
    }
}
