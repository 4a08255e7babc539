import Foundation

/// Every intention of one user, kept by the UTC month it starts in, each month in start order, so a day's
/// intentions are found by binary search in one or two months.
///
/// A log folded from the whole history holds every month. One loaded from a snapshot holds its head — the running
/// and the latest intention, how many started in each month, the longest duration — and the months it was given;
/// a read of a month it does not hold is noted in its ``PartLoad`` and answers as if the month were empty, so the
/// reader can load the month and read again. Months are UTC because an instant's UTC month never depends on the
/// user's time zone or day start: changing those settings moves no intention between months.
public struct IntentionLog: ModuleState {
    /// What every answer needs, whatever the length of the history.
    struct Head: Hashable, Sendable {
        var running: Intention?
        /// The last intention in start order.
        var latest: Intention?
        /// How many intentions start in each month (months with none are left out).
        var perMonth: [Int: Int] = [:]
        /// The longest actual duration of any ended intention, so range queries know how far back to look.
        var longestEnded: TimeInterval = 0
    }

    private var head = Head()
    /// Each held month's intentions sorted by `startedAt` (ties in insertion order): a range of days is one run
    /// along an array, with no look-up and no copy per intention (pages read weeks of them for every answer).
    private var order: [Int: [Intention]] = [:]
    /// Where each intention of the months held is: its month and its start, from which a binary search finds it.
    private var byID: [IntentionID: Place] = [:]

    private struct Place {
        var month: Int
        var startedAt: Date
    }
    /// Nil when every month is held (a fold of the whole history).
    private var partial: MonthHoldings?
    /// Months changed since ``markSnapshotted()``: the parts a new snapshot must write.
    private var changedMonths: Set<Int> = []

    public init() {}

    public init(context: ModuleContext) {}

    public static let folds = Folds<IntentionLog>()
        .on(DomainEvent.IntentionStarted.self) { log, e in
            guard log.find(e.intentionId) == nil, log.isKnownAbsent(e.intentionId) else { return }
            // A start while another runs can only come from a concurrent writer; the older one ends there.
            if let running = log.runningID {
                log.update(running) { $0.endedAt = max($0.startedAt, e.startedAt) }
            }
            log.insert(
                Intention(
                    id: e.intentionId, text: e.text, startedAt: e.startedAt, plannedMinutes: e.plannedMinutes,
                    endedAt: nil, tags: [], feeling: nil, review: Review(), revision: 0, todoID: e.todoId))
        }
        .on(DomainEvent.IntentionExtended.self) { log, e in
            log.update(e.intentionId) { $0.plannedMinutes += e.minutes }
        }
        .on(DomainEvent.IntentionEnded.self) { log, e in
            log.update(e.intentionId) { intention in
                if intention.endedAt == nil { intention.endedAt = max(e.endedAt, intention.startedAt) }
            }
        }
        .on(DomainEvent.IntentionTagged.self) { log, e in log.update(e.intentionId) { $0.tags = e.labels } }
        .on(DomainEvent.IntentionRated.self) { log, e in log.update(e.intentionId) { $0.feeling = e.feeling } }
        .on(DomainEvent.IntentionReviewed.self) { log, e in log.update(e.intentionId) { $0.review = e.review } }
        .on(DomainEvent.IntentionRecorded.self) { log, e in
            guard log.find(e.intentionId) == nil, log.isKnownAbsent(e.intentionId), e.endedAt > e.startedAt else { return }
            let minutes = max(1, Int((e.endedAt.timeIntervalSince(e.startedAt) / 60).rounded()))
            log.insert(
                Intention(
                    id: e.intentionId, text: e.text, startedAt: e.startedAt, plannedMinutes: minutes,
                    endedAt: e.endedAt, tags: [], feeling: nil, review: Review(), revision: 0, todoID: e.todoId))
        }
        .on(DomainEvent.IntentionEdited.self) { log, e in
            log.update(e.intentionId) { intention in
                intention.revision += 1
                if let text = e.text { intention.text = text }
                if let start = e.startedAt { intention.startedAt = start }
                if let end = e.endedAt, intention.endedAt != nil { intention.endedAt = max(end, intention.startedAt) }
            }
        }

    // MARK: Reading

    /// How many intentions there are.
    public var count: Int { head.perMonth.values.reduce(0, +) }
    public var running: Intention? { head.running }
    public var runningID: IntentionID? { head.running?.id }
    /// The most recently started intention, if any.
    public var latest: Intention? { head.latest }

    public subscript(id: IntentionID) -> Intention? {
        if let intention = find(id) { return intention }
        partial?.missed(Self.kind, id.description)
        return nil
    }

    /// Intentions that started in `[interval.start, interval.end)`, in start order.
    public func started(in interval: DateInterval) -> [Intention] {
        var result: [Intention] = []
        visitStarted(in: interval) { result.append($0) }
        return result
    }

    /// Calls `body` with each intention started in `[interval.start, interval.end)`, in start order (newest first
    /// when `newestFirst`), until it returns false. Nothing is gathered: the coach reads weeks of intentions on
    /// every page for a sum or a maximum, and copying them into arrays was most of its time.
    public func visitStarted(in interval: DateInterval, newestFirst: Bool = false, while body: (Intention) -> Bool) {
        let months = monthsWithIntentions(Self.months(from: interval.start, to: interval.end))
        for month in newestFirst ? Array(months.reversed()) : months where holds(month) {
            let intentions = order[month] ?? []
            // Through the buffer: an element of it is lent to `body` where one read from the array was copied (a
            // retain and a release of each of its strings and lists for every intention a page visits).
            let going = intentions.withUnsafeBufferPointer { buffer in
                if newestFirst {
                    var index = Self.firstIndex(in: intentions) { $0 >= interval.end } - 1
                    while index >= 0, buffer[index].startedAt >= interval.start {
                        guard body(buffer[index]) else { return false }
                        index -= 1
                    }
                } else {
                    var index = Self.firstIndex(in: intentions) { $0 >= interval.start }
                    while index < buffer.count, buffer[index].startedAt < interval.end {
                        guard body(buffer[index]) else { return false }
                        index += 1
                    }
                }
                return true
            }
            guard going else { return }
        }
    }

    /// The same, for every intention.
    public func visitStarted(in interval: DateInterval, _ body: (Intention) -> Void) {
        visitStarted(in: interval, newestFirst: false) { intention in
            body(intention)
            return true
        }
    }

    /// Intentions whose actual time (up to `now` for a running one) overlaps `interval`.
    public func overlapping(_ interval: DateInterval, now: Date) -> [Intention] {
        var result: [Intention] = []
        visitOverlapping(interval, now: now) { result.append($0) }
        return result
    }

    /// Calls `body` with each intention whose actual time overlaps `interval`, in start order, gathering nothing.
    public func visitOverlapping(_ interval: DateInterval, now: Date, _ body: (Intention) -> Void) {
        let span = starts(overlapping: interval)
        if let running = head.running, running.startedAt < span.start, running.actualInterval(now: now).end > interval.start {
            body(running)
        }
        visitStarted(in: span) { intention in
            if intention.actualInterval(now: now).end > interval.start { body(intention) }
        }
    }

    /// The parts that hold the intentions started in `interval` or running into it: what
    /// ``visitOverlapping(_:now:_:)`` and ``visitStarted(in:newestFirst:while:)`` read.
    public func parts(overlapping interval: DateInterval) -> Set<String> {
        let span = starts(overlapping: interval)
        return Set(monthsWithIntentions(Self.months(from: span.start, to: span.end)).map(Self.partName))
    }

    /// Where an ended intention that overlaps `interval` may have started: as far back as the longest one ended so far.
    private func starts(overlapping interval: DateInterval) -> DateInterval {
        let from = interval.start.addingTimeInterval(-head.longestEnded)
        return DateInterval(start: from, end: max(from, interval.end))
    }

    /// The intentions whose id begins with `prefix` (case-insensitive), in start order.
    public func matching(prefix: String) -> [Intention] {
        let prefix = prefix.lowercased()
        return all.filter { $0.id.description.lowercased().hasPrefix(prefix) }
    }

    /// Every intention in start order: the whole history, so only for a log folded from it (or tests).
    public var all: [Intention] {
        started(in: DateInterval(start: .distantPast, end: .distantFuture))
    }

    // MARK: Folding

    mutating func insert(_ intention: Intention) {
        let month = Self.month(of: intention.startedAt)
        guard holds(month) else { return }  // the reader loads the month and folds again
        byID[intention.id] = Place(month: month, startedAt: intention.startedAt)
        let at = Self.firstIndex(in: order[month] ?? []) { $0 > intention.startedAt }
        order[month, default: []].insert(intention, at: at)
        head.perMonth[month, default: 0] += 1
        changedMonths.insert(month)
        if let endedAt = intention.endedAt {
            head.longestEnded = max(head.longestEnded, endedAt.timeIntervalSince(intention.startedAt))
        } else {
            head.running = intention
        }
        if intention.startedAt >= head.latest?.startedAt ?? .distantPast { head.latest = intention }
    }

    /// Applies a change to one intention, keeping the order, the months and the head true.
    mutating func update(_ id: IntentionID, _ change: (inout Intention) -> Void) {
        guard let old = self[id] else { return }
        var intention = old
        change(&intention)
        let from = Self.month(of: old.startedAt)
        let to = Self.month(of: intention.startedAt)
        guard holds(from), holds(to) else { return }
        changedMonths.formUnion([from, to])
        if let index = position(of: id, startedAt: old.startedAt, in: from) {
            if intention.startedAt == old.startedAt {
                order[from]![index] = intention
            } else {
                order[from]!.remove(at: index)
                if order[from]!.isEmpty { order[from] = nil }
            }
        }
        if intention.startedAt != old.startedAt {
            byID[id] = Place(month: to, startedAt: intention.startedAt)
            let at = Self.firstIndex(in: order[to] ?? []) { $0 > intention.startedAt }
            order[to, default: []].insert(intention, at: at)
            head.perMonth[from, default: 1] -= 1
            if head.perMonth[from] == 0 { head.perMonth[from] = nil }
            head.perMonth[to, default: 0] += 1
        }
        if head.running?.id == id { head.running = intention.endedAt == nil ? intention : nil }
        if let endedAt = intention.endedAt {
            head.longestEnded = max(head.longestEnded, endedAt.timeIntervalSince(intention.startedAt))
        }
        if head.latest?.id == id, intention.startedAt < old.startedAt {
            // Moved earlier: the latest is now the last of the newest month that has any.
            guard let newest = head.perMonth.keys.max(), holds(newest) else { return }
            head.latest = order[newest]?.last
        } else if head.latest?.id == id || intention.startedAt > head.latest?.startedAt ?? .distantPast
            || (intention.startedAt == head.latest?.startedAt && intention.startedAt != old.startedAt)
        {
            head.latest = intention
        }
    }

    // MARK: Months and snapshots

    public static let partPrefix: String? = "intentions"

    /// The kind of id the snapshot directory keeps for intentions.
    public static let kind = "intention"

    /// An instant's month: UTC year × 12 + month − 1.
    public static func month(of instant: Date) -> Int {
        MonthParts.month(of: CivilDate(daysSinceEpoch: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))))
    }

    /// A month's part name, such as `intentions/2026-11`.
    public static func partName(_ month: Int) -> String { MonthParts.name("intentions", month) }

    /// The first month (UTC, numbered as ``MonthParts`` numbers them) in which an intention starts; nil before any.
    public var firstMonth: Int? { head.perMonth.keys.min() }

    /// The months of `range` in which any intention starts, in order: only those need to be held.
    private func monthsWithIntentions(_ range: ClosedRange<Int>) -> [Int] {
        range.count <= head.perMonth.count
            ? range.filter { head.perMonth[$0] != nil } : head.perMonth.keys.filter(range.contains).sorted()
    }

    /// The months that `[start, end)` touches (the month of `start` when it is empty).
    static func months(from start: Date, to end: Date) -> ClosedRange<Int> {
        let first = month(of: start)
        return first...max(first, month(of: end.addingTimeInterval(-0.001)))
    }

    /// A month's name as a part: `intentions/2026-11`.
    public static func month(ofPart name: String) -> Int? { MonthParts.month(ofPart: name, prefix: "intentions") }

    /// The head in ``BinaryWriter``'s form, as the months are.
    public func snapshotHead() throws -> Data {
        var writer = BinaryWriter()
        writer.optional(head.running) { $1.write(to: &$0) }
        writer.optional(head.latest) { $1.write(to: &$0) }
        writer.int(head.perMonth.count)
        for (month, count) in head.perMonth.sorted(by: { $0.key < $1.key }) {
            writer.int(month)
            writer.int(count)
        }
        writer.double(head.longestEnded)
        return writer.data
    }

    /// A log holding only its head; months are added with ``loadPart(_:_:)`` as the reader needs them.
    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        var reader = BinaryReader(data)
        head.running = try reader.optional { try Intention(from: &$0) }
        head.latest = try reader.optional { try Intention(from: &$0) }
        for _ in 0..<(try reader.count()) {
            let month = try reader.int()
            head.perMonth[month] = try reader.int()
        }
        head.longestEnded = try reader.double()
        guard reader.isAtEnd else { throw BinaryFormError.malformed("bytes after the head") }
        partial = MonthHoldings(prefix: "intentions", load: load)
    }

    public var changedParts: Set<String> { Set(changedMonths.map(Self.partName)) }

    /// A month as the snapshot keeps it: the count, then its intentions in start order, in ``BinaryWriter``'s form
    /// (a month is read by nearly every command, and JSON took most of their time).
    public func snapshotPart(_ name: String) throws -> Data {
        let intentions = Self.month(ofPart: name).flatMap { order[$0] } ?? []
        var writer = BinaryWriter()
        writer.int(intentions.count)
        for intention in intentions { intention.write(to: &writer) }
        return writer.data
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = Self.month(ofPart: name), partial?.isLoaded(month) == false else { return }
        var reader = BinaryReader(data)
        let intentions = try (0..<reader.count()).map { _ in try Intention(from: &reader) }
        guard reader.isAtEnd else { throw BinaryFormError.malformed("bytes after the month's intentions") }
        byID.reserveCapacity(byID.count + intentions.count)
        for intention in intentions { byID[intention.id] = Place(month: month, startedAt: intention.startedAt) }
        order[month] = intentions.isEmpty ? nil : intentions
        partial?.loaded(month)
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == Self.kind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        parts.compactMap(Self.month(ofPart:)).sorted().flatMap { month in
            (order[month] ?? []).map { PartLoad.Entry(kind: Self.kind, id: $0.id.description, part: Self.partName(month)) }
        }
    }

    public mutating func markSnapshotted() { changedMonths = [] }

    private func find(_ id: IntentionID) -> Intention? {
        if let place = byID[id], let index = position(of: id, startedAt: place.startedAt, in: place.month) {
            return order[place.month]![index]
        }
        return head.running?.id == id ? head.running : nil
    }

    /// The index of the intention `id`, which starts at `startedAt`, in its month's run.
    private func position(of id: IntentionID, startedAt: Date, in month: Int) -> Int? {
        guard let intentions = order[month] else { return nil }
        var index = Self.firstIndex(in: intentions) { $0 >= startedAt }
        while index < intentions.count, intentions[index].startedAt == startedAt {
            if intentions[index].id == id { return index }
            index += 1
        }
        return nil
    }

    /// Whether an id is surely new: not in any month (a partial log must have looked it up).
    private func isKnownAbsent(_ id: IntentionID) -> Bool { partial?.isKnownAbsent(Self.kind, id.description) ?? true }

    /// Whether the month is held; if not, the miss is noted.
    private func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }

    /// The first index of `intentions` whose start satisfies a predicate that is false then true along them.
    private static func firstIndex(in intentions: [Intention], _ isAfter: (Date) -> Bool) -> Int {
        var low = 0
        var high = intentions.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(intentions[mid].startedAt) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
