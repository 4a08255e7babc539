import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system photo add FILE…`: photos for a day or an entry of the journal.
struct PhotoGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo", abstract: "Add photos to a day or an entry of the journal.", subcommands: [Add.self])

    /// `system photo add FILE… [--date D] [--entry ID] [--keep-metadata]`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add JPEG or PNG photos to a day (default: today).",
            discussion: """
                Where and with what camera a photo was taken is removed unless --keep-metadata; a turned photo is turned \
                upright. The same photo added twice is stored once. All or nothing: a file that is not a photo stops \
                the command before any is added.
                """)
        @Argument(help: ArgumentHelp("The photos (JPEG or PNG).", valueName: "FILE"))
        var files: [String]
        @Option(help: ArgumentHelp("The journal entry the photos illustrate (its id, from `system journal --json`).", valueName: "ID"))
        var entry: String?
        @Flag(help: "Keep the location and camera details.")
        var keepMetadata = false
        @OptionGroup var date: DateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let entry, JournalEntryID(entry) == nil { throw ValidationError("--entry: “\(entry)” is not an entry's id.") }
        }

        func run() async throws {
            // Every file is read and checked before the first is added, so a bad one adds nothing.
            var photos: [(name: String, prepared: PreparedPhoto)] = []
            for path in files {
                let url = URL(fileURLWithPath: path)
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw ValidationError("\(path): no such file, or it cannot be read.")
                }
                let bytes = [UInt8](data)
                guard bytes.count <= JournalPhoto.maximumBytes else {
                    throw ValidationError("\(path): a photo has at most \(JournalPhoto.maximumBytes >> 20) MB.")
                }
                do {
                    photos.append((url.lastPathComponent, try PhotoCodecs.prepare(bytes, keepMetadata: keepMetadata)))
                } catch {
                    throw ValidationError("\(path): \(error.description)")
                }
            }
            try await store.withService { service in
                let state = try await service.state()
                var day = date.resolve(today: state.today(now: service.clock.now()))
                let entryID = entry.flatMap(JournalEntryID.init)
                if let entryID {
                    guard let found = state.journal[entryID] else {
                        throw ValidationError("--entry: there is no journal entry \(entryID).")
                    }
                    day = found.date
                }
                var added: [JournalPhotoJSON] = []
                for photo in photos {
                    let (outcome, kept) = try await service.writing { app in
                        try await app.addPhoto(photo.prepared, date: day, entry: entryID, id: PhotoID(UUID()), for: service.user)
                    }
                    added.append(JournalPhotoJSON(kept, calendar: outcome.state.calendar))
                    if !output.json {
                        say("Added \(photo.name) to \(Readable.day(day)) (\(kept.width) × \(kept.height), \(kept.readableSize)).")
                    }
                }
                if output.json { say(JSONText.encode(["photos": added])) }
            }
        }
    }
}
