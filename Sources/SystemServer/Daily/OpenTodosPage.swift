import Foundation
import SystemCore

/// Every to-do still open from before today, newest day first, a page at a time: the rest of what Today's standup
/// offers to carry, each with what can be done with it today (carry it to today, mark it done, drop it).
struct OpenTodosPage: Sendable, Encodable, FramedPage {
    static let path = "/todos/open"

    let chrome: Chrome
    let lead: String
    let today: String
    /// This page's own address, where its forms come back to.
    let here: String
    let rows: [Row]
    let isEmpty: Bool
    let emptyText: String
    /// "8–57 of 3,649" and the links to the newest and older pages.
    let pages: PageLinks
    /// A `cursor` that does not read.
    let error: String?

    struct Row: Sendable, Encodable {
        let id: String
        let text: String
        let day: String
        let dayHref: String
        let serves: String
        let history: String?
        let key: String
    }

    init(state: UserState, now: Date, cursor: PageCursor?, error: String? = nil, newKey: () -> String) {
        let today = state.today(now: now)
        let page = state.daily.openTodos(before: today, after: cursor, limit: Paging.defaultLimit)
        chrome = Chrome(.today, state: state, now: now)
        self.today = today.description
        here = Self.href(cursor) + "#open-todos"
        let total = page.total
        lead =
            switch total {
            case 0: "Nothing is left open from before today."
            case 1: "One to-do is still open from before today. Carry it to today, mark it done, or drop it."
            default:
                "\(Readable.count(total)) to-dos are still open from before today. Carry to today what still matters, mark done what you did, drop what you will not do."
            }
        rows = page.items.map { todo in
            Row(
                id: todo.id.description, text: todo.text, day: Readable.day(todo.date),
                dayHref: DayPage.href(todo.date, today: today), serves: TodoRowText.serves(todo, in: state),
                history: todo.moves.isEmpty ? nil : "Carried \(todo.moves.count == 1 ? "once" : "\(todo.moves.count) times")",
                key: newKey())
        }
        isEmpty = page.items.isEmpty
        emptyText =
            total == 0 ? "Every to-do of an earlier day is done, dropped or carried." : "Nothing older: this is the end of the list."
        pages = PageLinks(page, cursor: cursor, href: Self.href)
        self.error = error
    }

    static func href(_ cursor: PageCursor?) -> String {
        cursor.map { "\(path)?cursor=\($0)" } ?? path
    }
}
