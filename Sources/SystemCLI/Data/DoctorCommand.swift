import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `system doctor`: replays every history in the database and says what could not be read.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that every event in the database can be read; exits non-zero if one cannot.",
        discussion: """
            Replays the local history and every account's from the first event, as the app does, and lists each \
            event it had to leave out: one whose type or version this build does not know (a newer version of The \
            System wrote it: upgrade), or one whose stored payload cannot be read. Nothing is changed.
            """)

    @OptionGroup var location: StoreOptions

    func run() async throws {
        let checks = try await location.withStore { database in try await HistoryCheck.all(in: database) }
        let events = checks.reduce(0) { $0 + $1.events }
        let histories = checks.count == 1 ? "1 history" : "\(checks.count) histories"
        let problems = checks.flatMap { check in
            check.unreadable.map { (check, $0, "cannot be read") } + check.unknown.map { (check, $0, "is of an unknown type") }
        }
        guard !problems.isEmpty else {
            say("Checked \(events) event\(events == 1 ? "" : "s") in \(histories): every one can be read.")
            return
        }
        for (check, event, what) in problems.sorted(by: { ($0.0.name ?? "", $0.1.seq) < ($1.0.name ?? "", $1.1.seq) }) {
            let whose = check.name.map { "account \($0)" } ?? "the local history"
            say("\(whose), event #\(event.seq) (\(event.type) v\(event.schemaVersion)) \(what): \(event.reason)")
        }
        let count = problems.count
        throw CLIError(
            "\(count) of \(events) event\(events == 1 ? "" : "s") in \(histories) could not be folded in: "
                + "\(count == 1 ? "it is" : "they are") listed above; the app shows your history without \(count == 1 ? "it" : "them").")
    }
}
