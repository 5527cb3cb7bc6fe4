/// A section whose data could not be loaded, or did not arrive within its timeout: its error state. It shows
/// one item, of kind ``SectionFailure/kind``; selecting it retries the section when the page's load can
/// (``PageLoad``), without touching the rest of the page.
public struct FailedSection: PageSection {
    /// The error item's kind.
    public static let itemKinds = [SectionFailure.kind]

    /// What went wrong.
    public let failure: SectionFailure
    private let retry: (@Sendable () async -> SectionRetry)?

    /// The error state for `failure`; `retry` starts loading the section again and says what it did, `nil`
    /// when nothing can.
    public init(failure: SectionFailure, retry: (@Sendable () async -> SectionRetry)? = nil) {
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
        let section = EchoedText.quoted(failure.sectionID.rawValue)
        switch await retry?() ?? .unavailable {
        case .started: event.output.append("retrying section \(section)")
        case .superseded: event.output.append("section \(section) was reloaded since this error: nothing to retry")
        case .unavailable: event.output.append("this section cannot be retried here: load the page again")
        }
        return .consumed
    }
}

/// What selecting a failed section's error item did.
public enum SectionRetry: Sendable, Hashable {
    /// The section loads again.
    case started
    /// The section was loaded again since the error state showed (a retry already running, a refresh, or
    /// its data since): nothing more is done, so a repeated selection does not restart a load.
    case superseded
    /// Nothing can retry the section here.
    case unavailable
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
