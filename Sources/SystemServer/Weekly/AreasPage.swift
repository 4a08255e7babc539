import Foundation
import SystemCore

/// The areas of focus: add, rename, restyle, budget, reorder, archive and restore.
struct AreasPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let areas: [Row]
    let archived: [Row]
    let hasAreas: Bool
    let hasArchived: Bool
    let form: Form
    let error: String?

    struct Row: Sendable, Encodable {
        let id: String
        let name: String
        let icon: String
        let budget: String
        let budgetHours: String
        let icons: [Choice]
        let colors: [Choice]
        let isFirst: Bool
        let isLast: Bool
        let key: String
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let selected: Bool
    }

    struct Form: Sendable, Encodable {
        let key: String
        let name: String
        let icons: [Choice]
        let colors: [Choice]
        let budgetHours: String
        let nameError: String?
        let budgetError: String?
        let suggestions: String
    }

    /// What a refused form posted.
    struct Input: Sendable, Encodable {
        var name = ""
        var budget = ""
        var error: DomainError?
        var isNew = true
    }

    static let savedMessages = [
        "area-added": "Area added.", "area-edit": "Area saved.", "area-up": "Area moved up.", "area-down": "Area moved down.",
        "area-archive": "Area archived. Its history is kept.", "area-restore": "Area restored.",
    ]

    init(state: UserState, now: Date, input: Input? = nil, newKey: () -> String) {
        chrome = Chrome(.week, state: state, now: now)
        let active = state.weekly.areas.active
        func row(_ area: Area, index: Int, count: Int) -> Row {
            Row(
                id: area.id.description, name: area.name, icon: AreaIcon.svg(area.icon, color: area.color),
                budget: area.weeklyBudgetMinutes.map { "Budget \(Readable.minutes($0)) a week" } ?? "No weekly budget",
                budgetHours: area.weeklyBudgetMinutes.map(WeekPage.hours) ?? "",
                icons: Area.Icon.allCases.map { Choice(value: $0.rawValue, selected: $0 == area.icon) },
                colors: Area.Color.allCases.map { Choice(value: $0.rawValue, selected: $0 == area.color) },
                isFirst: index == 0, isLast: index == count - 1, key: newKey())
        }
        areas = active.enumerated().map { row($0.element, index: $0.offset, count: active.count) }
        let archivedAreas = state.weekly.areas.all.filter(\.isArchived)
        archived = archivedAreas.enumerated().map { row($0.element, index: $0.offset, count: archivedAreas.count) }
        hasAreas = !areas.isEmpty
        hasArchived = !archived.isEmpty
        let newInput = input?.isNew == true ? input : nil
        form = Form(
            key: newKey(), name: newInput?.name ?? "",
            icons: Area.Icon.allCases.map { Choice(value: $0.rawValue, selected: false) },
            colors: Area.Color.allCases.map { Choice(value: $0.rawValue, selected: false) },
            budgetHours: newInput?.budget ?? "",
            nameError: newInput?.error.flatMap { $0.field == "name" ? $0.message : nil },
            budgetError: newInput?.error.flatMap { $0.field == "weeklyBudgetHours" ? $0.message : nil },
            suggestions: active.isEmpty ? "Career, Family, Health, Play, Chores, Rest" : "")
        error = input?.isNew == false ? input?.error?.message : nil
    }
}
