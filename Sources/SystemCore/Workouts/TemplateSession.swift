import Foundation

/// Where a day's session of a template stands: how many sets of each of its lifts are done, and what comes next —
/// which lift, which set, at which weight — until every set is done.
///
/// A set counts for the first of the template's lifts that is still short of its sets (a template may list a lift
/// twice: heavy, then lighter), whatever it was recorded from, so sets logged by hand or from the terminal move the
/// session on too.
public struct TemplateSession: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// The template's item, by position.
        public let item: Int
        public let liftId: LiftID
        /// The set of that item, from 1.
        public let set: Int
        public let weightKg: Double
        public let targetReps: Int
    }

    public let template: WorkoutTemplate
    /// Sets done on the day, by item.
    public let done: [Int]
    /// What comes next, or nil when every set is done.
    public let next: Step?

    public var setsDone: Int { done.reduce(0, +) }
    public var setsPlanned: Int { template.items.reduce(0) { $0 + $1.sets } }
    public var isFinished: Bool { next == nil }
    public var hasStarted: Bool { setsDone > 0 }
}

extension WorkoutLog {
    /// `template`'s session on `day`: the day's sets matched to its items in order, and the next step. The first set
    /// of an item is at the weight ``nextWeight(for:calendar:)`` suggests, or the weight the lift was last done at
    /// that day; later sets at the item's last set's weight.
    public func session(of template: WorkoutTemplate, on day: CivilDate, calendar: DayCalendar) -> TemplateSession {
        let today = sets(in: calendar.interval(of: day))
        var done = Array(repeating: 0, count: template.items.count)
        var lastWeight: [Int: Double] = [:]
        var lastOfLift: [LiftID: Double] = [:]
        for set in today {
            lastOfLift[set.liftId] = set.weightKg
            guard
                let index = template.items.indices.first(where: {
                    template.items[$0].liftId == set.liftId && done[$0] < template.items[$0].sets
                })
            else { continue }
            done[index] += 1
            lastWeight[index] = set.weightKg
        }
        let next = template.items.indices.first { done[$0] < template.items[$0].sets }.map { index in
            let item = template.items[index]
            let weight = lastWeight[index] ?? lastOfLift[item.liftId] ?? nextWeight(for: item, calendar: calendar)
            return TemplateSession.Step(
                item: index, liftId: item.liftId, set: done[index] + 1, weightKg: weight, targetReps: item.targetReps)
        }
        return TemplateSession(template: template, done: done, next: next)
    }

    /// The template a person means by `text`: its name in any case, or the one whose name starts with it.
    public func template(named text: String) -> WorkoutTemplate? {
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return nil }
        if let exact = allTemplates.first(where: { $0.name.lowercased() == wanted }) { return exact }
        let starting = allTemplates.filter { $0.name.lowercased().hasPrefix(wanted) }
        return starting.count == 1 ? starting[0] : nil
    }
}

extension WorkoutCommand {
    /// A template's lift as typed: "squat 3x5 100kg", "overhead press 5×5 40" — the lift, sets × reps, the weight.
    public static func templateItem(_ text: String, in log: WorkoutLog, field: String = "lift") throws(DomainError) -> WorkoutTemplate.Item
    {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let scheme = words.firstIndex { word in Self.scheme(word) != nil }
        guard let scheme, scheme > 0, scheme == words.count - 2, let (sets, reps) = Self.scheme(words[scheme]) else {
            throw .invalid(
                field, "“\(text)” is not a template's lift: write the lift, sets × reps and the weight, as in “squat 3x5 100kg”.")
        }
        let name = words[..<scheme].joined(separator: " ")
        guard let lift = log.lift(named: name) else {
            throw .invalid(field, "“\(name)” is not a lift; yours are \(Readable.list(log.lifts.map(\.name))).")
        }
        let weight = try barWeight(words[scheme + 1], field: field)
        guard (1...20).contains(sets) else { throw .invalid(field, "Sets go from 1 to 20.") }
        guard (1...maximumReps).contains(reps) else { throw .invalid(field, "Target reps go from 1 to \(maximumReps).") }
        return WorkoutTemplate.Item(liftId: lift.id, weightKg: weight, sets: sets, targetReps: reps)
    }

    /// "3x5", "3×5", "3X5" → (3, 5).
    private static func scheme(_ word: String) -> (Int, Int)? {
        let parts = word.lowercased().split(separator: "x", omittingEmptySubsequences: false).flatMap { $0.split(separator: "×") }
        guard parts.count == 2, word.lowercased().filter({ $0 == "x" || $0 == "×" }).count == 1,
            let sets = Int(parts[0]), let reps = Int(parts[1])
        else { return nil }
        return (sets, reps)
    }

    /// A rest as typed: "2:00", "90s", "2m", "2" (minutes); nil when it is none of these.
    public static func restSeconds(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let clock = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        if clock.count == 2, let minutes = Int(clock[0]), let seconds = Int(clock[1]), clock[1].count == 2, minutes >= 0,
            (0..<60).contains(seconds)
        {
            return minutes.multipliedReportingOverflow(by: 60).overflow ? nil : minutes * 60 + seconds
        }
        for suffix in ["seconds", "second", "secs", "sec", "s"] where trimmed.hasSuffix(suffix) {
            return Int(trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
        }
        return Readable.parseMinutes(trimmed).flatMap { $0 >= 0 && $0 <= 10_000 ? $0 * 60 : nil }
    }
}
