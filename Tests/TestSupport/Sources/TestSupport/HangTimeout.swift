/// How long a test waits for something that must happen before it calls the wait a hang.
///
/// It only tells a hang from progress, never measures speed: long enough that a slow machine never reaches it,
/// such as two cores running ThreadSanitizer's build of one suite while its other tests keep the cooperative
/// pool busy (seen to hold a first update back for more than 10 s).
public let hangTimeout: Duration = .seconds(60)
