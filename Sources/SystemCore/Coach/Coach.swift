import Foundation

/// The coach: scores every option of the catalogue for a user at an instant and a viewed day; the highest wins.
public struct Coach: Sendable {
    public let options: [CoachOption]
    public let signals: [CoachSignal]
    public let words: [CoachWord]
    /// The modules' own reminders, beside the coach's (``reminders(_:now:horizon:grace:)``).
    public let reminderSources: [CoachReminderSource]

    public init(
        options: [CoachOption] = CoreModules.standard.coachOptions, signals: [CoachSignal] = CoreModules.standard.coachSignals,
        words: [CoachWord] = CoreModules.standard.coachWords, reminders: [CoachReminderSource] = CoreModules.standard.coachReminders
    ) {
        let rules = Set(signals.map(\.name))
        self.options = options.map { Self.keepingQuiet($0, night: rules.contains("nightToday"), focus: rules.contains("focusToday")) }
        self.signals = signals
        self.words = words
        self.reminderSources = reminders
        // A later signal or word of the same name stands for the earlier one, as in ``evaluate(_:user:at:date:facts:)``.
        signalIndex = Dictionary(signals.enumerated().map { ($1.name, $0) }) { _, later in later }
        wordIndex = Dictionary(words.enumerated().map { ($1.name, $0) }) { _, later in later }
        byPriority = options.indices.sorted { options[$0].maxPriority > options[$1].maxPriority }
    }

    /// `option` with the house rules of attention as conditions of its own, whichever module wrote it: about today,
    /// a topic that does not speak at night is silent outside the waking window, and one that does not speak during
    /// focus is silent while an intention runs (the explain view shows them as any other condition). A coach of
    /// other signals (a test's) keeps its options as they are.
    static func keepingQuiet(_ option: CoachOption, night: Bool, focus: Bool) -> CoachOption {
        var conditions = option.conditions
        if night, !option.topic.speaksAtNight, !conditions.contains(houseRules[0]) { conditions.append(houseRules[0]) }
        if focus, !option.topic.speaksDuringFocus, !conditions.contains(houseRules[1]) { conditions.append(houseRules[1]) }
        guard conditions != option.conditions else { return option }
        return CoachOption(option.key, option.topic, option.maxPriority, when: conditions, option.text, actions: option.actions)
    }

    /// The conditions ``keepingQuiet(_:night:focus:)`` adds: quiet at night, and during focus.
    static let houseRules = ["!nightToday", "!focusToday"]

    /// The coach of the standard modules, built once.
    public static let standard = Coach()

    private let signalIndex: [String: Int]
    private let wordIndex: [String: Int]
    /// The options' indices, highest maximum priority first.
    private let byPriority: [Int]

    /// A message as shown: its text and actions filled in for the moment.
    public struct Message: Sendable, Hashable {
        public let key: String
        public let topic: CoachTopic
        public let text: String
        public let priority: Float
        public let actions: [CoachOption.Action]

        /// `option`'s message, its placeholders filled by `word`.
        init(_ option: CoachOption, priority: Float, word: (String) -> String?) {
            key = option.key
            topic = option.topic
            text = option.text.filled(word)
            self.priority = priority
            actions = option.actions.map { .init($0.label.filled(word), $0.href.filled(word)) }
        }
    }

    /// An option's score and the value of each of its conditions.
    public struct Score: Sendable {
        public let option: CoachOption
        public let priority: Float
        public let conditions: [(name: String, value: Float)]

        /// Why it scored what it did, in words: "0 because weekIsPlanned = 1 (needed 0)" or "85 × 1 × 0.5 = 42.5".
        public var reason: String {
            let zero = conditions.filter { $0.value == 0 }
            if !zero.isEmpty {
                return "0 because "
                    + zero.map { condition in
                        condition.name.hasPrefix("!") ? "\(condition.name.dropFirst()) = 1" : "\(condition.name) = 0"
                    }.joined(separator: " and ")
            }
            let factors = [Coach.formatted(option.maxPriority)] + conditions.map { Coach.formatted($0.value) }
            return factors.joined(separator: " × ") + " = " + Coach.formatted(priority)
        }
    }

    /// Everything the coach weighed at a moment: the winner, every option by priority, every signal's value.
    public struct Evaluation: Sendable {
        public let message: Message
        public let scores: [Score]
        public let signals: [(signal: CoachSignal, value: Float)]
        /// The options that tied at the top (the winner was drawn among them).
        public let tied: [String]
        /// The words that fill placeholders at this moment.
        let placeholders: [String: String]
    }

    /// The coach's choice for `user` at `at`, viewing `date` (the day containing `at` by default), knowing what the
    /// modules read from their tables (`facts`; the store gathers them: `StoreModules.coachFacts`).
    public func evaluate(_ state: UserState, user: UserID, at: Date, date: CivilDate? = nil, facts: CoachFacts = CoachFacts()) -> Evaluation
    {
        let moment = CoachMoment(state: state, at: at, date: date, facts: facts)
        var values: [String: Float] = [:]
        values.reserveCapacity(signals.count)
        for signal in signals { values[signal.name] = signal.value(moment) }

        var scores: [Score] = []
        scores.reserveCapacity(options.count)
        for option in options {
            var priority = option.maxPriority
            var conditions: [(name: String, value: Float)] = []
            conditions.reserveCapacity(option.conditions.count)
            for condition in option.conditions {
                let raw = values[CoachOption.signalName(condition)] ?? 0
                let value = condition.hasPrefix("!") ? 1 - raw : raw
                conditions.append((condition, value))
                priority *= value
            }
            scores.append(Score(option: option, priority: priority, conditions: conditions))
        }
        scores.sort { ($0.priority, $1.option.key) > ($1.priority, $0.option.key) }

        let top = scores.first?.priority ?? 0
        let tied = top > 0 ? scores.prefix { $0.priority == top }.map(\.option) : []
        let winner: CoachOption
        let priority: Float
        if tied.isEmpty {
            winner = CoachCatalogue.calm
            priority = 0
        } else {
            let seed = Self.seed(user: user, date: moment.date, hour: state.calendar.timeOfDay(at).hour)
            winner = tied[Int(seed % UInt64(tied.count))]
            priority = top
        }
        var fill = moment.placeholders
        for word in words { fill[word.name] = word.value(moment) ?? word.generic }
        let message = Message(winner, priority: priority) { fill[$0] }
        return Evaluation(
            message: message, scores: scores,
            signals: signals.map { ($0, values[$0.name] ?? 0) }, tied: tied.map(\.key), placeholders: fill)
    }

    /// The message alone: the one ``evaluate(_:user:at:date:facts:)`` picks, found with less work, as every page
    /// asks for it. An option's priority is its maximum times values in 0…1, so it can only fall as its conditions
    /// are read: options are weighed from the highest maximum down, and one stops being read (and the weighing
    /// ends) once it falls below the best so far. A signal is read once, when an option first needs it, and only
    /// the winner's placeholders are filled.
    public func message(_ state: UserState, user: UserID, at: Date, date: CivilDate? = nil, facts: CoachFacts = CoachFacts()) -> Message {
        let moment = CoachMoment(state: state, at: at, date: date, facts: facts)
        var read = [Float?](repeating: nil, count: signals.count)
        func value(of condition: String) -> Float {
            let negated = condition.hasPrefix("!")
            var raw: Float = 0
            if let index = signalIndex[negated ? String(condition.dropFirst()) : condition] {
                if let known = read[index] {
                    raw = known
                } else {
                    raw = signals[index].value(moment)
                    read[index] = raw
                }
            }
            return negated ? 1 - raw : raw
        }
        var top: Float = 0
        var tied: [CoachOption] = []
        for index in byPriority {
            let option = options[index]
            guard option.maxPriority > 0, option.maxPriority >= top else { break }
            var priority = option.maxPriority
            for condition in option.conditions where priority > 0 && priority >= top { priority *= value(of: condition) }
            if priority > top {
                (top, tied) = (priority, [option])
            } else if priority == top, top > 0 {
                tied.append(option)
            }
        }
        let word = { (name: String) -> String? in
            if let index = wordIndex[name] { return words[index].value(moment) ?? words[index].generic }
            return moment.placeholder(name)
        }
        guard !tied.isEmpty else { return Message(CoachCatalogue.calm, priority: 0, word: word) }
        // As `evaluate` orders them: by key among equals.
        tied.sort { $0.key < $1.key }
        let seed = Self.seed(user: user, date: moment.date, hour: state.calendar.timeOfDay(at).hour)
        return Message(tied[Int(seed % UInt64(tied.count))], priority: top, word: word)
    }

    /// A stable pick among ties: the same within an hour of a viewed day for a user, different across days.
    static func seed(user: UserID, date: CivilDate, hour: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(user.rawValue)|\(date)|\(hour)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// A priority or signal value as the explain view shows it: whole numbers plain, others to two places.
    public static func formatted(_ value: Float) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value), places: 2)
    }
}
