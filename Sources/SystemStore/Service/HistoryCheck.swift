import SystemCore

/// What replaying one history found: how many events it holds and which of them could not be folded in.
public struct HistoryCheck: Sendable {
    public let stream: UserID
    /// The account's name, or nil for the local history.
    public let name: String?
    public let events: Int64
    /// Events of a type or version this build does not know (a newer version of the app wrote them).
    public let unknown: [SkippedEvent]
    /// Events of a known type whose payload could not be read.
    public let unreadable: [SkippedEvent]

    public var isHealthy: Bool { unknown.isEmpty && unreadable.isEmpty }

    /// Replays every history in the database — the local one and each account's — from its first event, with a
    /// fresh state (never a cached one), and reports what each fold left out.
    public static func all(in database: any Database, modules: CoreModules = .standard) async throws -> [HistoryCheck] {
        var streams: [(UserID, String?)] = [(.local, nil)]
        for account in try await database.accounts() { streams.append((account.id, account.name)) }
        var checks: [HistoryCheck] = []
        for (stream, name) in streams {
            var state = UserState(defaultTimeZone: "UTC", modules: modules)
            var after: Int64 = 0
            while true {
                let page = try await database.read(stream, after: after, limit: 5_000)
                for event in page { state.apply(event) }
                guard let last = page.last else { break }
                after = last.seq
            }
            guard name != nil || state.version > 0 else { continue }
            checks.append(
                HistoryCheck(
                    stream: stream, name: name, events: state.version, unknown: state.unknown,
                    unreadable: state.unreadable))
        }
        return checks
    }
}
