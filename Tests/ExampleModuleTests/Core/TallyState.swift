import Foundation
import SystemCore

/// Every count, in order; days are cut at read time in the user's calendar.
struct Tally: ModuleState, Codable {
    struct Count: Hashable, Codable {
        var at: Date
        var amount: Int
    }

    private(set) var counts: [Count] = []

    init(context: ModuleContext) {}

    static let folds = Folds<Tally>()
        .on(DomainEvent.GlassesCounted.self) { tally, e in tally.counts.append(Count(at: e.at, amount: e.amount)) }

    /// The glasses drunk on a day of the user's calendar.
    func glasses(on day: CivilDate, in calendar: DayCalendar) -> Int {
        counts.filter { calendar.day(containing: $0.at) == day }.reduce(0) { $0 + $1.amount }
    }
}

/// The module's own settings: a daily goal.
struct TallySettings: Hashable, Codable, ModuleState {
    var dailyGoal = 8

    init(dailyGoal: Int = 8) { self.dailyGoal = dailyGoal }
    init(context: ModuleContext) { self.init() }

    static let folds = Folds<TallySettings>()
        .on(DomainEvent.TallySettingsChanged.self) { settings, e in settings = e.settings }
}

extension UserState {
    var tally: Tally { self[Tally.self] }
    var tallySettings: TallySettings { self[TallySettings.self] }
}
