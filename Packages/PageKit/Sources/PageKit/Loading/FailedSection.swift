/// A section whose data could not be loaded, or did not arrive within its timeout: its error state. It shows
/// one item, of kind ``SectionFailure/kind``; selecting it retries the section when the page's load can
/// (``PageLoad``), without touching the rest of the page.
public struct FailedSection: PageSection {
    /// The error item's kind.
    public static let itemKinds = [SectionFailure.kind]

    /// What went wrong.
    public let failure: SectionFailure
    private let retry: (@Sendable () async -> Bool)?

    /// The error state for `failure`; `retry` starts loading the section again and says whether it could,
    /// `nil` when nothing can.
    public init(failure: SectionFailure, retry: (@Sendable () async -> Bool)? = nil) {
        self.failure = failure
        self.retry = retry
    }

    /// The error item.
    public var items: [PageItem] {
        [PageItem(failure, kind: SectionFailure.kind)]
    }

    /// A selection of the error item retries the section and is consumed; other events pass.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition {
        guard event.name == PageEvent.select else { return .pass }
        if let retry, await retry() {
            event.output.append("retrying section \(EchoedText.quoted(failure.sectionID.rawValue))")
        } else {
            event.output.append("this section cannot be retried here: load the page again")
        }
        return .consumed
    }
}

/// The value of a failed section's error item.
public struct SectionFailure: Sendable, Hashable {
    /// The kind of a failed section's error item, which every host draws the same way for all sections.
    public static let kind = "pagekit.failed"

    /// Why the section has no data.
    public enum Reason: Sendable, Hashable {
        /// Its factory threw.
        case failed
        /// It took longer than its timeout.
        case timedOut
    }

    /// The section.
    public let sectionID: SectionID
    /// Why it failed.
    public let reason: Reason
    /// What went wrong, for the user: the factory's error, or the timeout.
    public let message: String
    /// Whether selecting the error item retries the section.
    public let retryable: Bool
}
