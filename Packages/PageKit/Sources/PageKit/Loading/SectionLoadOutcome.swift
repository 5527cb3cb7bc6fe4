/// How one section's load ended.
enum SectionLoadOutcome: Sendable {
    /// The factory made the section.
    case built(any PageSection)
    /// No factory is registered for the kind.
    case unknownKind
    /// The factory threw.
    case failed(any Error)
    /// The section's timeout passed first.
    case timedOut

    /// What the page shows for the section after this outcome, the diagnostic that says why when it is not
    /// the section itself, and the load's state. `retry`, when given, loads the section again from its
    /// error state.
    func shown(
        for section: SectionConfiguration, retry: (@Sendable () async -> SectionRetry)?
    ) -> (any PageSection, PageDiagnostic?, SectionLoadReport.State) {
        let name = "section \(EchoedText.quoted(section.id.rawValue)) (\(EchoedText.bare(section.kind)))"
        switch self {
        case .built(let made):
            return (made, nil, .loaded)
        case .unknownKind:
            let message = "unknown section kind \(EchoedText.quoted(section.kind)); shown as an empty placeholder"
            return (
                PlaceholderSection(reason: message),
                PageDiagnostic(severity: .warning, code: .unknownKind, path: section.path, message: message),
                .failed
            )
        case .failed(let error):
            // The failure is for the user, as the host shows it; the diagnostic repeats it escaped and cut.
            let failure = SectionFailure(
                sectionID: section.id, reason: .failed, message: "\(error)", retryable: retry != nil)
            let message = "\(name) failed: \(EchoedText.bare(failure.message)); shown as its error state"
            return (
                FailedSection(failure: failure, retry: retry),
                PageDiagnostic(severity: .error, code: .sectionFailed, path: section.path, message: message),
                .failed
            )
        case .timedOut:
            let after = "no data within its timeout of \(section.loading.timeout)"
            let failure = SectionFailure(
                sectionID: section.id, reason: .timedOut, message: after, retryable: retry != nil)
            return (
                FailedSection(failure: failure, retry: retry),
                PageDiagnostic(
                    severity: .error, code: .sectionTimedOut, path: section.path,
                    message: "\(name): \(after); shown as its error state"),
                .timedOut
            )
        }
    }
}
