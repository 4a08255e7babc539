import Foundation

/// Every intention of one user, kept in start order so a day's intentions are found by binary search.
public struct IntentionLog: ModuleState {
    private var byID: [IntentionID: Intention] = [:]
    /// Ids sorted by `startedAt` (ties in insertion order).
    private var order: [IntentionID] = []
    /// The longest actual duration of any ended intention, so range queries know how far back to look.
    private var longestEnded: TimeInterval = 0

    public private(set) var runningID: IntentionID?

    public init() {}

    public init(context: ModuleContext) {}

    public static let folds = Folds<IntentionLog>()
        .on(DomainEvent.IntentionStarted.self) { log, e in
            guard log[e.intentionId] == nil else { return }
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
            guard log[e.intentionId] == nil, e.endedAt > e.startedAt else { return }
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

    public var count: Int { order.count }
    public var running: Intention? { runningID.flatMap { byID[$0] } }

    public subscript(id: IntentionID) -> Intention? { byID[id] }

    /// All intentions in start order.
    public var all: [Intention] { order.map { byID[$0]! } }

    /// Intentions that started in `[interval.start, interval.end)`, in start order.
    public func started(in interval: DateInterval) -> [Intention] {
        var index = firstIndex(startingAtOrAfter: interval.start)
        var result: [Intention] = []
        while index < order.count, let intention = byID[order[index]], intention.startedAt < interval.end {
            result.append(intention)
            index += 1
        }
        return result
    }

    /// Intentions whose actual time (up to `now` for a running one) overlaps `interval`.
    public func overlapping(_ interval: DateInterval, now: Date) -> [Intention] {
        var index = firstIndex(startingAtOrAfter: interval.start.addingTimeInterval(-longestEnded))
        var result: [Intention] = []
        while index < order.count, let intention = byID[order[index]], intention.startedAt < interval.end {
            if intention.actualInterval(now: now).end > interval.start { result.append(intention) }
            index += 1
        }
        if let running, running.startedAt < interval.start.addingTimeInterval(-longestEnded),
            running.actualInterval(now: now).end > interval.start
        {
            result.insert(running, at: 0)
        }
        return result
    }

    /// The most recently started intention, if any.
    public var latest: Intention? { order.last.flatMap { byID[$0] } }

    mutating func insert(_ intention: Intention) {
        byID[intention.id] = intention
        let index = firstIndex(startingAfter: intention.startedAt)
        order.insert(intention.id, at: index)
        if let endedAt = intention.endedAt {
            longestEnded = max(longestEnded, endedAt.timeIntervalSince(intention.startedAt))
        } else {
            runningID = intention.id
        }
    }

    /// Applies a change to one intention, keeping the order and the running marker true.
    mutating func update(_ id: IntentionID, _ change: (inout Intention) -> Void) {
        guard var intention = byID[id] else { return }
        let oldStart = intention.startedAt
        change(&intention)
        byID[id] = intention
        if intention.startedAt != oldStart, let index = order.firstIndex(of: id) {
            order.remove(at: index)
            order.insert(id, at: firstIndex(startingAfter: intention.startedAt))
        }
        if let endedAt = intention.endedAt {
            if runningID == id { runningID = nil }
            longestEnded = max(longestEnded, endedAt.timeIntervalSince(intention.startedAt))
        }
    }

    private func firstIndex(startingAtOrAfter instant: Date) -> Int {
        partition { byID[$0]!.startedAt >= instant }
    }

    private func firstIndex(startingAfter instant: Date) -> Int {
        partition { byID[$0]!.startedAt > instant }
    }

    /// The first index whose element satisfies a predicate that is false then true along `order`.
    private func partition(_ isAfter: (IntentionID) -> Bool) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(order[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
