import Crypto
import Foundation
import SystemCore
import ZIPFoundation

/// The journal taken out, whole, in two forms a person can use elsewhere: Markdown files, one a day with its photos,
/// and Day One's JSON export (which Day One, and this app, import). Both are zips.
public enum JournalExport {
    public enum Format: String, Sendable, CaseIterable {
        case markdown
        case dayone
    }

    /// The journal's days with what they hold, read from the whole history (every month loaded).
    struct Day {
        let date: CivilDate
        let entries: [JournalEntry]
        let photos: [JournalPhoto]
    }

    /// The user's journal as a zip in `format`.
    public static func zip(_ format: Format, of user: UserID, from service: SystemService) async throws -> Data {
        let (days, calendar) = try await service.read(user) { state in
            let journal = state.journal
            let days = journal.daysWrittenAbout.compactMap { date -> Day? in
                let entries = journal.entries(on: date)
                let photos = journal.photos(on: date)
                return entries.isEmpty && photos.isEmpty ? nil : Day(date: date, entries: entries, photos: photos)
            }
            return (days, state.calendar)
        }
        let files = try await PhotoFiles.of(service.storage, for: user)
        let archive = try Archive(accessMode: .create)
        var written: Set<String> = []
        func addPhoto(_ photo: JournalPhoto, as name: String) async throws {
            guard written.insert(name).inserted, let file = try await files?.file(photo.sha256) else { return }
            try add(Data(file.bytes), as: name, to: archive, compress: false)
        }
        switch format {
        case .markdown:
            for day in days {
                try add(Data(markdown(day, calendar: calendar).utf8), as: "\(day.date).md", to: archive)
                for photo in day.photos { try await addPhoto(photo, as: "photos/\(photoName(photo))") }
            }
        case .dayone:
            // Each file once: read, named by its MD5 as Day One names them, and added.
            var md5s: [String: String] = [:]
            for photo in days.flatMap(\.photos) where md5s[photo.sha256] == nil {
                guard let file = try await files?.file(photo.sha256) else { continue }
                let md5 = String(hex: Insecure.MD5.hash(data: file.bytes))
                md5s[photo.sha256] = md5
                try add(Data(file.bytes), as: "photos/\(md5).\(ext(photo))", to: archive, compress: false)
            }
            let entries = days.flatMap { dayOne($0, calendar: calendar, md5: { md5s[$0.sha256] ?? String(repeating: "0", count: 32) }) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let journal = DayOneJournal(metadata: ["version": "1.0", "generator": "The System"], entries: entries)
            try add(try encoder.encode(journal), as: "Journal.json", to: archive)
        }
        guard let data = archive.data else { throw DayOneError("The export could not be written.") }
        return data
    }

    // MARK: Markdown

    /// A day as one Markdown file: its review and notes, each with its time, feeling, star and tags, then its photos.
    static func markdown(_ day: Day, calendar: DayCalendar) -> String {
        var out = "# \(Readable.day(day.date))\n"
        for entry in day.entries {
            var heading = "\(entry.kind == .review ? "Review" : "Note") · \(entry.written(in: calendar))"
            if let feeling = entry.feeling { heading += " · \(feeling.emoji) \(feeling.rawValue)" }
            if entry.starred { heading += " · ★" }
            out += "\n## \(heading)\n\n"
            if !entry.tags.isEmpty { out += entry.tags.map { "#\($0)" }.joined(separator: " ") + "\n\n" }
            // The entry's own headings sit one level below its own.
            out +=
                entry.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("#") ? "##" + line : String(line)
                }.joined(separator: "\n") + "\n"
            for photo in day.photos where photo.entryId == entry.id { out += "\n![Photo](photos/\(photoName(photo)))\n" }
        }
        let loose = day.photos.filter { photo in photo.entryId == nil || !day.entries.contains { $0.id == photo.entryId } }
        if !loose.isEmpty {
            out += "\n## Photos\n\n" + loose.map { "![Photo](photos/\(photoName($0)))" }.joined(separator: "\n") + "\n"
        }
        return out
    }

    static func photoName(_ photo: JournalPhoto) -> String { "\(photo.sha256).\(ext(photo))" }

    static func ext(_ photo: JournalPhoto) -> String { photo.mediaType == "image/png" ? "png" : "jpeg" }

    // MARK: Day One

    struct DayOneJournal: Encodable {
        let metadata: [String: String]
        let entries: [DayOneEntry]
    }

    struct DayOneEntry: Encodable {
        struct Photo: Encodable {
            let identifier: String
            let md5: String
            let type: String
            let width: Int
            let height: Int
            let orderInEntry: Int
        }

        let uuid: String
        let creationDate: String
        let modifiedDate: String
        let timeZone: String
        let text: String
        let tags: [String]
        let starred: Bool
        let photos: [Photo]
    }

    /// A day's entries as Day One writes them (its photos linked in the text by `dayone-moment://`); photos of the
    /// day that belong to no entry become an entry of their own, since Day One keeps photos in entries only.
    static func dayOne(_ day: Day, calendar: DayCalendar, md5: (JournalPhoto) -> String) -> [DayOneEntry] {
        func stamp(_ date: Date) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: date)
        }
        func uuid(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "").uppercased() }
        func photos(_ photos: [JournalPhoto]) -> [DayOneEntry.Photo] {
            photos.enumerated().map { index, photo in
                .init(
                    identifier: uuid(photo.id.description), md5: md5(photo), type: ext(photo), width: photo.width, height: photo.height,
                    orderInEntry: index)
            }
        }
        func moments(_ photos: [DayOneEntry.Photo]) -> String {
            photos.map { "\n\n![](dayone-moment://\($0.identifier))" }.joined()
        }
        var entries: [DayOneEntry] = []
        for entry in day.entries {
            let own = photos(day.photos.filter { $0.entryId == entry.id })
            entries.append(
                DayOneEntry(
                    uuid: uuid(entry.id.description), creationDate: stamp(entry.writtenAt), modifiedDate: stamp(entry.current.at),
                    timeZone: calendar.timeZone.identifier, text: entry.text + moments(own), tags: entry.tags, starred: entry.starred,
                    photos: own))
        }
        let loose = day.photos.filter { photo in photo.entryId == nil || !day.entries.contains { $0.id == photo.entryId } }
        if !loose.isEmpty {
            let own = photos(loose)
            // Written at noon of its day, where the user lives, so it reads back on that day.
            var noonParts = DateComponents(year: day.date.year, month: day.date.month, day: day.date.day, hour: 12)
            noonParts.timeZone = calendar.timeZone
            let noon = Calendar(identifier: .gregorian).date(from: noonParts) ?? loose[0].addedAt
            entries.append(
                DayOneEntry(
                    uuid: uuid(EventID.derived(from: "dayone-day", day.date.description).description), creationDate: stamp(noon),
                    modifiedDate: stamp(noon), timeZone: calendar.timeZone.identifier,
                    text: "Photos of \(Readable.day(day.date))" + moments(own), tags: [], starred: false, photos: own))
        }
        return entries
    }

    private static func add(_ data: Data, as path: String, to archive: Archive, compress: Bool = true) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: Date(timeIntervalSince1970: 946_684_800),
            compressionMethod: compress ? .deflate : .none
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
