import Foundation
import SystemCore
import SystemStore

// The generated history as the files the benchmark scripts measure: the app's SQLite database, its export (JSON
// lines) and the same intervals as a Timewarrior database, for a baseline from another time tracker.

extension HistoryGenerator.History {
    /// Writes the events as the local user's history into a new database (`system --database URL` reads it), with
    /// the app's own schema, in batches of 2,000 events.
    public func write(to database: DatabaseURL) async throws {
        try await database.withDatabase { database in
            guard try await database.read(.local, after: 0, limit: 1).isEmpty else {
                throw GeneratorError("\(database) already holds a history; give a new file")
            }
            _ = try await HistoryGenerator.append(events, into: database, user: .local)
        }
    }

    /// Writes the local user's history in a database as `system export` does (JSON lines, with the app's own
    /// encoder), so the file is what `system import` reads.
    public static func export(from database: DatabaseURL, to path: String) async throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw GeneratorError("cannot write \(path)") }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return try await database.withDatabase { database in
            try await HistoryExport.export(.local, from: database, modules: .standard) { try handle.write(contentsOf: $0) }
        }
    }

    /// The intentions as a Timewarrior database: `timewarrior.cfg` (empty, so `timew` asks nothing), one
    /// `data/YYYY-MM.data` file per month of starts, each interval tagged with the intention's text and its labels'
    /// names, and `data/tags.data` with the tags' counts, as `timew track` would leave them.
    public func writeTimewarrior(to directory: String) throws -> Int {
        let data = (directory as NSString).appendingPathComponent("data")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent("timewarrior.cfg")))
        let labels = state.labels
        var months: [String: String] = [:]
        var order: [String] = []
        var counts: [String: Int] = [:]
        var intervals = 0
        for intention in state.intentions.all {
            guard let end = intention.endedAt else { continue }
            let tags = ([intention.text] + intention.tags.map { labels[$0]?.name ?? $0.rawValue }).sorted {
                $0.utf8.lexicographicallyPrecedes($1.utf8)
            }
            var unique: [String] = []
            for tag in tags where unique.last != tag { unique.append(tag) }
            for tag in unique { counts[tag, default: 0] += 1 }
            let start = Timewarrior.stamp(intention.startedAt)
            let month = String(start.prefix(4)) + "-" + String(start.dropFirst(4).prefix(2))
            if months[month] == nil { order.append(month) }
            months[month, default: ""] +=
                "inc \(start) - \(Timewarrior.stamp(end)) # \(unique.map(Timewarrior.quoted).joined(separator: " "))\n"
            intervals += 1
        }
        for month in order {
            try Data(months[month]!.utf8).write(to: URL(fileURLWithPath: (data as NSString).appendingPathComponent("\(month).data")))
        }
        let tagLines = counts.keys.sorted().map { "  \(Timewarrior.jsonString($0)):{\"count\":\(counts[$0]!)}" }
        try Data(("{\n" + tagLines.joined(separator: ",\n") + "\n}").utf8)
            .write(to: URL(fileURLWithPath: (data as NSString).appendingPathComponent("tags.data")))
        return intervals
    }
}

/// Timewarrior's data format.
enum Timewarrior {
    /// `20260101T070000Z`: the instant in UTC.
    static func stamp(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let date = CivilDate(daysSinceEpoch: days)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", date.year, date.month, date.day, rest / 3_600, rest / 60 % 60, rest % 60)
    }

    /// A tag as `timew` writes it: quoted when it holds a space or a quote.
    static func quoted(_ tag: String) -> String {
        tag.contains(where: { $0 == " " || $0 == "\"" }) ? jsonString(tag) : tag
    }

    static func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A generator's refusal, in words.
public struct GeneratorError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
