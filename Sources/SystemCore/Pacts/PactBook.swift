import Foundation

/// The pacts: their versions and record counts in the head (every page needs them), the days answered kept by the
/// month of their day (``DatedEntries``), so a long history is never read whole.
public struct PactBook: ModuleState {
    struct Head: Codable, Sendable {
        var pacts: [PactID: Pact] = [:]
        /// In the order they were made.
        var order: [PactID] = []
    }

    private var head = Head()
    private var days = DatedEntries<PactCheck>(prefix: "pacts", kind: PactBook.kind)

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: PactID) -> Pact? { head.pacts[id] }

    /// Every pact, in the order made, ended ones included.
    public var all: [Pact] { head.order.compactMap { head.pacts[$0] } }

    /// The pacts not ended.
    public var active: [Pact] { all.filter { !$0.isEnded } }

    /// A day's answer for a pact, if given.
    public func check(_ pact: PactID, on date: CivilDate) -> PactCheck? {
        days.entries(on: date).first { $0.pact == pact }
    }

    /// A day's answers.
    public func checks(on date: CivilDate) -> [PactCheck] { days.entries(on: date) }

    /// The pacts whose words start with (or whose id starts with) `text`, for the CLI.
    public func matching(_ text: String) -> [Pact] {
        let lower = text.lowercased()
        let byID = all.filter { $0.id.description.hasPrefix(lower) }
        if !byID.isEmpty { return byID }
        let exact = all.filter { $0.versions.contains { $0.terms.words.lowercased() == lower } }
        if !exact.isEmpty { return exact }
        return all.filter { $0.words.lowercased().contains(lower) }
    }

    public static let folds = Folds<PactBook>()
        .on(DomainEvent.PactMade.self) { $0.apply($1) }
        .on(DomainEvent.PactRenegotiated.self) { $0.apply($1) }
        .on(DomainEvent.PactChecked.self) { $0.apply($1) }
        .on(DomainEvent.PactEnded.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.PactMade) {
        guard head.pacts[e.pactId] == nil else { return }
        head.pacts[e.pactId] = Pact(id: e.pactId, versions: [Pact.Version(number: 1, terms: e.terms, from: e.from, at: e.at)])
        head.order.append(e.pactId)
    }

    mutating func apply(_ e: DomainEvent.PactRenegotiated) {
        head.pacts[e.pactId]?.versions.append(Pact.Version(number: e.version, terms: e.terms, from: e.from, at: e.at))
    }

    mutating func apply(_ e: DomainEvent.PactChecked) {
        let check = PactCheck(pact: e.pactId, date: e.date, version: e.version, kept: e.kept, note: e.note, at: e.at)
        if let wasKept = e.wasKept {
            // A changed answer: the day's month is read (or the reader loads it and folds again), its count moved.
            guard days[check.id] != nil else { return }
            count(e.pactId, version: e.version, kept: wasKept, by: -1)
            count(e.pactId, version: e.version, kept: e.kept, by: 1)
            days.set(check)
            return
        }
        count(e.pactId, version: e.version, kept: e.kept, by: 1)
        guard days.canAdd(check.id, on: e.date) else { return }  // or the reader loads the month and folds again
        days.set(check)
    }

    /// Adds to a version's kept or broken days. The counts live in the head, so the record never reads a month.
    private mutating func count(_ id: PactID, version: Int, kept: Bool, by change: Int) {
        guard var pact = head.pacts[id], let index = pact.versions.firstIndex(where: { $0.number == version }) else { return }
        if kept { pact.versions[index].kept += change } else { pact.versions[index].broken += change }
        head.pacts[id] = pact
    }

    mutating func apply(_ e: DomainEvent.PactEnded) {
        head.pacts[e.pactId]?.endedOn = e.on
    }

    // MARK: Snapshots: the head, and the answers by month (`pacts/2026-11`)

    public static let partPrefix: String? = "pacts"
    public static let kind = "pact-day"

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        days.loadedFromHead(load)
    }

    public var changedParts: Set<String> { days.changedParts }
    public func snapshotPart(_ name: String) throws -> Data { try days.snapshotPart(name) }
    public mutating func loadPart(_ name: String, _ data: Data) throws { try days.loadPart(name, data) }
    public mutating func markUnknown(_ kind: String, ids: Set<String>) { days.markUnknown(kind, ids: ids) }
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] { days.directory(of: parts) }
    public mutating func markSnapshotted() { days.markSnapshotted() }
}

extension UserState {
    public var pacts: PactBook { self[PactBook.self] }

    /// Whether a day had an intention (started on it, in the user's calendar).
    public func hadIntention(on date: CivilDate) -> Bool {
        var found = false
        intentions.visitStarted(in: calendar.interval(of: date), newestFirst: false) { _ in
            found = true
            return false
        }
        return found
    }

    /// Whether a pact holds on a day.
    public func pactApplies(_ pact: Pact, on date: CivilDate) -> Bool {
        pact.applies(on: date) { hadIntention(on: $0) }
    }

    /// The pacts that hold on a day, with the day's answer if given.
    public func pacts(on date: CivilDate) -> [(pact: Pact, check: PactCheck?)] {
        pacts.all.filter { pactApplies($0, on: date) }.map { ($0, pacts.check($0.id, on: date)) }
    }

    /// A pact's record over the days from `first` to `last` (not after today): kept, broken, and days it held that
    /// were not answered.
    public func pactRecord(_ pact: Pact, from first: CivilDate, through last: CivilDate, today: CivilDate) -> PactRecord {
        var (kept, broken, unanswered) = (0, 0, 0)
        var day = max(first, pact.start)
        while day <= min(last, today) {
            if let check = pacts.check(pact.id, on: day) {
                if check.kept { kept += 1 } else { broken += 1 }
            } else if pactApplies(pact, on: day) {
                unanswered += 1
            }
            day = day.adding(days: 1)
        }
        return PactRecord(kept: kept, broken: broken, unanswered: unanswered)
    }
}
