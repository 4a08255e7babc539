import SystemCore

/// Where the commands read "now": the machine's clock, or the one a test runs them under
/// (`CommandClock.$current.withValue(…)`), so a test that runs several commands sees them all on the same day
/// even when the real clock crosses the day's start between two of them.
enum CommandClock {
    @TaskLocal static var current: any WallClock = SystemClock()
}
