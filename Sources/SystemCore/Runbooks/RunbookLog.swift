import Foundation

/// The runbooks: the starters as they ship (or as the user edited them), the user's own with every version, which
/// are hidden, and every run.
///
/// Small user data, kept whole in the snapshot's head: a runbook is a few steps, and runs come in hard moments, not by
/// the thousand.
public struct RunbookLog: ModuleState, Codable {
    /// Every saved version, by runbook, oldest first, in the order the runbooks were first saved.
    private var saved: [[Runbook]] = []
    private var hidden: Set<RunbookID> = []
    /// Every run, in the order they were recorded.
    public private(set) var runs: [RunbookRun] = []

    public init(context: ModuleContext) {}
    public init() {}

    /// The runbook as it reads now: the latest saved version, or the starter as it ships.
    public subscript(id: RunbookID) -> Runbook? {
        saved.first { $0.first?.id == id }?.last ?? Runbook.starter(id)
    }

    /// Every version of a runbook, oldest first (a starter's shipped version first).
    public func versions(of id: RunbookID) -> [Runbook] {
        let own = saved.first { $0.first?.id == id } ?? []
        return (Runbook.starter(id).map { [$0] } ?? []) + own
    }

    /// A version of a runbook as it read then.
    public func version(_ version: Int, of id: RunbookID) -> Runbook? { versions(of: id).first { $0.version == version } }

    public func isHidden(_ id: RunbookID) -> Bool { hidden.contains(id) }

    /// The runbooks in the list: the starters first (as they ship or as edited), then the user's own in the order
    /// they were first saved; hidden ones only when asked for.
    public func runbooks(includingHidden: Bool = false) -> [Runbook] {
        let starters = Runbook.starters.compactMap { self[$0.id] }
        let own = saved.compactMap { $0.last }.filter { !$0.isStarter }
        return (starters + own).filter { includingHidden || !hidden.contains($0.id) }
    }

    /// A visible runbook by its name, case and spaces aside.
    public func runbook(named name: String) -> Runbook? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        return runbooks().first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
    }

    /// A runbook's runs, newest first.
    public func runs(of id: RunbookID) -> [RunbookRun] { runs.filter { $0.runbookId == id }.reversed() }

    public func run(_ id: RunbookRunID) -> RunbookRun? { runs.first { $0.id == id } }

    public static let folds = Folds<RunbookLog>()
        .on(DomainEvent.RunbookSaved.self) { log, event in
            let runbook = event.runbook
            if let index = log.saved.firstIndex(where: { $0.first?.id == runbook.id }) {
                log.saved[index].append(runbook)
            } else {
                log.saved.append([runbook])
            }
        }
        .on(DomainEvent.RunbookHidden.self) { $0.hidden.insert($1.runbookId) }
        .on(DomainEvent.RunbookShown.self) { $0.hidden.remove($1.runbookId) }
        .on(DomainEvent.RunbookRunRecorded.self) { $0.runs.append($1.run) }

    enum CodingKeys: String, CodingKey { case saved, hidden, runs }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        saved = try c.decode([[Runbook]].self, forKey: .saved)
        hidden = Set(try c.decode([RunbookID].self, forKey: .hidden))
        runs = try c.decode([RunbookRun].self, forKey: .runs)
    }

    /// The hidden set written sorted, so the same state writes the same bytes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(saved, forKey: .saved)
        try c.encode(hidden.sorted { $0.description < $1.description }, forKey: .hidden)
        try c.encode(runs, forKey: .runs)
    }
}

extension UserState {
    public var runbooks: RunbookLog { self[RunbookLog.self] }
}
