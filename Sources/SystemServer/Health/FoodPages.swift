import Foundation
import SystemCore
import SystemStore

extension Chrome.Place {
    static let health = Chrome.Place("health")
}

/// `/foods`: search the food database as you type, and load USDA's download into it.
struct FoodsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let query: String
    let results: [Result]
    /// "7,793 foods from USDA FoodData Central".
    let lead: String
    let isEmptyDatabase: Bool
    /// "Nothing matches “xyz”."
    let noMatches: String?
    /// Why this user cannot import here (a hosted server), or nil.
    let importRefusal: String?
    let imports: [ImportRow]
    let hasImports: Bool

    struct Result: Sendable, Encodable {
        let href: String
        let name: String
        let description: String
        let energy: String?
    }

    /// `?date=…&meal=…` for links that keep the day and meal a food is for.
    static func suffix(day: CivilDate?, meal: Meal?) -> String {
        let parts = (day.map { ["date=\($0)"] } ?? []) + (meal.map { ["meal=\($0.rawValue)"] } ?? [])
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    struct ImportRow: Sendable, Encodable {
        let file: String
        let when: String
        let counts: String
    }

    /// The day and meal the food is for, when the search came from a day's "Add food": kept in every link.
    let forDay: String?
    let forMeal: String?
    let forLabel: String?

    init(
        state: UserState, now: Date, query: String, matches: [FoodMatch], count: Int, imports: [FoodImportSummary], importRefusal: String?,
        day: CivilDate? = nil, meal: Meal? = nil
    ) {
        chrome = Chrome(.health, state: state, now: now)
        self.query = query
        forDay = day?.description
        forMeal = meal?.rawValue
        let today = state.today(now: now)
        forLabel = day.map { "Adding to \($0 == today ? "today" : Readable.day($0))\(meal.map { ", \($0.rawValue)" } ?? "")." }
        let suffix = Self.suffix(day: day, meal: meal)
        results = matches.map { match in
            Result(
                href: "/foods/\(match.id)\(suffix)", name: match.name, description: match.description,
                energy: match.kcalPer100g.map { "\(Int($0.rounded())) kcal per 100 g" })
        }
        isEmptyDatabase = count == 0
        lead =
            count == 0
            ? "There is no food database here yet. Load USDA's, below, and search it on this machine."
            : "\(Readable.count(count)) foods from USDA FoodData Central, searched on this machine."
        noMatches = !query.isEmpty && matches.isEmpty && count > 0 ? "Nothing matches “\(query)”." : nil
        self.importRefusal = importRefusal
        hasImports = !imports.isEmpty
        self.imports = imports.map { summary in
            ImportRow(
                file: summary.file, when: Readable.day(state.calendar.calendarDate(summary.importedAt)),
                counts:
                    "\(Readable.count(summary.foods)) foods, \(Readable.count(summary.nutrients)) nutrient amounts, \(Readable.count(summary.portions)) portions"
            )
        }
    }
}

/// `/foods/{id}`: one food, its USDA description one tap away, its portions, and its nutrients per 100 g and per
/// the chosen portion; a nutrient USDA did not analyse says so rather than showing 0. Below, the form that logs it.
struct FoodPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: Int
    let name: String
    let description: String
    let category: String?
    let portions: [PortionLink]
    let hasPortions: Bool
    let portionLabel: String?
    let headline: [Row]
    let others: [Row]
    let hasOthers: Bool
    let log: LogForm

    struct PortionLink: Sendable, Encodable {
        let href: String
        let label: String
        let isCurrent: Bool
    }

    struct Row: Sendable, Encodable {
        let name: String
        let per100g: String
        let perPortion: String?
        let isUnknown: Bool
        let isPart: Bool
    }

    /// What the log form shows: the typed values again after a refusal, with why.
    struct LogForm: Sendable, Encodable {
        let action: String
        let dayLabel: String
        let date: String
        let quantity: String
        let units: [Choice]
        let meals: [Choice]
        let key: String
        let error: String?
        let errorField: String?
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// A refused log form's input.
    struct Input: Sendable {
        var quantity: String
        var unit: String
        var meal: String
        var date: String
    }

    init(
        state: UserState, now: Date, food: Food, portion chosen: Int?, input: Input? = nil, error: DomainError? = nil,
        day: CivilDate? = nil, meal preset: Meal? = nil, newKey: () -> String = Pages.newKey
    ) {
        chrome = Chrome(.health, state: state, now: now)
        id = food.id
        name = food.name
        description = food.description
        category = food.category
        let index = chosen.flatMap { food.portions.indices.contains($0 - 1) ? $0 - 1 : nil } ?? (food.portions.isEmpty ? nil : 0)
        let grams = index.map { food.portions[$0].grams }
        portionLabel = index.map { food.portions[$0].label }
        hasPortions = !food.portions.isEmpty
        portions = food.portions.enumerated().map { offset, portion in
            PortionLink(
                href: "/foods/\(food.id)?portion=\(offset + 1)" + (day.map { "&date=\($0)" } ?? "")
                    + (preset.map { "&meal=\($0.rawValue)" } ?? ""),
                label: portion.label, isCurrent: offset == index)
        }
        func row(_ name: String, _ amount: Double?, unit: String, isPart: Bool = false) -> Row {
            guard let amount else {
                return Row(
                    name: name, per100g: "not analysed", perPortion: grams.map { _ in "not analysed" }, isUnknown: true, isPart: isPart)
            }
            return Row(
                name: name, per100g: "\(Readable.amount(amount)) \(unit)",
                perPortion: grams.map { "\(Readable.amount(amount * $0 / 100)) \(unit)" }, isUnknown: false, isPart: isPart)
        }
        headline = Nutrient.headline.map { entry in
            row(entry.name, food.headlineAmount(entry.id), unit: entry.unit, isPart: entry.name.hasPrefix("of which"))
        }
        let shown = Set(Nutrient.headline.map(\.id) + [Nutrient.energyKJ, 2047, 2048])
        others = food.nutrients.filter { !shown.contains($0.nutrient.id) }.map {
            row($0.nutrient.name, $0.amount, unit: $0.nutrient.symbol)
        }
        hasOthers = !others.isEmpty

        let today = state.today(now: now)
        let date = input.flatMap { CivilDate($0.date) } ?? day ?? today
        let unit = input?.unit ?? index.map { food.portions[$0].unit } ?? "g"
        var units = food.portions.map {
            Choice(value: $0.unit, label: $0.amount == 1 ? "\($0.unit) (\(Readable.amount($0.grams)) g)" : $0.label, selected: false)
        }
        units += [Choice(value: "g", label: "g", selected: false), Choice(value: "oz", label: "oz", selected: false)]
        if FoodAmount.density(of: food) != nil { units.append(Choice(value: "ml", label: "ml", selected: false)) }
        units = units.map { Choice(value: $0.value, label: $0.label, selected: $0.value == unit) }
        let meal = input.flatMap { Meal(rawValue: $0.meal) } ?? preset ?? Meal.at(state.calendar.timeOfDay(now))
        log = LogForm(
            action: "/days/\(date)/food", dayLabel: date == today ? "today" : Readable.day(date), date: date.description,
            quantity: input?.quantity ?? (index == nil ? "100" : "1"), units: units,
            meals: Meal.allCases.map { Choice(value: $0.rawValue, label: $0.title, selected: $0 == meal) }, key: newKey(),
            error: error?.message, errorField: error?.field)
    }
}
