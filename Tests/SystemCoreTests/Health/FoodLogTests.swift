import Foundation
import Testing

@testable import SystemCore

/// The food log: what was eaten, by day and meal, kept as it was logged; edits and removals are new events.
@Suite struct FoodLogTests {
    static let egg = LoggedFood(foodId: 171287, name: "Egg, raw", description: "Egg, whole, raw, fresh", per100g: [1008: 143, 1003: 12.56])
    static let milk = LoggedFood(foodId: 171267, name: "Milk, 2%", description: nil, per100g: [1008: 50])

    func log(
        _ state: inout UserState, _ id: Int, _ food: LoggedFood = egg, on date: String, _ meal: Meal = .breakfast, grams: Double = 100,
        at: String = "2026-11-20T08:00:00Z"
    ) throws {
        try state.run(
            .food(.log(id: fixedID(id), date: civil(date), meal: meal, food: food, amount: grams / 50, unit: "large", grams: grams)),
            at: instant(at))
    }

    @Test func aDaysEntriesAreByMealThenInTheOrderLoggedWithTheirNutrients() throws {
        var state = UserState.fresh()
        try log(&state, 1, Self.milk, on: "2026-11-20", .dinner)
        try log(&state, 2, on: "2026-11-20", .breakfast, grams: 100)
        try log(&state, 3, Self.milk, on: "2026-11-20", .breakfast, grams: 250)
        try log(&state, 4, on: "2026-11-21")
        let day = state.food.entries(on: civil("2026-11-20"))
        #expect(day.map(\.id) == [fixedID(2), fixedID(3), fixedID(1)])
        #expect(day[0].kcal == 143)
        #expect(day[0].value(of: 1003) == 12.56)
        #expect(day[1].kcal == 125)
        #expect(day[1].value(of: 1003) == nil)  // not analysed stays unknown
        #expect(day[0].quantity == "2 large (100 g)")
        #expect(state.food.uses[171287] == FoodLog.Use(count: 2, last: civil("2026-11-21")))
    }

    @Test func anEntryIsChangedAndRemovedByNewEventsAndTheFoodAsLoggedStays() throws {
        var state = UserState.fresh()
        try log(&state, 1, on: "2026-11-20")
        let changed = try state.run(
            .food(.change(id: fixedID(1), date: civil("2026-12-01"), meal: .snack, amount: 3, grams: 150)),
            at: instant("2026-11-20T09:00:00Z"))
        #expect(changed.count == 1)
        #expect(state.food.entries(on: civil("2026-11-20")).isEmpty)
        let moved = try #require(state.food.entries(on: civil("2026-12-01")).first)
        #expect(moved.meal == .snack)
        #expect(moved.grams == 150)
        #expect(moved.unit == "large")
        #expect(moved.food == Self.egg)
        // The same change again changes nothing, and writes nothing.
        #expect(try state.run(.food(.change(id: fixedID(1), meal: .snack)), at: instant("2026-11-20T09:01:00Z")).isEmpty)
        try state.run(.food(.remove(fixedID(1))), at: instant("2026-11-20T09:02:00Z"))
        #expect(state.food.entries(on: civil("2026-12-01")).isEmpty)
        #expect(state.food[fixedID(1)] == nil)
    }

    @Test(arguments: [
        (FoodCommand.log(id: fixedID(9), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: 0, unit: "g", grams: 0), "amount"),
        (FoodCommand.log(id: fixedID(9), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: -1, unit: "g", grams: 10), "amount"),
        (
            FoodCommand.log(id: fixedID(9), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: 20, unit: "kg", grams: 20_000),
            "amount"
        ),
        (FoodCommand.log(id: fixedID(9), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: .nan, unit: "g", grams: 10), "amount"),
        (FoodCommand.log(id: fixedID(9), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: 1, unit: " ", grams: 10), "unit"),
        (
            FoodCommand.log(
                id: fixedID(9), date: civil("2026-11-20"), meal: .lunch,
                food: LoggedFood(foodId: nil, name: "  ", description: nil, per100g: [:]),
                amount: 1, unit: "g", grams: 1), "food"
        ),
        (
            FoodCommand.log(
                id: fixedID(9), date: civil("2026-11-20"), meal: .lunch,
                food: LoggedFood(foodId: nil, name: "X", description: nil, per100g: [1008: -5]),
                amount: 1, unit: "g", grams: 1), "food"
        ),
        (FoodCommand.change(id: fixedID(8), meal: .lunch), "id"),
        (FoodCommand.remove(fixedID(8)), "id"),
    ])
    func badInputIsRefusedByFieldAndLogsNothing(_ command: FoodCommand, _ field: String) throws {
        var state = UserState.fresh()
        #expect {
            try state.run(.food(command), at: instant("2026-11-20T08:00:00Z"))
        } throws: { error in
            (error as? DomainError)?.field == field
        }
        #expect(state.version == 0)
    }

    @Test func searchPrefersWhatIsEatenOftenAndLately() throws {
        var state = UserState.fresh()
        for n in 0..<4 { try log(&state, 100 + n, Self.milk, on: "2026-09-0\(n + 1)") }  // often, three months ago
        try log(&state, 200, on: "2026-11-30")  // once, yesterday
        let preferences = state.food.preferences(on: civil("2026-12-01"))
        #expect(try #require(preferences[171287]) > #require(preferences[171267]))
        #expect(preferences[171267].map { ($0 * 100).rounded() / 100 } == 0.52)  // 4 uses, halved every 30 days, 88 days on
    }

    @Test func theFoodsInUseAreBoundedAndKeepTheRecentOnes() throws {
        var state = UserState.fresh()
        let start = civil("2026-01-01")
        for n in 0..<(FoodLog.usesKept + 20) {
            let food = LoggedFood(foodId: 1_000 + n, name: "Food \(n)", description: nil, per100g: [:])
            try log(&state, 10_000 + n, food, on: start.adding(days: n).description)
        }
        #expect(state.food.uses.count == FoodLog.usesKept)
        #expect(state.food.uses[1_000] == nil)  // the first, used longest ago, is forgotten
        #expect(state.food.uses[1_000 + FoodLog.usesKept + 19] != nil)
    }

    /// Read from a snapshot cut anywhere (head, then the months a read asks for), the log answers as the whole fold.
    @Test(arguments: [0, 1, 3, 6, 9, 100])
    func aSnapshotReadsAsTheWholeHistory(cut: Int) throws {
        var state = UserState.fresh()
        var events: [DomainEvent] = []
        func run(_ command: FoodCommand, _ at: String) throws { events += try state.run(.food(command), at: instant(at)) }
        for (n, date) in ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-12-24"].enumerated() {
            try run(
                .log(id: fixedID(n + 1), date: civil(date), meal: .lunch, food: Self.egg, amount: 1, unit: "large", grams: 50),
                "2026-11-20T08:00:00Z")
        }
        try run(.change(id: fixedID(1), date: civil("2026-11-02")), "2026-11-20T09:00:00Z")  // into another month
        try run(.remove(fixedID(2)), "2026-11-20T09:01:00Z")
        try run(
            .log(id: fixedID(9), date: civil("2026-10-30"), meal: .dinner, food: Self.milk, amount: 1, unit: "cup", grams: 244),
            "2026-11-20T09:02:00Z")
        try run(.change(id: fixedID(5), meal: .snack, amount: 2, grams: 100), "2026-11-20T09:03:00Z")
        let cut = min(cut, events.count)
        for day in 0..<60 {
            let date = civil("2026-10-28").adding(days: day)
            #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.food.entries(on: date) } == state.food.entries(on: date))
        }
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.food.uses } == state.food.uses)
    }
}

/// Copying a meal from another day: each food as it was logged, under the same meal, once however often it is retried.
@Suite struct FoodCopyTests {
    @Test func aMealIsCopiedAsItWasLoggedAndARetryCopiesNothingTwice() throws {
        var state = UserState.fresh()
        let egg = FoodLogTests.egg, milk = FoodLogTests.milk
        let at = instant("2026-11-19T08:00:00Z")
        try state.run(
            .food(.log(id: fixedID(1), date: civil("2026-11-19"), meal: .breakfast, food: egg, amount: 2, unit: "large", grams: 100)),
            at: at)
        try state.run(
            .food(.log(id: fixedID(2), date: civil("2026-11-19"), meal: .breakfast, food: milk, amount: 250, unit: "ml", grams: 258)),
            at: at)
        try state.run(
            .food(.log(id: fixedID(3), date: civil("2026-11-19"), meal: .dinner, food: egg, amount: 1, unit: "large", grams: 50)), at: at)

        let copy = UserCommand.food(.copy(from: civil("2026-11-19"), meal: .breakfast, to: civil("2026-11-20"), seed: "key-1"))
        #expect(try state.run(copy, at: instant("2026-11-20T08:00:00Z")).count == 2)
        let copied = state.food.entries(on: civil("2026-11-20"))
        #expect(copied.map(\.food) == [egg, milk])
        #expect(copied.map(\.grams) == [100, 258])
        #expect(copied.allSatisfy { $0.meal == .breakfast })
        #expect(Set(copied.map(\.id)).isDisjoint(with: [fixedID(1), fixedID(2)]))
        // The same seed again: the same ids, which exist, so it is refused and nothing is logged twice.
        expectRefusal(copy, by: state, at: instant("2026-11-20T08:01:00Z"), kind: .conflict, code: "food_entry_exists", field: "id")
        // The whole day.
        try state.run(.food(.copy(from: civil("2026-11-19"), meal: nil, to: civil("2026-11-21"), seed: "key-2")), at: at)
        #expect(state.food.entries(on: civil("2026-11-21")).map(\.meal) == [.breakfast, .breakfast, .dinner])
        expectInvalid(
            .food(.copy(from: civil("2026-11-18"), meal: nil, to: civil("2026-11-21"), seed: "key-3")), by: state, at: at, field: "from")
    }
}
