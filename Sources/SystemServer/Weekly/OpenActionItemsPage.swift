import Foundation
import SystemCore

/// Every action item still open from retrospectives before a week (this one by default), newest retrospective
/// first, a page at a time: the rest of what the week, its retrospective and its standups show, each answered here
/// as it is there (done, or not done).
struct OpenActionItemsPage: Sendable, Encodable, FramedPage {
    static let path = "/action-items/open"

    let chrome: Chrome
    let lead: String
    /// The week the answers are given in, and its page.
    let weekStart: String
    let weekHref: String
    let weekLabel: String
    /// This page's own address, where its forms come back to.
    let here: String
    let rows: [Row]
    let isEmpty: Bool
    let emptyText: String
    /// "8–57 of 3,649" and the links to the newest and older pages.
    let pages: PageLinks
    /// A `before` or `cursor` that does not read.
    let error: String?

    struct Row: Sendable, Encodable {
        let id: String
        let text: String
        let detail: String
        let key: String
    }

    init(state: UserState, now: Date, before: CivilDate?, cursor: PageCursor?, error: String? = nil, newKey: () -> String) {
        let today = state.today(now: now)
        let thisWeek = state.calendar.weekStart(containing: today)
        let week = state.calendar.weekStart(containing: before ?? today)
        let page = state.weekly.openActionItems(before: week, after: cursor, limit: Paging.defaultLimit)
        chrome = Chrome(.week, state: state, now: now)
        weekStart = week.description
        weekHref = week == thisWeek ? "/week" : "/weeks/\(week)"
        weekLabel = week == thisWeek ? "This week" : "The week of \(Readable.dayWithoutYear(week))"
        let named = week == thisWeek ? nil : week
        here = Self.href(before: named, cursor: cursor) + "#open-action-items"
        let total = page.total
        let made = week == thisWeek ? "before this week" : "before the week of \(Readable.day(week))"
        lead =
            switch total {
            case 0: "No action item is open from the retrospectives \(made)."
            case 1: "One action item is still open from the retrospectives \(made). Was it done?"
            default: "\(Readable.count(total)) action items are still open from the retrospectives \(made). Say which were done."
            }
        rows = page.items.map { item in
            Row(
                id: item.id.description, text: item.text,
                detail: "From the retrospective of the week of \(Readable.day(item.week))", key: newKey())
        }
        isEmpty = page.items.isEmpty
        emptyText = total == 0 ? "Every action item was answered." : "Nothing older: this is the end of the list."
        pages = PageLinks(page, cursor: cursor) { Self.href(before: named, cursor: $0) }
        self.error = error
    }

    static func href(before: CivilDate?, cursor: PageCursor?) -> String {
        let query = [before.map { "before=\($0)" }, cursor.map { "cursor=\($0)" }].compactMap { $0 }
        return path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
