import Foundation
import SystemCore

/// Search of the journal's entries and the intentions' texts and reviews, as a person types: every word of the
/// query as the start of a word, newest first, each match marked in a snippet, filtered by tag, feeling and days.
///
/// On SQLite (FTS5) and PostgreSQL (full-text search) it reads the search module's index (``SearchTables``), which
/// it first brings up to date from the user's events; the memory store has no index and reads the user's state.
public struct JournalSearch: Sendable {
    let service: SystemService

    public init(_ service: SystemService) {
        self.service = service
    }

    /// What was found: an entry of the journal or an intention.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case entry, intention
    }

    /// What to look for.
    public struct Query: Sendable, Hashable {
        public var text: String
        /// Only what carries this tag (an entry's tag, an intention's label), in any case.
        public var tag: String?
        public var feeling: Feeling?
        /// Only days from `from` to `to`, both included.
        public var from: CivilDate?
        public var to: CivilDate?
        public var limit: Int

        public static let defaultLimit = 50
        public static let maximumLimit = 200

        public init(
            _ text: String, tag: String? = nil, feeling: Feeling? = nil, from: CivilDate? = nil, to: CivilDate? = nil,
            limit: Int = defaultLimit
        ) {
            self.text = text
            let tag = tag?.trimmingCharacters(in: .whitespaces)
            self.tag = tag.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.flatMap { $0.isEmpty ? nil : $0 }
            self.feeling = feeling
            self.from = from
            self.to = to
            self.limit = min(max(limit, 1), Self.maximumLimit)
        }

        /// A query from what a form, a URL or a command line gave; an empty value is no filter. A value that is not
        /// a feeling or a date, or days in the wrong order, is refused with its field named.
        public init(
            _ text: String, tag: String?, feeling: String?, from: String?, to: String?, limit: Int = defaultLimit
        ) throws(DomainError) {
            func given(_ value: String?) -> String? {
                value.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            var chosen: Feeling?
            if let raw = given(feeling) {
                guard let value = Feeling(rawValue: raw.lowercased()) else {
                    throw .invalid("feeling", "“\(raw)” is not a feeling: ecstatic, happy, meh, sad or angry.")
                }
                chosen = value
            }
            func day(_ value: String?, _ field: String) throws(DomainError) -> CivilDate? {
                guard let raw = given(value) else { return nil }
                guard let date = CivilDate(raw) else {
                    throw .invalid(field, "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.")
                }
                return date
            }
            let from = try day(from, "from")
            let to = try day(to, "to")
            if let from, let to, from > to { throw .invalid("from", "“from” (\(from)) is after “to” (\(to)).") }
            self.init(text, tag: given(tag), feeling: chosen, from: from, to: to, limit: limit)
        }

        /// The query's words: none (only punctuation, or nothing) finds nothing.
        public var terms: [String] { SearchText.terms(text) }
    }

    /// One match.
    public struct Hit: Sendable, Hashable {
        public let kind: Kind
        /// The entry's or the intention's id.
        public let id: String
        /// Its day in the user's calendar: an entry's own, the day an intention started.
        public let date: CivilDate
        public let feeling: Feeling?
        public let tags: [String]
        /// The words around the matches, each match between ``SearchText/open`` and ``SearchText/close``.
        public let snippet: String

        /// The snippet as safe HTML, matches in `<mark>`.
        public var html: String { SearchText.html(snippet) }
        /// The snippet as plain text.
        public var text: String { SearchText.marked(snippet, before: "", after: "") }
        /// Its day's page (an entry's own place on it).
        public var link: String { kind == .entry ? "/days/\(date)#entry-\(id)" : "/days/\(date)" }
    }

    /// The user's matches, newest first; none for a query without words.
    public func search(_ query: Query, for user: UserID) async throws -> [Hit] {
        let terms = query.terms
        guard !terms.isEmpty else { return [] }
        guard let database = try await moduleDatabase(of: service.storage) else { return try await scan(query, terms, for: user) }
        if try await !database.hasTable("search_items") { try await StoreModules([SearchTables.self]).migrate(database) }
        try await catchUp(user, in: database)
        return switch database.dialect {
        case .sqlite: try await sqliteSearch(query, terms, for: user, in: database)
        case .postgres: try await postgresSearch(query, terms, for: user, in: database)
        }
    }

    // MARK: What is indexed

    /// An entry or an intention as the index holds it.
    struct Item: Sendable, Hashable {
        let kind: Kind
        let id: String
        let date: CivilDate
        /// When it was written, or the intention started: the order within a day.
        let at: Date
        let feeling: Feeling?
        let tags: [String]
        let text: String

        init(_ entry: JournalEntry) {
            kind = .entry
            id = entry.id.description
            date = entry.date
            at = entry.writtenAt
            feeling = entry.feeling
            tags = entry.tags
            text = SearchText.indexable(SearchText.plain(markdown: entry.text))
        }

        init(_ intention: Intention, in state: UserState) {
            kind = .intention
            id = intention.id.description
            date = state.calendar.day(containing: intention.startedAt)
            at = intention.startedAt
            feeling = intention.feeling
            tags = intention.tags.compactMap { state.labels[$0]?.name }
            let review = intention.review
            text = SearchText.indexable(
                [intention.text, review.wentWell, review.couldImprove, review.interesting].compactMap { $0 }.joined(separator: " — "))
        }

        /// The tags as one text a filter finds a tag in: each lowercased between two separators.
        var tagKey: String { Self.separator + tags.map { $0.lowercased() + Self.separator }.joined() }
        static let separator = "\u{1F}"
        static func tagKey(_ tag: String) -> String { separator + tag.lowercased() + separator }

        func passes(_ query: Query) -> Bool {
            if let tag = query.tag, !tagKey.contains(Self.tagKey(tag)) { return false }
            if let feeling = query.feeling, self.feeling != feeling { return false }
            if let from = query.from, date < from { return false }
            if let to = query.to, date > to { return false }
            return true
        }
    }

    /// The entries and intentions that events name: what the index must read again when they are folded.
    struct Touched {
        var entries: Set<JournalEntryID> = []
        var intentions: Set<IntentionID> = []

        var isEmpty: Bool { entries.isEmpty && intentions.isEmpty }

        mutating func add(_ envelope: EventEnvelope) {
            guard envelope.type.hasPrefix("journal.entry-") || envelope.type.hasPrefix("intention."),
                let event = try? envelope.decoded()
            else { return }
            if let id = event.intentionID {
                intentions.insert(id)
            } else if let e = event.as(DomainEvent.JournalEntryWritten.self) {
                entries.insert(e.entryId)
            } else if let e = event.as(DomainEvent.JournalEntryEdited.self) {
                entries.insert(e.entryId)
            } else if let e = event.as(DomainEvent.JournalEntryRemoved.self) {
                entries.insert(e.entryId)
            }
        }
    }

    /// How the touched items read now (nil: gone, or never there), from the user's state — the truth the index
    /// follows, so an edit of an intention (its text, its review, its feeling, its labels) replaces its row whole.
    private func items(_ touched: Touched, of user: UserID) async throws -> [(kind: Kind, id: String, item: Item?)] {
        try await service.read(user) { state in
            var items: [(kind: Kind, id: String, item: Item?)] = []
            for id in touched.entries.sorted(by: { $0.description < $1.description }) {
                items.append((.entry, id.description, state.journal[id].map { Item($0) }))
            }
            for id in touched.intentions.sorted(by: { $0.description < $1.description }) {
                items.append((.intention, id.description, state.intentions[id].map { Item($0, in: state) }))
            }
            return items
        }
    }

    // MARK: Keeping the index up to date

    /// How many events a catch-up reads at a time.
    static let pageSize = 500

    /// Reads the user's events after the last one indexed, and writes again the rows of what they touched. The
    /// index starts again when the event it read last is not in the stream any more (a history removed and another
    /// imported): it must never show what the history no longer holds; and when the user's calendar changed (another
    /// time zone or day start), which moves intentions to other days.
    func catchUp(_ user: UserID, in database: any ModuleDatabase) async throws {
        let store = service.storage
        let calendar = try await service.read(user) { Self.calendarKey($0) }
        var after: Int64 = 0
        if let cursor = try await database.execute(
            "SELECT seq, event_id, calendar FROM search_cursors WHERE user_id = ?", [.text(user.rawValue)]
        ).first, let seq = cursor["seq"].integer {
            var last: EventEnvelope?
            if seq > 0 { last = try await store.read(user, after: seq - 1, limit: 1).first }
            if last?.seq == seq, last?.id.description == cursor["event_id"].text, cursor["calendar"].text == calendar {
                after = seq
            } else {
                try await database.transaction { database in
                    try await Self.lock(user, database)
                    try await SearchTables.clear(user, in: database)
                }
            }
        }
        while true {
            let page = try await store.read(user, after: after, limit: Self.pageSize)
            guard let last = page.last else { return }
            var touched = Touched()
            for envelope in page { touched.add(envelope) }
            let items = touched.isEmpty ? [] : try await items(touched, of: user)
            try await database.transaction { database in
                try await Self.lock(user, database)
                // Another reader (a second tab, the CLI) may have written these already, from a state as new.
                let indexed = try await database.execute("SELECT seq FROM search_cursors WHERE user_id = ?", [.text(user.rawValue)])
                if let seq = indexed.first?["seq"].integer, seq >= last.seq { return }
                for (kind, id, item) in items {
                    try await Self.remove(kind, id, of: user, in: database)
                    if let item { try await Self.insert(item, of: user, in: database) }
                }
                try await database.execute(
                    """
                    INSERT INTO search_cursors (user_id, seq, event_id, calendar) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user_id) DO UPDATE SET seq = excluded.seq, event_id = excluded.event_id, calendar = excluded.calendar
                    """, [.text(user.rawValue), .integer(last.seq), .text(last.id.description), .text(calendar)])
            }
            after = last.seq
            if page.count < Self.pageSize { return }
        }
    }

    /// What cuts the user's time into days, as the index records it.
    static func calendarKey(_ state: UserState) -> String {
        "\(state.settings.timeZone) \(state.settings.dayStartHour)"
    }

    /// On PostgreSQL, one writer of a user's index at a time (SQLite's `BEGIN IMMEDIATE` admits one writer already).
    private static func lock(_ user: UserID, _ database: any ModuleDatabase) async throws {
        guard database.dialect == .postgres else { return }
        try await database.execute(
            "SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(1937339251, hashtext(?))) AS lock", [.text(user.rawValue)])
    }

    private static func remove(_ kind: Kind, _ id: String, of user: UserID, in database: any ModuleDatabase) async throws {
        let binds: [SQLValue] = [.text(user.rawValue), .text(kind.rawValue), .text(id)]
        if database.dialect == .sqlite {
            try await database.execute(
                "DELETE FROM search_text WHERE rowid IN (SELECT id FROM search_items WHERE user_id = ? AND kind = ? AND item_id = ?)",
                binds)
        }
        try await database.execute("DELETE FROM search_items WHERE user_id = ? AND kind = ? AND item_id = ?", binds)
    }

    static func insert(_ item: Item, of user: UserID, in database: any ModuleDatabase) async throws {
        let binds: [SQLValue] = [
            .text(user.rawValue), .text(item.kind.rawValue), .text(item.id), .text(item.date.description),
            .integer(Int64(item.at.timeIntervalSince1970.rounded(.down))), item.feeling.map { .text($0.rawValue) } ?? .null,
            .text(item.tags.joined(separator: Item.separator)), .text(item.tagKey),
        ]
        switch database.dialect {
        case .sqlite:
            try await database.execute(
                "INSERT INTO search_items (user_id, kind, item_id, date, at, feeling, tags, tag_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", binds
            )
            try await database.execute(
                "INSERT INTO search_text (rowid, text) SELECT id, ? FROM search_items WHERE user_id = ? AND kind = ? AND item_id = ?",
                [.text(item.text), .text(user.rawValue), .text(item.kind.rawValue), .text(item.id)])
        case .postgres:
            try await database.execute(
                """
                INSERT INTO search_items (user_id, kind, item_id, date, at, feeling, tags, tag_key, text, search)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, to_tsvector('simple', ?))
                """, binds + [.text(item.text), .text(item.text.replacingOccurrences(of: "<", with: SearchText.angle))])
        }
    }

    // MARK: Reading the index

    /// The filters as SQL on `search_items i`, with their binds.
    private static func filters(_ query: Query, tagMatch: String) -> (sql: String, binds: [SQLValue]) {
        var sql = ""
        var binds: [SQLValue] = []
        if let tag = query.tag {
            sql += " AND \(tagMatch) > 0"
            binds.append(.text(Item.tagKey(tag)))
        }
        if let feeling = query.feeling {
            sql += " AND i.feeling = ?"
            binds.append(.text(feeling.rawValue))
        }
        if let from = query.from {
            sql += " AND i.date >= ?"
            binds.append(.text(from.description))
        }
        if let to = query.to {
            sql += " AND i.date <= ?"
            binds.append(.text(to.description))
        }
        return (sql, binds)
    }

    private func sqliteSearch(_ query: Query, _ terms: [String], for user: UserID, in database: any ModuleDatabase) async throws
        -> [Hit]
    {
        // Each word quoted (so nothing in it is FTS5's syntax) and a prefix: the last one is still being typed.
        let match = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        let (filters, filterBinds) = Self.filters(query, tagMatch: "instr(i.tag_key, ?)")
        let rows = try await database.execute(
            """
            SELECT i.kind, i.item_id, i.date, i.feeling, i.tags, snippet(search_text, 0, ?, ?, ?, 24) AS snippet
            FROM search_text JOIN search_items i ON i.id = search_text.rowid
            WHERE search_text MATCH ? AND i.user_id = ?\(filters) ORDER BY i.date DESC, i.at DESC, i.item_id LIMIT ?
            """,
            [.text(SearchText.open), .text(SearchText.close), .text("…"), .text(match), .text(user.rawValue)] + filterBinds
                + [.integer(Int64(query.limit))])
        return rows.compactMap(Self.hit)
    }

    private func postgresSearch(_ query: Query, _ terms: [String], for user: UserID, in database: any ModuleDatabase) async throws
        -> [Hit]
    {
        // Each word a quoted lexeme and a prefix (`'word':*`); the words hold only letters and digits.
        let match = terms.map { "'\($0)':*" }.joined(separator: " & ")
        let (filters, filterBinds) = Self.filters(query, tagMatch: "strpos(i.tag_key, ?)")
        let options =
            "StartSel=\(SearchText.open), StopSel=\(SearchText.close), MaxWords=24, MinWords=12, ShortWord=0, MaxFragments=1, FragmentDelimiter=\" … \""
        let rows = try await database.execute(
            """
            SELECT i.kind, i.item_id, i.date, i.feeling, i.tags,
                ts_headline('simple', replace(i.text, '<', ?), to_tsquery('simple', ?), ?) AS snippet
            FROM search_items i WHERE i.user_id = ? AND i.search @@ to_tsquery('simple', ?)\(filters)
            ORDER BY i.date DESC, i.at DESC, i.item_id LIMIT ?
            """,
            [.text(SearchText.angle), .text(match), .text(options), .text(user.rawValue), .text(match)] + filterBinds
                + [.integer(Int64(query.limit))])
        return rows.compactMap(Self.hit)
    }

    private static func hit(_ row: SQLRow) -> Hit? {
        guard let kind = row["kind"].text.flatMap({ Kind(rawValue: $0) }), let id = row["item_id"].text,
            let date = row["date"].text.flatMap({ CivilDate($0) })
        else { return nil }
        let tags = row["tags"].text ?? ""
        return Hit(
            kind: kind, id: id, date: date, feeling: row["feeling"].text.flatMap { Feeling(rawValue: $0) },
            tags: tags.isEmpty ? [] : tags.components(separatedBy: Item.separator),
            snippet: SearchText.tidy((row["snippet"].text ?? "").replacingOccurrences(of: SearchText.angle, with: "<")))
    }

    // MARK: Without an index

    /// The memory store: every entry and intention the user's events name, read from the state and matched here.
    private func scan(_ query: Query, _ terms: [String], for user: UserID) async throws -> [Hit] {
        var touched = Touched()
        for envelope in try await service.storage.readAll(user) { touched.add(envelope) }
        return try await items(touched, of: user).compactMap(\.item)
            .filter { $0.passes(query) && SearchText.matches($0.text, terms) }
            .sorted { ($0.date, $0.at, $1.id) > ($1.date, $1.at, $0.id) }
            .prefix(query.limit)
            .map { item in
                Hit(
                    kind: item.kind, id: item.id, date: item.date, feeling: item.feeling, tags: item.tags,
                    snippet: SearchText.snippet(SearchText.tidy(item.text), terms))
            }
    }
}
