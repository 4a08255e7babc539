import SystemCore

/// Where a page of a long list stands ("8–57 of 3,649") and its links to the newest page and the next older one,
/// as every list shown a page at a time draws them.
struct PageLinks: Sendable, Encodable {
    /// Empty when the page shows nothing.
    let range: String
    let newestHref: String?
    let olderHref: String?
    let hasPages: Bool

    /// - Parameter href: a page's address, by the cursor it starts at (nil: the newest page).
    init<Item>(_ page: Page<Item>, cursor: PageCursor?, href: (PageCursor?) -> String) {
        let first = page.offset + 1
        range =
            page.items.isEmpty
            ? "" : "\(Readable.count(first))–\(Readable.count(page.offset + page.items.count)) of \(Readable.count(page.total))"
        newestHref = cursor == nil ? nil : href(nil)
        olderHref = page.next.map(href)
        hasPages = newestHref != nil || olderHref != nil
    }
}
