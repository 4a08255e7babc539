import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

struct Log: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "List a day's intentions with tags, feelings and reviews.")

    @OptionGroup var day: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await day.withDay(store) { state, date, now in
            let intentions = state.intentions(on: date)
            if output.json {
                return say(
                    JSONText.encode(DayIntentionsJSON(date: date.description, intentions: intentions.map { IntentionJSON($0, in: state) })))
            }
            say(Readable.day(date))
            if intentions.isEmpty { say("  No intentions.") }
            for intention in intentions {
                say("  " + Line.intention(intention, state: state))
                say("      " + Line.serves(intention, state: state))
                let review = intention.review
                for (question, answer) in [
                    ("went well", review.wentWell), ("could improve", review.couldImprove), ("interesting", review.interesting),
                ] {
                    if let answer { say("      \(question): \(answer)") }
                }
            }
            say(Line.presence(state.presence(on: date, now: now), state: state))
        }
    }
}

struct PresenceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presence", abstract: "Show the share of a day's waking window spent inside intentions.")

    @OptionGroup var day: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await day.withDay(store) { state, date, now in
            let presence = state.presence(on: date, now: now)
            say(output.json ? JSONText.encode(PresenceJSON(presence, calendar: state.calendar)) : Line.presence(presence, state: state))
        }
    }
}
