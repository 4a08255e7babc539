import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system area …`: the areas of focus every goal and to-do belongs to.
struct AreaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "area", abstract: "List, add, rename, reorder, archive and restore your areas of focus.",
        subcommands: [List.self, Add.self, Rename.self, Archive.self, Restore.self, Move.self], defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List your areas in order, archived ones last.")

        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                try AreaCommand.show(try await service.state(), json: output.json)
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add an area of focus.")

        @Argument(help: "Its name, e.g. Career, Family, Health, Play, Chores, Rest.")
        var name: String

        @Option(
            help: ArgumentHelp(
                "One of \(Area.Icon.allCases.map(\.rawValue).joined(separator: ", ")) (default: one that fits the name).", valueName: "ICON"
            ))
        var icon: String?

        @Option(
            help: ArgumentHelp(
                "One of \(Area.Color.allCases.map(\.rawValue).joined(separator: ", ")) (default: one not yet used).", valueName: "COLOR"))
        var color: String?

        @Option(
            parsing: .unconditional, help: ArgumentHelp("The time you mean to give it in a week: 5h, 90m, 2h30m.", valueName: "DURATION"))
        var budget: String?

        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let icon, Area.Icon(rawValue: icon.lowercased()) == nil {
                throw ValidationError(
                    "--icon: “\(icon)” is not an icon; use one of \(Area.Icon.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            if let color, Area.Color(rawValue: color.lowercased()) == nil {
                throw ValidationError(
                    "--color: “\(color)” is not a colour; use one of \(Area.Color.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            if let budget, Readable.parseHours(budget) == nil {
                throw ValidationError("--budget: “\(budget)” is not a duration; use hours such as 5h, 90m or 2h30m.")
            }
        }

        func run() async throws {
            try await store.withService { service in
                let id = AreaID(UUID())
                let state = try await service.execute(
                    .weekly(
                        .createArea(
                            id: id, name: name, icon: icon.flatMap { Area.Icon(rawValue: $0.lowercased()) },
                            color: color.flatMap { Area.Color(rawValue: $0.lowercased()) },
                            weeklyBudgetMinutes: budget.flatMap(Readable.parseHours)))
                ).state
                let area = state.weekly.areas[id]!
                if output.json { return say(JSONText.encode(AreaJSON(area))) }
                let budget = area.weeklyBudgetMinutes.map { "; \(Readable.minutes($0)) a week" } ?? ""
                say("Added the area \(area.name) (\(area.icon.rawValue), \(area.color.rawValue)\(budget)).")
            }
        }
    }

    struct Rename: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename an area; its goals and history keep it.")

        @Argument(help: "The area's name or id.") var area: String
        @Argument(help: "The new name.") var newName: String
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await AreaCommand.change(area, store: store, json: output.json) { area, _ in .changeArea(id: area.id, name: newName) }
        }
    }

    struct Archive: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "archive", abstract: "Archive an area: no new goals or to-dos, its history kept.")

        @Argument(help: "The area's name or id.") var area: String
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await AreaCommand.change(area, store: store, json: output.json) { area, _ in .archiveArea(area.id) }
        }
    }

    struct Restore: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "restore", abstract: "Bring an archived area back.")

        @Argument(help: "The area's name or id.") var area: String
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await AreaCommand.change(area, store: store, json: output.json) { area, _ in .restoreArea(area.id) }
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "move", abstract: "Move an area to another place in the order.")

        @Argument(help: "The area's name or id.") var area: String
        @Option(name: .customLong("to"), help: ArgumentHelp("Its new place, 1 for the first.", valueName: "POSITION"))
        var position: Int
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard position >= 1 else { throw ValidationError("--to: a position is 1 or more.") }
        }

        func run() async throws {
            try await AreaCommand.change(area, store: store, json: output.json) { area, state in
                .reorderAreas(try reordered(state.weekly.areas.all.map(\.id), moving: area.id, to: position, kind: "areas"))
            }
        }
    }

    /// Finds the named area, runs the change it leads to, and shows the areas.
    static func change(
        _ name: String, store: DataOptions, json: Bool,
        _ command: (Area, UserState) throws -> WeeklyCommand
    ) async throws {
        try await store.withService { service in
            let state = try await service.state()
            let area = try state.namedArea(name)
            try show(try await service.execute(.weekly(try command(area, state))).state, json: json)
        }
    }

    static func show(_ state: UserState, json: Bool) throws {
        if json { return say(JSONText.encode(AreasJSON(state))) }
        let areas = state.weekly.areas.all
        if areas.isEmpty { return say("No areas yet. Add one with: system area add Career --budget 10h") }
        let rows = areas.enumerated().map { index, area in
            [
                "\(index + 1).", area.name, area.icon.rawValue, area.color.rawValue,
                area.weeklyBudgetMinutes.map { "\(Readable.minutes($0)) a week" } ?? "", area.isArchived ? "archived" : "",
                shortID(area.id),
            ]
        }
        for line in Table.lines(rows, indent: "") { say(line) }
    }
}
