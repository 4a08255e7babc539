import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension CommandGroup {
    /// The journal: the daily review and notes.
    static let journal = CommandGroup(name: "Journal", subcommands: [JournalGroup.self, OnThisDayCommand.self, PhotoGroup.self])
}

/// `system journal`: a day's review and notes; `journal write` writes one, `journal templates` lists the templates.
struct JournalGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show a day's review and notes, write one, search them, list the templates.",
        subcommands: [Show.self, Write.self, Search.self, Templates.self, Time.self, Import.self, Export.self],
        defaultSubcommand: Show.self)

    /// `system journal [--date D]`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a day's review and notes (default: today).")
        @OptionGroup var date: DateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDay(store) { state, day, _ in
                if output.json { return say(JSONText.encode(JournalDayJSON(day, state: state))) }
                let entries = state.journal.entries(on: day)
                guard !entries.isEmpty || !state.journal.photos(on: day).isEmpty else {
                    return say("Nothing written for \(Readable.day(day)). Write the review with `system journal write`.")
                }
                say(Readable.day(day))
                for entry in entries {
                    say("")
                    Self.print(entry, calendar: state.calendar)
                    let photos = state.journal.photos(of: entry).count
                    if photos > 0 { say(photos == 1 ? "1 photo" : "\(photos) photos") }
                }
                let unattached = state.journal.photos(on: day).filter { $0.entryId == nil }.count
                if unattached > 0 { say("\nPhotos of the day: \(unattached)") }
            }
        }

        static func print(_ entry: JournalEntry, calendar: DayCalendar) {
            var heading = "\(entry.kind == .review ? "Review" : "Note"), \(entry.written(in: calendar))"
            if let feeling = entry.feeling { heading += " · \(feeling.emoji) \(feeling.rawValue)" }
            if entry.starred { heading += " · ★" }
            if entry.edits > 0 { heading += " · edited \(entry.edits == 1 ? "once" : "\(entry.edits) times")" }
            say(heading)
            say(entry.text)
            if !entry.tags.isEmpty { say(entry.tags.map { "#\($0)" }.joined(separator: " ")) }
        }
    }

    /// `system journal write [TEXT]`: the text as given, else standard input, else `$EDITOR` on a terminal.
    struct Write: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "write", abstract: "Write the day's review (or a note, with --note).",
            discussion: """
                The text is the argument, or standard input when it is not a terminal; on a terminal, $EDITOR (or vi) \
                opens with the template's questions. Markdown. A day has one review: a second is refused — write a note.
                """)
        @Argument(help: ArgumentHelp("The text, in Markdown.", valueName: "TEXT"))
        var text: String?
        @Option(help: ArgumentHelp("The template to start from (default: your default, the evening review).", valueName: "NAME"))
        var template: String?
        @Flag(help: "Write a note rather than the day's review.")
        var note = false
        @Option(help: ArgumentHelp("How the day felt: ecstatic, happy, meh, sad or angry.", valueName: "FEELING"))
        var feeling: String?
        @Option(name: .customLong("tag"), help: ArgumentHelp("A tag (repeat for more).", valueName: "TAG"))
        var tags: [String] = []
        @Flag(help: "Star it.")
        var star = false
        @OptionGroup var date: DateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let feeling, Feeling(rawValue: feeling) == nil {
                throw ValidationError("--feeling: “\(feeling)” is not one of ecstatic, happy, meh, sad, angry.")
            }
            if note, template != nil { throw ValidationError("--template is for the day's review, not a note.") }
        }

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let day = date.resolve(today: state.today(now: service.clock.now()))
                var chosen: JournalTemplate? = note ? nil : state.journal.defaultTemplate
                if let template {
                    guard let named = state.journal.template(named: template) else {
                        throw ValidationError(
                            "--template: there is no template “\(template)”; there are \(Readable.list(state.journal.templates.map(\.name)))."
                        )
                    }
                    chosen = named
                }
                let words = try text ?? Self.typed(starting: chosen?.markdown ?? "")
                let id = JournalEntryID(UUID())
                let outcome = try await service.execute(
                    .journal(
                        .write(
                            id: id, date: day, kind: note ? .note : .review, templateId: chosen?.id,
                            JournalDraft(text: words, feeling: feeling.flatMap(Feeling.init), tags: tags, starred: star))))
                guard let entry = outcome.state.journal[id] else { return }
                if output.json { return say(JSONText.encode(JournalEntryJSON(entry, calendar: outcome.state.calendar))) }
                say("Saved the \(note ? "note" : "review") of \(Readable.day(day)).")
            }
        }

        /// The text from standard input, or from an editor on a terminal, starting with `start`.
        static func typed(starting start: String) throws -> String {
            guard isatty(STDIN_FILENO) != 0 else {
                return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString).md")
            try Data(start.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let editor = ProcessInfo.processInfo.environment["VISUAL"] ?? ProcessInfo.processInfo.environment["EDITOR"] ?? "vi"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // The editor as the user set it (it may carry flags), with the file as its last argument.
            process.arguments = ["-c", "\(editor) \"$1\"", "editor", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw ValidationError("The editor (\(editor)) exited with an error; nothing was saved.")
            }
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.trimmingCharacters(in: .whitespacesAndNewlines) != start.trimmingCharacters(in: .whitespacesAndNewlines) else {
                throw ValidationError("Nothing was written; nothing was saved.")
            }
            return text
        }
    }

    /// `system journal search TEXT`: the entries and intentions whose words begin with the query's, newest first.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Search the journal and the intentions' texts and reviews.",
            discussion: """
                Every word must begin a word of the entry or the intention (its text or its review), in any case. One \
                line a match, newest first: its day, what it is, and the words around it, the matches in bold on a \
                terminal and between « and » otherwise.
                """)
        @Argument(help: ArgumentHelp("The words to look for.", valueName: "TEXT"))
        var text: String
        @Option(help: ArgumentHelp("Only what carries this tag (or label).", valueName: "TAG"))
        var tag: String?
        @Option(help: ArgumentHelp("Only what felt so: ecstatic, happy, meh, sad or angry.", valueName: "FEELING"))
        var feeling: String?
        @Option(help: ArgumentHelp("The first day, YYYY-MM-DD.", valueName: "DATE"))
        var from: String?
        @Option(help: ArgumentHelp("The last day, YYYY-MM-DD.", valueName: "DATE"))
        var to: String?
        @Option(help: ArgumentHelp("At most this many matches (1 to 200).", valueName: "N"))
        var limit = JournalSearch.Query.defaultLimit
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            _ = try Self.query(text, tag: tag, feeling: feeling, from: from, to: to, limit: limit)
        }

        /// The query, or why not, naming the option.
        static func query(_ text: String, tag: String?, feeling: String?, from: String?, to: String?, limit: Int) throws
            -> JournalSearch.Query
        {
            guard (1...JournalSearch.Query.maximumLimit).contains(limit) else {
                throw ValidationError("--limit: a whole number from 1 to \(JournalSearch.Query.maximumLimit).")
            }
            let parsed = Result { () throws(DomainError) in
                try JournalSearch.Query(text, tag: tag, feeling: feeling, from: from, to: to, limit: limit)
            }
            switch parsed {
            case .success(let query): return query
            case .failure(let error): throw ValidationError("--\(error.field ?? "from"): \(error.message)")
            }
        }

        func run() async throws {
            let query = try Self.query(text, tag: tag, feeling: feeling, from: from, to: to, limit: limit)
            try await store.withService { service in
                let hits = try await JournalSearch(service.service).search(query, for: service.user)
                if output.json { return say(JSONText.encode(JournalSearchJSON(query: query.text, hits: hits))) }
                guard !hits.isEmpty else {
                    return say(query.terms.isEmpty ? "Nothing to search for: give a word." : "Nothing matches “\(text)”.")
                }
                let bold = isatty(STDOUT_FILENO) != 0
                for hit in hits { say(Self.line(hit, bold: bold)) }
            }
        }

        /// A match on one line: `2026-11-20  journal    …words around the «match»…`.
        static func line(_ hit: JournalSearch.Hit, bold: Bool) -> String {
            let snippet = SearchText.marked(hit.snippet, before: bold ? "\u{1B}[1m" : "«", after: bold ? "\u{1B}[22m" : "»")
            let kind = hit.kind == .entry ? "journal  " : "intention"
            let feeling = hit.feeling.map { " \($0.emoji)" } ?? ""
            let tags = hit.tags.isEmpty ? "" : "  " + hit.tags.map { "#\($0)" }.joined(separator: " ")
            return "\(hit.date)  \(kind)  \(snippet)\(feeling)\(tags)"
        }
    }

    /// `system journal templates`.
    struct Templates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "templates", abstract: "List the templates and their questions.")
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let journal = try await service.state().journal
                if output.json { return say(JSONText.encode(JournalTemplatesJSON(journal))) }
                for template in journal.templates {
                    let marks = [template.id == journal.defaultTemplate.id ? "default" : nil, template.isStarter ? "starter" : nil]
                        .compactMap { $0 }
                    say("\(template.name)\(marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))")")
                    for question in template.questions { say("  - \(question)") }
                }
            }
        }
    }
}

/// `system onthisday [--date D]`: what was written and done a week, a month, a year and every earlier year before.
struct OnThisDayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onthisday", abstract: "What you wrote and did a week, a month and each year ago on this date.")
    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await date.withDay(store) { state, day, _ in
            if output.json { return say(JSONText.encode(OnThisDayJSON(day, state: state))) }
            let moments = OnThisDay(state, on: day).moments
            guard !moments.isEmpty else { return say("Nothing from a week, a month or a year before \(Readable.day(day)) yet.") }
            for (index, moment) in moments.enumerated() {
                if index > 0 { say("") }
                say("\(moment.label): \(Readable.day(moment.date))")
                for entry in moment.entries { JournalGroup.Show.print(entry, calendar: state.calendar) }
                if !moment.intentions.isEmpty {
                    say(
                        "Intentions: "
                            + moment.intentions.map { i in i.feeling.map { "\(i.text) \($0.emoji)" } ?? i.text }.joined(separator: "; "))
                }
            }
        }
    }
}
