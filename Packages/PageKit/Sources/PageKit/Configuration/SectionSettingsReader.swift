internal import JSONParsing

/// Reads a section's settings (`delay`, `timeout`, `layout`, `style`): a value that is not of its type takes
/// its default, and a number outside its limits the nearer limit, each with an ``PageDiagnostic/Code/invalidSetting``
/// warning at its path, so that a bad setting never costs the section.
struct SectionSettingsReader {
    /// The members of the section.
    let members: [String: PageJSON]
    /// The section's path, such as `$.sections[2]`.
    let path: String
    /// What was repaired, in reading order.
    private(set) var warnings: [PageDiagnostic] = []

    init(_ members: [String: PageJSON], path: String) {
        self.members = members
        self.path = path
    }

    /// `delay` and `timeout`, in seconds.
    mutating func loading() -> SectionLoading {
        SectionLoading(
            delay: number(.delay, in: members, at: path, within: PageLimits.sectionDelays, default: 0, unit: .seconds),
            timeout: number(
                .timeout, in: members, at: path, within: PageLimits.sectionTimeouts,
                default: SectionLoading.defaultTimeoutSeconds, unit: .seconds))
    }

    /// `layout`: `type` (`list`, `grid`, `carousel`), `columns` (for a grid or a carousel, 2 by default) and
    /// `stickyHeader`.
    mutating func layout() -> SectionLayout {
        guard let (layout, at) = object(.layout, fallback: "a list") else { return .list }
        let type = string(.type, in: layout, at: at, oneOf: [.list, .grid, .carousel], default: .list)
        let columns: Int
        if type == .list {
            columns = 1
        } else {
            columns = Int(
                number(.columns, in: layout, at: at, within: Self.columnRange, default: 2, unit: .wholeNumber))
        }
        let sticky = bool(.stickyHeader, in: layout, at: at)
        switch type {
        case .grid: return SectionLayout(.grid(columns: columns), stickyHeader: sticky)
        case .carousel: return SectionLayout(.carousel(columns: columns), stickyHeader: sticky)
        default: return SectionLayout(.list, stickyHeader: sticky)
        }
    }

    /// `budget`: `size`, `diff` and `apply`, in milliseconds; `nil` when the section sets none.
    mutating func budget() -> KindBudget? {
        guard let (budget, at) = object(.budget, fallback: "no budget") else { return nil }
        let limits = PageLimits.budgetMilliseconds
        func milliseconds(_ key: PageConfigurationKey) -> Double? {
            let value = budget[key]
            guard value != nil, value != .null else { return nil }
            let read = number(
                key, in: budget, at: at, within: limits, default: -1, unit: .milliseconds, fallbackText: "no budget")
            return read < 0 ? nil : read
        }
        return KindBudget(
            sizeMilliseconds: milliseconds(.size), diffMilliseconds: milliseconds(.diff),
            applyMilliseconds: milliseconds(.apply))
    }

    /// `style`: `insets`, `spacing` and `cornerRadius` in the host's unit, `background` (`#RRGGBB`) and
    /// `separators`.
    mutating func style() -> SectionStyle {
        guard let (style, at) = object(.style, fallback: "the plain style") else { return .plain }
        let limits = PageLimits.styleLengths
        return SectionStyle(
            insets: number(.insets, in: style, at: at, within: limits, default: 0, unit: .length),
            spacing: number(.spacing, in: style, at: at, within: limits, default: 0, unit: .length),
            background: color(.background, in: style, at: at),
            separators: bool(.separators, in: style, at: at),
            cornerRadius: number(.cornerRadius, in: style, at: at, within: limits, default: 0, unit: .length))
    }

    private static let columnRange =
        Double(
            PageLimits.layoutColumns.lowerBound)...Double(
            PageLimits.layoutColumns.upperBound)

    /// What a number counts.
    private enum Unit {
        case seconds, milliseconds, length, wholeNumber

        var noun: String {
            switch self {
            case .seconds: "a number of seconds"
            case .milliseconds: "a number of milliseconds"
            case .length: "a number"
            case .wholeNumber: "a whole number"
            }
        }

        func shown(_ value: Double) -> String {
            let text = value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
            switch self {
            case .seconds: return "\(text) s"
            case .milliseconds: return "\(text) ms"
            case .length, .wholeNumber: return text
            }
        }
    }

    /// The object member `key` of the section and its path; `nil`, with a warning saying that `fallback` is
    /// used, when it is not an object, and `nil` without one when it is absent or null. Members it does not
    /// define are warned about.
    private mutating func object(
        _ key: PageConfigurationKey, fallback: String
    ) -> ([String: PageJSON], String)? {
        let at = JSONPath.member(key.rawValue, of: path)
        switch members[key] {
        case nil, .null?: return nil
        case .object(let object)?:
            let known: Set<String> =
                switch key {
                case .layout: PageConfigurationKey.layoutMembers
                case .budget: PageConfigurationKey.budgetMembers
                default: PageConfigurationKey.styleMembers
                }
            warnings += PageConfigurationKey.unknownMembers(of: object, known: known, at: at)
            return (object, at)
        case let other?:
            warn(at, "\(key.quoted) is not an object (found \(other.kindDescription)); \(fallback) is used")
            return nil
        }
    }

    private mutating func number(
        _ key: PageConfigurationKey, in object: [String: PageJSON], at objectPath: String,
        within range: ClosedRange<Double>, default fallback: Double, unit: Unit, fallbackText: String? = nil
    ) -> Double {
        let at = JSONPath.member(key.rawValue, of: objectPath)
        let value: Double
        switch object[key] {
        case nil, .null?: return fallback
        case .int(let number)?: value = Double(number)
        case .double(let number)? where unit != .wholeNumber || number == number.rounded(): value = number
        case let other?:
            warn(
                at,
                "\(key.quoted) is not \(unit.noun) (found \(other.kindDescription)); "
                    + "\(fallbackText ?? unit.shown(fallback)) is used")
            return fallback
        }
        guard !range.contains(value) else { return value }
        let clamped = value.clampedFinite(to: range)
        warn(
            at,
            "\(key.quoted) is \(unit.shown(value)), outside \(unit.shown(range.lowerBound)) to "
                + "\(unit.shown(range.upperBound)); \(unit.shown(clamped)) is used")
        return clamped
    }

    private mutating func bool(
        _ key: PageConfigurationKey, in object: [String: PageJSON], at objectPath: String
    ) -> Bool {
        switch object[key] {
        case nil, .null?: return false
        case .bool(let value)?: return value
        case let other?:
            warn(
                JSONPath.member(key.rawValue, of: objectPath),
                "\(key.quoted) is not true or false (found \(other.kindDescription)); false is used")
            return false
        }
    }

    private mutating func string(
        _ key: PageConfigurationKey, in object: [String: PageJSON], at objectPath: String,
        oneOf choices: [PageConfigurationKey], default fallback: PageConfigurationKey
    ) -> PageConfigurationKey {
        let value = object[key]
        if value == nil || value == .null { return fallback }
        if case .string(let text)? = value, let choice = choices.first(where: { $0.rawValue == text }) {
            return choice
        }
        warn(
            JSONPath.member(key.rawValue, of: objectPath),
            "\(key.quoted) is \(value.map(Self.found) ?? ""), not one of \(choices.map(\.quoted).joined(separator: ", ")); "
                + "\(fallback.quoted) is used")
        return fallback
    }

    /// `#RRGGBB` (either case), or `nil` when absent, null or not a colour.
    private mutating func color(
        _ key: PageConfigurationKey, in object: [String: PageJSON], at objectPath: String
    ) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)? where Self.isColor(text): return text
        case let other?:
            warn(
                JSONPath.member(key.rawValue, of: objectPath),
                "\(key.quoted) is \(Self.found(other)), not a colour #RRGGBB; none is used")
            return nil
        }
    }

    /// How a message shows a value that is not the one wanted: a string quoted, anything else by its kind.
    private static func found(_ value: PageJSON) -> String {
        if case .string(let text) = value { return JSONPath.quoted(text) }
        return value.kindDescription
    }

    private static func isColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy {
                (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0)
            }
    }

    private mutating func warn(_ at: String, _ message: String) {
        warnings.append(PageDiagnostic(severity: .warning, code: .invalidSetting, path: at, message: message))
    }
}
