import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension JournalGroup {
    /// `system journal import FILE [--keep-metadata]`: Day One's JSON export, zip or bare.
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Import Day One's JSON export (its zip with photos, or Journal.json).",
            discussion: """
                Each entry becomes a note of the day it was written on, in its own time zone, with its tags, star and \
                photos. Importing the same export again adds nothing twice. All or nothing.
                """)
        @Argument(help: ArgumentHelp("The export: a zip, or its Journal.json.", valueName: "FILE"))
        var file: String
        @Flag(help: "Keep the photos' location and camera details.")
        var keepMetadata = false
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let url = URL(fileURLWithPath: file)
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw ValidationError("\(file): no such file, or it cannot be read.")
            }
            try await store.withService { service in
                let summary: DayOneImport.Summary
                do {
                    summary = try await service.writing { app in
                        try await DayOneImport.load(url, keepMetadata: keepMetadata, into: app, for: service.user)
                    }
                } catch let error as DayOneError {
                    throw ValidationError(error.description)
                }
                if output.json { return say(JSONText.encode(summary)) }
                say(summary.words)
            }
        }
    }

    /// `system journal export [--format markdown|dayone] [--output FILE]`.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Export the journal as Markdown files or Day One JSON, in a zip.",
            discussion: "The zip goes to --output, or to standard output when it is not a terminal.")
        @Option(help: ArgumentHelp("markdown (a file a day, with its photos) or dayone (Day One's JSON).", valueName: "FORMAT"))
        var format = "markdown"
        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the zip.", valueName: "FILE"))
        var output: String?
        @OptionGroup var store: DataOptions

        func validate() throws {
            guard JournalExport.Format(rawValue: format) != nil else {
                throw ValidationError("--format: “\(format)” is not an export format: markdown or dayone.")
            }
            if output == nil, isatty(STDOUT_FILENO) != 0 {
                throw ValidationError("A zip is not for a terminal: give --output FILE, or redirect standard output.")
            }
        }

        func run() async throws {
            let format = JournalExport.Format(rawValue: format) ?? .markdown
            try await store.withService { service in
                let data = try await JournalExport.zip(format, of: service.user, from: service.service)
                if let output {
                    try data.write(to: URL(fileURLWithPath: output), options: .atomic)
                    FileHandle.standardError.write(Data("Wrote the journal to \(output) (\(data.count >> 10) KB).\n".utf8))
                } else {
                    FileHandle.standardOutput.write(data)
                }
            }
        }
    }
}

extension JournalGroup {
    /// `system journal time [HH:MM|evening]`: when the coach asks for the evening entry.
    struct Time: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "time", abstract: "Show or choose when the coach asks for the evening entry.",
            discussion: """
                A time (21:30): the coach asks from then, with a reminder in an open tab at that time, never in quiet \
                hours. `evening`: in the last hours of the waking window, without a reminder.
                """)
        @Argument(help: ArgumentHelp("HH:MM, or evening.", valueName: "TIME"))
        var time: String?
        @OptionGroup var store: DataOptions

        func validate() throws {
            if let time, time != "evening", TimeOfDay(time) == nil {
                throw ValidationError("“\(time)” is not a time of day: use HH:MM (21:30), or evening.")
            }
        }

        func run() async throws {
            try await store.withService { service in
                var journal = try await service.state().journal
                if let time {
                    journal = try await service.execute(.journal(.setReviewTime(time == "evening" ? nil : TimeOfDay(time)))).state.journal
                }
                say(
                    journal.reviewAt.map { "The coach asks for the evening entry from \($0), with a reminder then." }
                        ?? "The coach asks for the evening entry in the evening (the last hours of your waking window).")
            }
        }
    }
}
