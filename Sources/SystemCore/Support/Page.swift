import Foundation

/// One page of a list drawn from the whole past, newest day first: its items, how many the whole list holds, and
/// where the next page begins.
public struct Page<Item: Sendable>: Sendable {
    public let items: [Item]
    /// How many items the whole list holds, on every page.
    public let total: Int
    /// How many items of the whole list come before this page.
    public let offset: Int
    /// Where the next page begins; nil on the last page.
    public let next: PageCursor?

    public init(items: [Item], total: Int, offset: Int = 0, next: PageCursor?) {
        self.items = items
        self.total = total
        self.offset = offset
        self.next = next
    }
}

/// How long a page of a list drawn from the whole past may be.
public enum Paging {
    /// A page when none is asked for: a screenful on a desktop, a few thumb-scrolls on a phone.
    public static let defaultLimit = 50
    /// What a client may ask for: one at least, and never so many that a page grows with the years again.
    public static let limits = 1...200
}

/// A place in a list ordered newest day first, each day's items in their own order: after the first `skip` items
/// of `day`. Written `2026-11-20.3`; clients treat it as opaque.
///
/// It names a day rather than an item, so closing or moving the item a page ended on leaves the next page where it
/// was: a list that shrinks while someone pages through it skips nothing older.
public struct PageCursor: Hashable, Sendable, LosslessStringConvertible {
    public let day: CivilDate
    public let skip: Int

    public init(day: CivilDate, skip: Int) {
        self.day = day
        self.skip = max(0, skip)
    }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = CivilDate(String(parts[0])), parts[1].count <= 9,
            parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let skip = Int(parts[1])
        else { return nil }
        self.init(day: day, skip: skip)
    }

    public var description: String { "\(day).\(skip)" }
}

/// What a short list drawn from the whole past leaves out: how many older items, and where a page of them begins.
public struct OlderItems: Sendable, Equatable {
    /// How many are left out.
    public let count: Int
    /// The bound of the whole list the short one was taken from: items before this day (to-dos), or made by
    /// retrospectives before the week that starts on it (action items).
    public let before: CivilDate
    /// Where the page of the left-out items begins; nil when none is left out.
    public let cursor: PageCursor?

    public init(count: Int, before: CivilDate, cursor: PageCursor?) {
        self.count = count
        self.before = before
        self.cursor = count > 0 ? cursor : nil
    }

    /// The short list's page, and what it leaves out of the whole list.
    init<Item>(_ page: Page<Item>, before: CivilDate) {
        self.init(count: page.total - page.items.count, before: before, cursor: page.next)
    }

    public var isEmpty: Bool { count == 0 }
}

extension Page: Equatable where Item: Equatable {}
