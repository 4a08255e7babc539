import Foundation

/// "Why this?" in words: one sentence on why the message shows, and what each other topic would say or why it is
/// quiet — no keys, no numbers, no signal names. The numbers stay in ``Coach/Evaluation/scores`` for the details.
extension Coach.Evaluation {
    public struct Explanation: Sendable, Equatable {
        /// "Shown because nothing is running and “Draft the proposal” still needs a feeling."
        public let because: String
        /// Every other topic, those that would speak first (most pressing first), then the quiet ones.
        public let alternatives: [Alternative]
    }

    /// Another topic the coach weighed.
    public struct Alternative: Sendable, Equatable {
        public let topic: CoachTopic
        /// What it would say, filled in for the moment; nil when it has nothing to say now.
        public let text: String?
        /// Why it is not the one shown: less pressing, tied, or the condition that rules it out.
        public let reason: String
    }

    /// The evaluation in words.
    public var explanation: Explanation {
        let winner = scores.first { $0.option.key == message.key }
        let because: String
        if let winner, message.priority > 0 {
            // The house rules go without saying when they let a message through ("it isn't the night").
            let clauses = winner.conditions.filter { !Coach.houseRules.contains($0.name) }.compactMap { clause(for: $0.name, holds: true) }
            because =
                clauses.isEmpty
                ? "Shown because nothing more pressing applies right now."
                : "Shown because \(Readable.list(clauses))."
        } else {
            because = "Nothing else applies right now, so the coach stays calm."
        }
        // One line a topic: its best option; among options that are all ruled out, the one nearest to speaking
        // (the fewest conditions at 0, then the highest priority), whose first 0 is the reason.
        var best: [CoachTopic: Coach.Score] = [:]
        var order: [CoachTopic] = []
        for score in scores where score.option.topic != message.topic {
            guard let current = best[score.option.topic] else {
                best[score.option.topic] = score
                order.append(score.option.topic)
                continue
            }
            let zeros = { (s: Coach.Score) in s.conditions.filter { $0.value == 0 }.count }
            if score.priority > current.priority
                || (score.priority == 0 && current.priority == 0
                    && (zeros(score), -score.option.maxPriority) < (zeros(current), -current.option.maxPriority))
            {
                best[score.option.topic] = score
            }
        }
        var speaking: [Alternative] = [], quiet: [Alternative] = []
        for topic in order {  // scores are best first, so the speaking topics come in order of priority
            guard let score = best[topic] else { continue }
            if score.priority > 0 {
                let reason =
                    score.priority == message.priority
                    ? "Just as pressing as what is shown; the coach picks one of the two for the hour."
                    : "Less pressing than what is shown."
                speaking.append(Alternative(topic: topic, text: score.option.text.filled(with: placeholders), reason: reason))
            } else {
                let blocking = score.conditions.first { $0.value == 0 }.flatMap { clause(for: $0.name, holds: false) }
                quiet.append(Alternative(topic: topic, text: nil, reason: blocking.map { "Not now, because \($0)." } ?? "Not now."))
            }
        }
        return Explanation(because: because, alternatives: speaking + quiet)
    }

    /// A condition in words: `holds` says whether the clause should state it (true) or its opposite (false).
    private func clause(for condition: String, holds: Bool) -> String? {
        // The evaluation's own signals: a module's signals are not in CoachSignal.all.
        let name = CoachOption.signalName(condition)
        guard let signal = signals.first(where: { $0.signal.name == name })?.signal else { return nil }
        let negated = condition.hasPrefix("!")
        let text = holds != negated ? signal.yes : signal.no
        return text?.filled(with: placeholders)
    }
}

extension Coach.Evaluation {
    /// A catalogue text filled in for this moment; placeholders the moment has no value for read as generic words.
    public func filled(_ text: String) -> String { text.filled(with: placeholders) }
}
