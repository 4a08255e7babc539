import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `system template`: named lists of lifts, each with its weight, sets and target reps, and the rest between sets.
struct TemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template", abstract: "Keep workout templates: lifts with their sets, reps and weight, and the rest.",
        subcommands: [List.self, Add.self, Remove.self], defaultSubcommand: List.self)

    /// `system template list`: each template, where today's session of it stands, and its next set.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the templates and today's session of each.")
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let log = state.workouts
                guard !log.allTemplates.isEmpty else {
                    return say(
                        "No templates yet. Add one: system template add \"Day A\" --lift \"squat 3x5 100kg\" --lift \"bench 3x5 60kg\"")
                }
                let today = state.today(now: service.clock.now())
                for (index, template) in log.allTemplates.enumerated() {
                    if index > 0 { say("") }
                    for line in Line.template(template, session: log.session(of: template, on: today, calendar: state.calendar), in: log) {
                        say(line)
                    }
                }
            }
        }
    }

    /// `system template add "Day A" --lift "squat 3x5 100kg" …`: a new template, or a new version of the one of that name.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a template, or replace the lifts and rest of the one with that name.",
            discussion: """
                Each --lift is the lift, sets × reps and the starting weight: "squat 3x5 100kg", "overhead press 5x5 40", \
                "deadlift 1x5 225lb". The weight of each next session is suggested from the last ones.
                """)

        @Argument(help: ArgumentHelp("The template's name.", valueName: "NAME"))
        var name: String
        @Option(
            name: .customLong("lift"), help: ArgumentHelp("A lift with sets × reps and weight, in order; repeat it.", valueName: "LIFT"))
        var lifts: [String] = []
        @Option(help: ArgumentHelp("The rest between sets: 2:00, 90s or 3m (default 2:00).", valueName: "TIME"))
        var rest = "2:00"
        @OptionGroup var store: DataOptions

        func validate() throws {
            guard !lifts.isEmpty else { throw ValidationError("Give the template's lifts with --lift, as in --lift \"squat 3x5 100kg\".") }
            guard let seconds = WorkoutCommand.restSeconds(rest), seconds <= 900 else {
                throw ValidationError("--rest: “\(rest)” is not a rest of up to 15 minutes; write 2:00, 90s or 3m.")
            }
        }

        func run() async throws {
            let restSeconds = WorkoutCommand.restSeconds(rest) ?? 120
            let newID = WorkoutTemplateID(UUID())
            try await store.withService { service in
                let state = try await service.state()
                let log = state.workouts
                var items: [WorkoutTemplate.Item] = []
                for text in lifts {
                    do {
                        items.append(try WorkoutCommand.templateItem(text, in: log))
                    } catch let error as DomainError {
                        throw CLIError("--lift: \(error.message)")
                    }
                }
                let existing = log.allTemplates.first {
                    $0.name.caseInsensitiveCompare(name.trimmingCharacters(in: .whitespaces)) == .orderedSame
                }
                let template = WorkoutTemplate(id: existing?.id ?? newID, name: name, items: items, restSeconds: restSeconds)
                let outcome = try await service.execute(.workouts(.saveTemplate(template)))
                guard let saved = outcome.state.workouts.template(template.id) else { return }
                say(existing == nil ? "Added template “\(saved.name)”." : "Replaced template “\(saved.name)”.")
                let today = outcome.state.today(now: service.clock.now())
                for line in Line.template(
                    saved, session: outcome.state.workouts.session(of: saved, on: today, calendar: outcome.state.calendar),
                    in: outcome.state.workouts)
                {
                    say(line)
                }
            }
        }
    }

    /// `system template remove "Day A"`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a template (the sets done from it stay).")
        @Argument(help: ArgumentHelp("The template's name, or the start of it.", valueName: "NAME"))
        var name: String
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let log = try await service.state().workouts
                guard let template = log.template(named: name) else {
                    let names = log.allTemplates.map { "“\($0.name)”" }
                    throw CLIError(
                        "“\(name)” names no one template; \(names.isEmpty ? "there are none" : "yours are \(Readable.list(names))").")
                }
                _ = try await service.execute(.workouts(.deleteTemplate(template.id)))
                say("Removed template “\(template.name)”.")
            }
        }
    }
}

extension Line {
    /// A template as lines: its name and rest, where the day's session stands, then each lift with the sets done.
    static func template(_ template: WorkoutTemplate, session: TemplateSession, in log: WorkoutLog) -> [String] {
        var heading = "\(template.name) · \(Readable.rest(template.restSeconds))"
        if session.isFinished {
            heading += " · done today"
        } else if let next = session.next {
            let lift = log.lift(next.liftId)?.name ?? "a lift"
            heading +=
                " · next: \(lift), set \(next.set) of \(template.items[next.item].sets), \(Readable.barWeight(next.weightKg)) × \(next.targetReps)"
        }
        var lines = [heading]
        for (index, item) in template.items.enumerated() {
            let done = session.done[index]
            lines.append("  \(Readable.templateItem(item, in: log))\(done > 0 ? " (\(done) done today)" : "")")
        }
        return lines
    }
}
