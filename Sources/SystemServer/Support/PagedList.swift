import Foundation
import Hummingbird
import SystemCore

// Lists drawn from the whole past (open to-dos, open action items): a response shows the few that matter now and
// counts the rest (`OlderItemsJSON`), and a paged list endpoint returns the rest (`PageQuery`, `PagePath`).

/// The items a short list leaves out: how many, and the API path of the page that lists them (null when none).
public struct OlderItemsJSON: Encodable, Sendable {
    let count: Int
    @Nullable var href: String?

    init(_ older: OlderItems, path: String) {
        count = older.count
        href = older.cursor.map { PagePath.with(path, before: older.before, cursor: $0) }
    }
}

/// The query of a paged list: `before`, `limit` and `cursor`, each refused with 400 naming it when it does not read.
struct PageQuery: Sendable {
    let before: CivilDate?
    let limit: Int
    let cursor: PageCursor?

    init(_ request: Request) throws(APIError) {
        let query = request.uri.queryParameters
        func parameter(_ name: String) -> String? { query.get(name).map { String($0) } }
        if let raw = parameter("before") {
            guard let date = CivilDate(raw) else {
                throw .badRequest("before", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
            }
            before = date
        } else {
            before = nil
        }
        if let raw = parameter("limit") {
            guard raw.count <= 9, let limit = Int(raw), Paging.limits.contains(limit) else {
                throw .badRequest(
                    "limit",
                    "“\(raw)” is not a page size: use a whole number from \(Paging.limits.lowerBound) to \(Paging.limits.upperBound).",
                    code: "invalid_limit")
            }
            self.limit = limit
        } else {
            limit = Paging.defaultLimit
        }
        if let raw = parameter("cursor") {
            guard let cursor = PageCursor(raw) else {
                throw .badRequest(
                    "cursor", "“\(raw)” is not a cursor: use the nextCursor of an earlier page, or leave it out for the first page.",
                    code: "invalid_cursor")
            }
            self.cursor = cursor
        } else {
            cursor = nil
        }
    }
}

/// The addresses of paged lists.
enum PagePath {
    /// `path?before=…&limit=…&cursor=…`, the parts given.
    static func with(_ path: String, before: CivilDate, limit: Int? = nil, cursor: PageCursor?) -> String {
        var query = ["before=\(before)"]
        if let limit { query.append("limit=\(limit)") }
        if let cursor { query.append("cursor=\(cursor)") }
        return path + "?" + query.joined(separator: "&")
    }
}

/// "and 3,642 older open to-dos": the line under a short list that leads to the rest.
struct OlderLine: Sendable, Encodable {
    let text: String
    let href: String

    /// The line for what `older` leaves out, linking to `page` (a web page that takes `before` and `cursor`), or
    /// nil when nothing is left out. `noun` is singular and plural: ("open to-do", "open to-dos").
    init?(_ older: OlderItems, noun: (String, String), page: String, before: CivilDate?) {
        guard older.count > 0 else { return nil }
        text = "and \(Readable.count(older.count)) older \(older.count == 1 ? noun.0 : noun.1)"
        var query: [String] = []
        if let before { query.append("before=\(before)") }
        if let cursor = older.cursor { query.append("cursor=\(cursor)") }
        href = page + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
