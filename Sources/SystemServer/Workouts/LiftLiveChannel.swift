import Foundation
import HummingbirdWebSocket
import SystemCore

/// `/workouts/live`: the clip's readings while a set is lifted, sent by the page as they arrive (from the clip over
/// Bluetooth, or the demo recording replayed), each message one or more lines. The server reads the set so far and
/// answers each finished rep as soon as it is found: `{"reps": [{"number", "romCm", "meanConcentricVelocity",
/// "durationS"}], "count"}` (named as in the analysis the API gives). Nothing is kept: the page sends the whole stream with the set when it is complete.
enum LiftLiveChannel {
    /// The most a live set may send: what a set's form carries (over 20 minutes at 25 readings a second).
    static let maximumBytes = 1 << 20

    static let channel = LiveChannel(path: "/workouts/live") { inbound, outbound, connection in
        let range = connection.query["minRange"].flatMap(Double.init).flatMap { (1...200).contains($0) ? $0 : nil }
        var session = Session(minimumRangeCm: range ?? LiftAnalysis.defaultMinimumRangeCm)
        let start = ContinuousClock.now
        for try await message in inbound.messages(maxSize: maximumBytes) {
            guard case .text(let text) = message else { continue }
            let elapsed = start.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            guard let reply = session.receive(text, at: seconds) else { continue }
            try await outbound.write(.text(reply))
            if session.isFull { return }
        }
    }

    /// One live set: the lines so far, and the answer to each message (pure, so the tests read it without a socket).
    struct Session {
        private var live: LiveLift
        private var bytes = 0
        private(set) var isFull = false

        init(minimumRangeCm: Double) { live = LiveLift(minimumRangeCm: minimumRangeCm) }

        /// Adds a message's lines, arrived `seconds` after the start; the JSON to send back, or nil when no rep was
        /// finished (and the set is not over its size).
        mutating func receive(_ text: String, at seconds: Double) -> String? {
            bytes += text.utf8.count
            guard bytes <= LiftLiveChannel.maximumBytes else {
                isFull = true
                return JSONText.encode(["error": "This set has sent over 1 MB of readings: complete it, then start the next one."])
            }
            var reps: [LiftAnalysis.Rep] = []
            for line in text.split(whereSeparator: \.isNewline) { reps += live.append(line, at: seconds) }
            guard !reps.isEmpty else { return nil }
            let first = live.reps.count - reps.count + 1
            return JSONText.encode(
                Reply(
                    reps: reps.enumerated().map { offset, rep in
                        Reply.Rep(
                            number: first + offset, romCm: (rep.romCm * 10).rounded() / 10,
                            meanConcentricVelocity: (rep.meanConcentricVelocity * 100).rounded() / 100,
                            durationS: (rep.durationS * 100).rounded() / 100)
                    }, count: live.reps.count))
        }
    }

    struct Reply: Encodable {
        struct Rep: Encodable {
            let number: Int
            let romCm: Double
            let meanConcentricVelocity: Double
            let durationS: Double
        }
        let reps: [Rep]
        let count: Int
    }
}
