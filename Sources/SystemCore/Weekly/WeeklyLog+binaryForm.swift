import Foundation

/// The Weekly's head as the snapshot keeps it: its areas, the weeks of open action items and how many goals there are.
extension WeeklyLog.Head {
    func write(to writer: inout BinaryWriter) {
        areas.write(to: &writer)
        openWeeks.write(to: &writer)
        writer.int(goalCount)
    }

    init(from reader: inout BinaryReader) throws {
        areas = try AreaList(from: &reader)
        openWeeks = try DayIndex(from: &reader)
        goalCount = try reader.int()
    }
}

/// A month of the Weekly as the snapshot keeps it, in ``BinaryWriter``'s form: `system week` and the coach read the
/// week's month on every command, and `JSONDecoder` took a sixth of their time there.
extension WeeklyLog.Month {
    func write(to writer: inout BinaryWriter) {
        writer.int(goals.count)
        for goal in goals { goal.write(to: &writer) }
        writer.idsByDay(goalsByWeek)
        writer.int(capacities.count)
        for (week, plan) in capacities.sorted(by: { $0.key < $1.key }) {
            writer.day(week)
            writer.optional(plan.perDayMinutes) { $0.int($1) }
            writer.int(plan.daysOff.count)
            for day in plan.daysOff { writer.day(day) }
            writer.optional(plan.totalMinutes) { $0.int($1) }
        }
        writer.int(retros.count)
        for retro in retros { retro.write(to: &writer) }
        writer.int(items.count)
        for item in items { item.write(to: &writer) }
        writer.idsByDay(answeredIn)
    }

    init(from reader: inout BinaryReader) throws {
        goals = try (0..<reader.count()).map { _ in try Goal(from: &reader) }
        goalsByWeek = try reader.idsByDay()
        for _ in 0..<(try reader.count()) {
            let week = try reader.day()
            capacities[week] = CapacityPlan(
                perDayMinutes: try reader.optional { try $0.int() },
                daysOff: try (0..<reader.count()).map { _ in try reader.day() },
                totalMinutes: try reader.optional { try $0.int() })
        }
        retros = try (0..<reader.count()).map { _ in try Retrospective(from: &reader) }
        items = try (0..<reader.count()).map { _ in try ActionItem(from: &reader) }
        answeredIn = try reader.idsByDay()
    }
}

extension Goal {
    func write(to writer: inout BinaryWriter) {
        writer.uuid(id.uuid)
        writer.day(week)
        writer.uuid(areaID.uuid)
        writer.string(title)
        switch estimate {
        case .minutes(let minutes):
            writer.int(0)
            writer.int(minutes)
        case .size(let size):
            writer.int(1)
            writer.string(size.rawValue)
        }
        switch status {
        case .open: writer.int(0)
        case .done(let at):
            writer.int(1)
            writer.date(at)
        case .dropped(let reason, let at):
            writer.int(2)
            writer.string(reason)
            writer.date(at)
        }
    }

    init(from reader: inout BinaryReader) throws {
        id = GoalID(try reader.uuid())
        week = try reader.day()
        areaID = AreaID(try reader.uuid())
        title = try reader.string()
        switch try reader.int() {
        case 0: estimate = .minutes(try reader.int())
        case 1: estimate = .size(try reader.raw(Estimate.Size.self))
        case let other: throw BinaryFormError.malformed("a goal's estimate of kind \(other)")
        }
        switch try reader.int() {
        case 0: status = .open
        case 1: status = .done(at: try reader.date())
        case 2: status = .dropped(reason: try reader.string(), at: try reader.date())
        case let other: throw BinaryFormError.malformed("a goal's status of kind \(other)")
        }
    }
}

extension Retrospective {
    func write(to writer: inout BinaryWriter) {
        writer.day(week)
        for text in [wentWell, wentPoorly, toImprove] { writer.optional(text) { $0.string($1) } }
        writer.ids(actionItems)
        writer.date(recordedAt)
    }

    init(from reader: inout BinaryReader) throws {
        self.init(
            week: try reader.day(), wentWell: try reader.optional { try $0.string() },
            wentPoorly: try reader.optional { try $0.string() }, toImprove: try reader.optional { try $0.string() },
            actionItems: try reader.ids(), recordedAt: try reader.date())
    }
}

extension ActionItem {
    func write(to writer: inout BinaryWriter) {
        writer.uuid(id.uuid)
        writer.day(week)
        writer.string(text)
        writer.optional(outcome) { writer, outcome in
            writer.bool(outcome.done)
            writer.day(outcome.week)
        }
    }

    init(from reader: inout BinaryReader) throws {
        self.init(
            id: ActionItemID(try reader.uuid()), week: try reader.day(), text: try reader.string(),
            outcome: try reader.optional { Outcome(done: try $0.bool(), week: try $0.day()) })
    }
}
