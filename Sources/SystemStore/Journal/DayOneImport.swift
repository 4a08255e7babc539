import Crypto
import Foundation
import SystemCore
import ZIPFoundation

/// Day One's JSON export read into the journal: the zip it shares (one `Journal.json` per journal and a `photos/`
/// folder whose files are named by their MD5), or a bare `Journal.json`.
///
/// Each entry becomes a note of the day it was written on in its own time zone, with its Markdown, tags and star,
/// written at its creation instant; its photos join it. Ids derive from Day One's own, so importing the same file
/// again adds nothing twice. The import is one command: all of it, or nothing.
public enum DayOneImport {
    /// What an import added, and what it could not.
    public struct Summary: Sendable, Equatable, Codable {
        public var entries = 0
        /// Entries the journal had already (the same file imported again).
        public var alreadyThere = 0
        public var photos = 0
        /// Photos the entries name but the file does not hold (a bare `Journal.json` holds none).
        public var photosMissing = 0
        /// Photos in the file that are not JPEG or PNG (HEIC from an iPhone, say), or that do not match their MD5.
        public var photosUnreadable = 0
        /// Entries with neither text nor photos, left out.
        public var empty = 0

        /// In words: "Imported 11 entries and 1 photo."
        public var words: String {
            var parts = ["Imported \(Self.count(entries, "entry", "entries")) and \(Self.count(photos, "photo", "photos"))."]
            if empty > 0 { parts.append("\(Self.count(empty, "empty entry was", "empty entries were")) left out.") }
            if alreadyThere > 0 { parts.append("\(Self.count(alreadyThere, "entry was", "entries were")) there already.") }
            if photosMissing > 0 {
                parts.append("\(Self.count(photosMissing, "photo is", "photos are")) not in the file: import Day One's zip to bring them.")
            }
            if photosUnreadable > 0 {
                parts.append("\(Self.count(photosUnreadable, "photo was", "photos were")) not JPEG or PNG (HEIC, say) and left out.")
            }
            return parts.joined(separator: " ")
        }

        public static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
    }

    /// The export as Day One writes it: only what The System keeps is read.
    struct Export: Decodable {
        struct Entry: Decodable {
            var uuid: String
            var creationDate: String
            var timeZone: String?
            var text: String?
            var tags: [String]?
            var starred: Bool?
            var photos: [Photo]?
        }

        struct Photo: Decodable {
            var identifier: String
            var md5: String?
            var type: String?
        }

        var entries: [Entry]
    }

    /// An import's journals and photo files, read from the file.
    struct Contents {
        var journals: [(name: String, data: Data)] = []
        /// Photo files by their name without its extension (Day One names them by MD5).
        var photos: [String: () throws -> [UInt8]] = [:]
    }

    /// Imports `file` for `user`: its entries and photos (stripped of their metadata unless `keepMetadata`).
    public static func load(
        _ file: URL, keepMetadata: Bool = false, into service: SystemService, for user: UserID, idempotencyKey: String? = nil
    ) async throws -> Summary {
        let contents = try read(file)
        let state = try await service.state(for: user)
        var entries: [JournalEntry] = []
        var photos: [JournalPhoto] = []
        var summary = Summary()
        let now = service.clock.now()
        // Each photo's file is kept as soon as it is read (one photo in memory at a time, however large the export), so
        // no photo the history will name is ever missing; the files that were new go again if the import fails.
        var files: PhotoFiles?
        var newlyHeld: [String] = []
        func releaseNewlyHeld() async {
            for sha256 in newlyHeld { try? await files?.release(sha256) }
        }
        do {
            for journal in contents.journals {
                let export: Export
                do {
                    export = try JSONDecoder().decode(Export.self, from: journal.data)
                } catch {
                    throw DayOneError("\(journal.name) is not a Day One export (\(Self.reason(error))).")
                }
                for item in export.entries {
                    guard let written = parseInstant(item.creationDate) else {
                        throw DayOneError("\(journal.name): the entry \(item.uuid) has no readable creationDate (“\(item.creationDate)”).")
                    }
                    let zone = item.timeZone.flatMap(TimeZone.init(identifier:)) ?? state.calendar.timeZone
                    guard let date = civilDate(of: written, in: zone) else {
                        throw DayOneError("\(journal.name): the entry \(item.uuid) is dated outside the calendar (“\(item.creationDate)”).")
                    }
                    let id = JournalEntryID.derived(from: "dayone", user.rawValue, item.uuid)
                    let text = cleaned(item.text ?? "")
                    if text.isEmpty, item.photos?.isEmpty ?? true {
                        summary.empty += 1
                        continue
                    }
                    let version = JournalEntry.Version(
                        text: text.isEmpty ? "(Photos from Day One.)" : text, feeling: nil, tags: item.tags ?? [],
                        starred: item.starred ?? false, at: written)
                    entries.append(JournalEntry(id: id, date: date, kind: .note, templateId: nil, versions: [version]))
                    for photo in item.photos ?? [] {
                        guard let md5 = photo.md5?.lowercased(), let open = contents.photos[md5] else {
                            summary.photosMissing += 1
                            continue
                        }
                        let bytes = try open()
                        guard String(hex: Insecure.MD5.hash(data: bytes)) == md5,
                            let ready = try? await PhotoCodecs.prepareInTurn(bytes, keepMetadata: keepMetadata)
                        else {
                            summary.photosUnreadable += 1
                            continue
                        }
                        if files == nil {
                            guard let opened = try await PhotoFiles.of(service.storage, for: user) else {
                                throw SystemService.noPhotos
                            }
                            files = opened
                        }
                        if try await files?.holds(ready.sha256) == false { newlyHeld.append(ready.sha256) }
                        try await files?.keep(ready, at: now)
                        photos.append(
                            JournalPhoto(
                                id: .derived(from: "dayone-photo", user.rawValue, photo.identifier), date: date, entryId: id,
                                sha256: ready.sha256, mediaType: ready.mediaType, width: ready.width, height: ready.height,
                                bytes: ready.bytes.count, addedAt: now))
                    }
                }
            }
            let outcome = try await service.execute(
                .journal(.importEntries(entries, photos: photos)), for: user, idempotencyKey: idempotencyKey)
            summary.entries = outcome.events.filter { $0.type == DomainEvent.JournalEntryWritten.type }.count
            summary.photos = outcome.events.filter { $0.type == DomainEvent.JournalPhotoAdded.type }.count
            summary.alreadyThere = Set(entries.map(\.id)).count - summary.entries
            return summary
        } catch {
            await releaseNewlyHeld()
            throw error
        }
    }

    /// The journals and photos of a zip, or the bare JSON.
    static func read(_ file: URL) throws -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: file, options: .mappedIfSafe)
        } catch {
            throw DayOneError("\(file.lastPathComponent) cannot be read: \(error.localizedDescription)")
        }
        var contents = Contents()
        guard data.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
            contents.journals = [(file.lastPathComponent, data)]
            return contents
        }
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw DayOneError("\(file.lastPathComponent) is not a zip that can be read: \(error.localizedDescription)")
        }
        for item in archive where item.type == .file {
            let path = item.path
            let name = (path as NSString).lastPathComponent
            if path.lowercased().hasSuffix(".json"), !path.contains("__MACOSX") {
                contents.journals.append((name, try extract(item, from: archive, limit: 256 << 20)))
            } else if path.split(separator: "/").dropLast().last?.lowercased() == "photos" {
                let stem = (name as NSString).deletingPathExtension.lowercased()
                contents.photos[stem] = { [archive] in
                    [UInt8](try extract(item, from: archive, limit: JournalPhoto.maximumBytes))
                }
            }
        }
        guard !contents.journals.isEmpty else { throw DayOneError("\(file.lastPathComponent) holds no Day One journal (no .json file).") }
        contents.journals.sort { $0.name < $1.name }
        return contents
    }

    /// A file of the zip, refused past `limit` bytes as they are inflated: the size a zip's header states is the
    /// uploader's word, not a limit (a small zip can inflate to terabytes).
    private static func extract(_ item: ZIPFoundation.Entry, from archive: Archive, limit: Int) throws -> Data {
        var data = Data()
        _ = try archive.extract(item, skipCRC32: false) { chunk in
            guard data.count + chunk.count <= limit else {
                throw DayOneError("\((item.path as NSString).lastPathComponent) is larger than \(limit >> 20) MB once unpacked.")
            }
            data.append(chunk)
        }
        return data
    }

    /// The text as The System shows it: Day One's links to its photos (`![](dayone-moment://ID)`) left out, since
    /// the photos show with the entry.
    static func cleaned(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.map { line -> String in
            var line = String(line)
            while let start = line.range(of: "![](dayone-moment:"), let end = line.range(of: ")", range: start.upperBound..<line.endIndex) {
                line.removeSubrange(start.lowerBound..<end.upperBound)
            }
            return line
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func parseInstant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    static func civilDate(of instant: Date, in zone: TimeZone) -> CivilDate? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        guard let year = parts.year, let month = parts.month, let day = parts.day, (1...9999).contains(year) else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no “\(key.stringValue)”"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "“\(context.codingPath.map(\.stringValue).joined(separator: "."))” is not what Day One writes"
        default: "it is not JSON"
        }
    }
}

/// A Day One export refused, in words.
public struct DayOneError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
