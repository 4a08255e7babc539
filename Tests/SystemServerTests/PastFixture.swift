import Foundation
import SystemCore
import SystemStore

/// What the tests of lists drawn from the whole past start from: a past of open to-dos and open action items.
/// The harness clock is Friday 20 November 2026, 10:00 in Berlin; the week runs Monday 16 to Sunday 22.
enum PastFixture {
    static let today = CivilDate("2026-11-20")!
    static let thisWeek = CivilDate("2026-11-16")!
}

extension Harness {
    /// An area, and one open to-do on each of the `count` days before today (ids in order, yesterday's first).
    func withOpenTodos(_ count: Int) async throws -> [TodoID] {
        let area = AreaID(UUID())
        try await service.execute(.weekly(.createArea(id: area, name: "Career")), for: .local)
        var ids: [TodoID] = []
        for ago in 1...count {
            let id = TodoID(UUID())
            let date = PastFixture.today.adding(days: -ago)
            try await service.execute(.daily(.addTodo(id: id, date: date, text: "Left on \(date)", link: .area(area))), for: .local)
            ids.append(id)
        }
        return ids
    }

    /// One retrospective a week on the `count` weeks before this one, each with one action item (newest first).
    func withActionItems(_ count: Int) async throws -> [ActionItemID] {
        var ids: [ActionItemID] = []
        for ago in 1...count {
            let id = ActionItemID(UUID())
            let week = PastFixture.thisWeek.adding(days: -7 * ago)
            try await service.execute(
                .weekly(
                    .recordRetro(
                        week: week, wentWell: nil, wentPoorly: nil, toImprove: nil, actionItems: [.init(id: id, text: "Change of \(week)")],
                        answers: [:])), for: .local)
            ids.append(id)
        }
        return ids
    }
}
