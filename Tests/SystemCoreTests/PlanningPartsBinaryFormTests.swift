import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// The Daily's and the Weekly's months, as the snapshot keeps them in the byte form, read back exactly as written,
/// whatever they hold; damaged bytes are refused with an error (the snapshot is then rebuilt), never read wrong.
struct PlanningPartsBinaryFormTests {
    /// A month of to-dos, standups and links to intentions, each optional part present or absent as `shapes` say.
    static func dailyMonth(_ shapes: [Int], seconds: Double) -> DailyLog.Month {
        var month = DailyLog.Month()
        let first = civil("2026-11-01")
        for (index, shape) in shapes.enumerated() {
            func has(_ bit: Int) -> Bool { shape & (1 << bit) != 0 }
            let at = Date(timeIntervalSinceReferenceDate: seconds + Double(shape))
            let date = first.adding(days: shape % 30)
            let id: TodoID = fixedID(10_000 + index)
            let status: Todo.Status = has(0) ? .done(at: at) : has(1) ? .dropped(at: at) : .open
            let moves =
                has(2)
                ? [Todo.Move(from: date.adding(days: -2), to: date.adding(days: -1)), Todo.Move(from: date.adding(days: -1), to: date)] : []
            month.todos.append(
                Todo(
                    id: id, date: date, text: has(3) ? "Call the bank 📞 «now»" : "x",
                    link: has(4) ? .goal(fixedID(shape)) : .area(fixedID(shape + 1)),
                    status: status, moves: moves))
            month.order[date, default: []].append(id)
            if has(5) { month.movedAway[date.adding(days: -1), default: []].append(id) }
            if has(6) { month.intentions[id] = (0..<(shape % 4)).map { fixedID(20_000 + index * 4 + $0) } }
            if has(7) {
                month.standups.append(Standup(date: date, plan: has(8) ? [id] : [], note: has(9) ? "Grüße\nnote" : nil, recordedAt: at))
            }
        }
        return month
    }

    /// A month of goals, capacities, retrospectives and action items, shaped the same way.
    static func weeklyMonth(_ shapes: [Int], seconds: Double) -> WeeklyLog.Month {
        var month = WeeklyLog.Month()
        let monday = civil("2026-11-02")
        for (index, shape) in shapes.enumerated() {
            func has(_ bit: Int) -> Bool { shape & (1 << bit) != 0 }
            let at = Date(timeIntervalSinceReferenceDate: seconds - Double(shape))
            let week = monday.adding(days: 7 * (shape % 4))
            let goal: GoalID = fixedID(30_000 + index)
            let status: Goal.Status = has(0) ? .done(at: at) : has(1) ? .dropped(reason: has(2) ? "No time ⏳" : "", at: at) : .open
            let estimate: Estimate = has(3) ? .minutes(15 + shape) : .size(Estimate.Size.allCases[shape % 3])
            month.goals.append(
                Goal(id: goal, week: week, areaID: fixedID(shape), title: "Ship \(shape)", estimate: estimate, status: status))
            month.goalsByWeek[week, default: []].append(goal)
            if has(4) {
                month.capacities[week] = CapacityPlan(
                    perDayMinutes: has(5) ? shape % 600 : nil, daysOff: has(6) ? [week, week.adding(days: 5)] : [],
                    totalMinutes: has(7) ? shape : nil)
            }
            let item: ActionItemID = fixedID(40_000 + index)
            if has(8) {
                month.retros.append(
                    Retrospective(
                        week: week, wentWell: has(9) ? "Focus" : nil, wentPoorly: has(10) ? "" : nil, toImprove: has(11) ? "Plan ✓" : nil,
                        actionItems: [item], recordedAt: at))
                month.items.append(
                    ActionItem(
                        id: item, week: week, text: "Plan Mondays",
                        outcome: has(9) ? ActionItem.Outcome(done: has(10), week: week.adding(days: 7)) : nil))
            }
            if has(10) { month.answeredIn[week.adding(days: 7), default: []].append(item) }
        }
        return month
    }

    /// Writes a month and reads it back: the same month, every byte read.
    static func expectRoundTrip<Month: Equatable>(
        _ month: Month, _ write: (Month, inout BinaryWriter) -> Void, _ read: (inout BinaryReader) throws -> Month
    ) throws {
        var writer = BinaryWriter()
        write(month, &writer)
        var reader = BinaryReader(writer.data)
        let back = try read(&reader)
        #expect(back == month)
        #expect(reader.isAtEnd)
    }

    @Test func anyDailyMonthRoundTrips() async {
        await propertyCheck(input: Gen.int(in: 0...1023).array(of: 0...40), Gen.double(in: 0...1e9)) { shapes, seconds in
            try Self.expectRoundTrip(Self.dailyMonth(shapes, seconds: seconds), { $0.write(to: &$1) }) { try DailyLog.Month(from: &$0) }
        }
    }

    @Test func anyWeeklyMonthRoundTrips() async {
        await propertyCheck(input: Gen.int(in: 0...4095).array(of: 0...40), Gen.double(in: 0...1e9)) { shapes, seconds in
            try Self.expectRoundTrip(Self.weeklyMonth(shapes, seconds: seconds), { $0.write(to: &$1) }) { try WeeklyLog.Month(from: &$0) }
        }
    }

    @Test func everyCutOfAMonthThrowsInsteadOfReadingWrong() {
        var daily = BinaryWriter()
        Self.dailyMonth([0x3FF, 0x2A5, 0x0F0], seconds: 800_000_000).write(to: &daily)
        var weekly = BinaryWriter()
        Self.weeklyMonth([0xFFF, 0x555, 0xAAA], seconds: 800_000_000).write(to: &weekly)
        for length in 0..<daily.bytes.count {
            var reader = BinaryReader(Data(daily.bytes[..<length]))
            #expect(throws: BinaryFormError.self) { try DailyLog.Month(from: &reader) }
        }
        for length in 0..<weekly.bytes.count {
            var reader = BinaryReader(Data(weekly.bytes[..<length]))
            #expect(throws: BinaryFormError.self) { try WeeklyLog.Month(from: &reader) }
        }
    }

    @Test(arguments: [Int.max, Int.min, 10_000_001, -10_000_001])
    func aDayOutOfAnyCalendarIsRefused(_ days: Int) {
        var writer = BinaryWriter()
        writer.int(days)
        var reader = BinaryReader(writer.data)
        #expect(throws: BinaryFormError.malformed("a day out of range")) { try reader.day() }
    }

    @Test(arguments: [3, 7])
    func anUnknownKindOfLinkOrStatusIsRefused(_ kind: Int) {
        var writer = BinaryWriter()
        writer.uuid(UUID())
        writer.day(civil("2026-11-20"))
        writer.string("Call")
        writer.int(kind)
        var reader = BinaryReader(writer.data)
        #expect(throws: BinaryFormError.malformed("a to-do's link of kind \(kind)")) { try Todo(from: &reader) }
    }
}
