import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system timebox …`: plan the day as timeboxes, see the plan against what happened, start one.
struct TimeboxCommands: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timebox", abstract: "Plan the day as timeboxes (15 minutes to 2 hours) and start one when its time comes.",
        discussion: """
            Give the day's work, rest, friends and chores their time: system timebox add 09:00-10:30 "Write the report" \
            --goal report. system timebox list shows each timebox beside the intentions that ran in it (on time, late, \
            or not started) and how much of the waking day was planned; system timebox start starts the one whose time \
            has come.
            """,
        subcommands: [Add.self, List.self, Start.self, Remove.self], defaultSubcommand: List.self)

    /// `system timebox add 09:00-10:30 "Write the report" [--goal …|--area …] [--date]`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Plan a timebox: its times, what, and the goal or area it serves.")

        @Argument(help: ArgumentHelp("From and to, as HH:MM-HH:MM (a time before the day start hour is that night's).", valueName: "TIMES"))
        var times: String

        @Argument(help: ArgumentHelp("What it is for: work, rest, friends or chores.", valueName: "TEXT"))
        var text: String

        @OptionGroup var serves: ServesOption
        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard Self.split(times) != nil else {
                throw ValidationError("“\(times)” is not two times: write them as HH:MM-HH:MM, such as 09:00-10:30.")
            }
        }

        static func split(_ times: String) -> (String, String)? {
            let parts = times.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            return (parts[0], parts[1])
        }

        func run() async throws {
            let (from, to) = Self.split(times)!
            try await date.withDate(store) { service, state, date, now in
                let link = try serves.link(in: state, on: date)
                let (start, end) = try Timebox.instants(on: date, from: from, to: to, calendar: state.calendar)
                let id = TimeboxID(UUID())
                let after = try await service.execute(.timeboxes(.plan(id: id, date: date, start: start, end: end, text: text, link: link)))
                    .state
                let timebox = after.timeboxes[id]!
                if output.json {
                    return say(JSONText.encode(TimeboxJSON(TimeboxPlan.row(timebox, state: after, now: now), state: after, now: now)))
                }
                let calendar = after.calendar
                say(
                    "Planned \(Readable.time(timebox.start, in: calendar))–\(Readable.time(timebox.end, in: calendar)) “\(timebox.text)” on \(Readable.day(date)) (\(shortID(id)))."
                )
            }
        }
    }

    /// `system timebox list [--date]`: planned against actual.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a day's timeboxes beside what ran in them, and the share of the waking day planned.")

        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDate(store) { _, state, date, now in
                let plan = TimeboxPlan(state, on: date, now: now)
                if output.json { return say(JSONText.encode(DayTimeboxesJSON(plan, state: state))) }
                for line in Self.lines(plan, state: state) { say(line) }
            }
        }

        static func lines(_ plan: TimeboxPlan, state: UserState) -> [String] {
            guard !plan.rows.isEmpty else {
                return ["No timeboxes on \(Readable.day(plan.date)). Plan one: system timebox add 09:00-10:30 \"Write the report\"."]
            }
            let calendar = state.calendar
            var lines: [String] = []
            for row in plan.rows {
                let box = row.timebox
                lines.append(
                    "\(Readable.time(box.start, in: calendar))–\(Readable.time(box.end, in: calendar))  \(box.text) · \(row.status.words)  [\(shortID(box.id))]"
                )
                for intention in row.intentions {
                    let end = intention.endedAt.map { Readable.time($0, in: calendar) } ?? "now"
                    lines.append("    ran \(Readable.time(intention.startedAt, in: calendar))–\(end) “\(intention.text)”")
                }
            }
            lines.append(
                "\(Readable.minutes(plan.plannedMinutes)) planned: \(plan.plannedPercent) % of the waking day (\(Readable.minutes(plan.wakingMinutes)))."
            )
            return lines
        }
    }

    /// `system timebox start [ID]`: starts the timebox's intention for the minutes left of it.
    struct Start: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start", abstract: "Start a timebox's intention for its minutes left (the one whose time has come by default).")

        @Argument(help: ArgumentHelp("The timebox's id or id prefix, from system timebox list.", valueName: "ID"))
        var id: String?

        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let now = service.clock.now()
                let today = state.timeboxes.timeboxes(on: state.today(now: now))
                let timebox: Timebox
                if let id {
                    guard let found = today.first(where: { $0.id.description.hasPrefix(id.lowercased()) }) else {
                        throw ValidationError("No timebox of today has an id starting “\(id)”; see system timebox list.")
                    }
                    timebox = found
                } else {
                    guard let due = today.first(where: { $0.canStart(at: now) }) else {
                        throw ValidationError("No timebox's time has come: see system timebox list, or start one by its id.")
                    }
                    timebox = due
                }
                let intention = IntentionID(UUID())
                let after = try await service.execute(.timeboxes(.start(id: timebox.id, intention: intention))).state
                guard let running = after.intentions[intention] else { return }
                say(
                    "Started “\(running.text)” for \(Readable.minutes(running.plannedMinutes)), until \(Readable.time(running.plannedEndAt, in: after.calendar))."
                )
            }
        }
    }

    /// `system timebox remove ID`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a timebox off its day's plan.")

        @Argument(help: ArgumentHelp("The timebox's id or id prefix, from system timebox list.", valueName: "ID"))
        var id: String

        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await date.withDate(store) { service, state, date, _ in
                guard let timebox = state.timeboxes.timeboxes(on: date).first(where: { $0.id.description.hasPrefix(id.lowercased()) })
                else {
                    throw ValidationError("No timebox on \(date) has an id starting “\(id)”; see system timebox list --date \(date).")
                }
                _ = try await service.execute(.timeboxes(.remove(timebox.id)))
                say("Removed “\(timebox.text)”.")
            }
        }
    }
}

/// `system calendar`: the calendar feed that shows the timeboxes on a phone.
struct CalendarCommands: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar", abstract: "Show whether the timeboxes' calendar feed is on; reset its address.",
        discussion: """
            A phone's calendar can subscribe to the feed's secret address. Only its SHA-256 is kept, so the address is \
            shown once, when made: system calendar reset makes a new one (the old one stops working at once).
            """,
        subcommands: [Show.self, Reset.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show whether the feed is on, and since when.")

        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let madeAt = try await CalendarFeeds.of(service.service.storage)?.madeAt(for: service.user)
                if output.json { return say(JSONText.encode(CalendarFeedJSON(url: nil, madeAt: madeAt, state: state))) }
                guard let madeAt else { return say("The calendar feed is off. Make its address with system calendar reset.") }
                say(
                    "The calendar feed is on since \(Readable.day(state.calendar.day(containing: madeAt))), \(Readable.time(madeAt, in: state.calendar)). "
                        + "Its address was shown when it was made; system calendar reset makes a new one.")
            }
        }
    }

    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset", abstract: "Make a new feed address; the old one stops working.")

        @Option(help: ArgumentHelp("The server's address the phone reaches.", valueName: "URL"))
        var server = "http://127.0.0.1:8080"

        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                guard let feeds = try await CalendarFeeds.of(service.service.storage) else {
                    throw CLIError("This store keeps no tables, so it has no calendar feed.")
                }
                let now = service.clock.now()
                let token = try await feeds.reset(for: service.user, at: now)
                let base = server.hasSuffix("/") ? String(server.dropLast()) : server
                let url = "\(base)/calendar/\(token).ics"
                if output.json { return say(JSONText.encode(CalendarFeedJSON(url: url, madeAt: now, state: state))) }
                say("The feed's new address (shown this once; the old one no longer works):")
                say(url)
            }
        }
    }
}
