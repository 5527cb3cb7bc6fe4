import PageKit
import TestSupport

extension SectionLayout.Arrangement {
    /// A list, a grid or a carousel, of 1 to 4 columns, each a third of the time.
    static func random(using random: inout SplitMix64) -> Self {
        let columns = Int.random(in: 1...4, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .list
        case 1: return .grid(columns: columns)
        default: return .carousel(columns: columns)
        }
    }
}
