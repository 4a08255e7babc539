import Foundation

public typealias TriggerID = Identifier<InternalTrigger>

/// An internal trigger caught during an intention: the discomfort that pulled (boredom, anxiety…), where it wanted to
/// go if the user said, and what came of surfing the urge ("make it five more minutes").
///
/// Catching it never ends the intention; each surf lasts ``surfMinutes``; the user then says whether the urge passed,
/// they surfed again, or they gave in, and for how long (minutes of distraction inside the intention).
public struct InternalTrigger: DatedEntry, Hashable {
    public let id: TriggerID
    public let intention: IntentionID
    /// The day of the intention it was caught in.
    public let date: CivilDate
    public let at: Date
    /// What pulled: one of ``named`` or the user's own words.
    public let what: String
    /// Where it wanted to go ("the news", "my phone"), if the user said.
    public let toward: String?
    /// How long one surf lasts.
    public let surfMinutes: Int
    /// What came of it, in order: a `surfed` starts another surf; `passed` or `gave in` settles it.
    public internal(set) var outcomes: [Outcome]

    public struct Outcome: Codable, Hashable, Sendable {
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
            case passed
            case surfed
            case gaveIn = "gave_in"

            /// "passed", "surfed again", "gave in".
            public var words: String {
                switch self {
                case .passed: "passed"
                case .surfed: "surfed again"
                case .gaveIn: "gave in"
                }
            }
        }

        public let kind: Kind
        public let at: Date
        /// For giving in: the minutes it took, counted as distraction inside the intention.
        public let minutes: Int?

        public init(kind: Kind, at: Date, minutes: Int? = nil) {
            self.kind = kind
            self.at = at
            self.minutes = minutes
        }
    }

    public init(
        id: TriggerID, intention: IntentionID, date: CivilDate, at: Date, what: String, toward: String?, surfMinutes: Int,
        outcomes: [Outcome] = []
    ) {
        self.id = id
        self.intention = intention
        self.date = date
        self.at = at
        self.what = what
        self.toward = toward
        self.surfMinutes = surfMinutes
        self.outcomes = outcomes
    }

    /// The pulls offered in one tap; anything else is the user's own words.
    public static let named = ["bored", "anxious", "tired", "restless", "hungry", "curious", "lonely"]
    /// How long a surf lasts unless the user chose otherwise.
    public static let defaultSurfMinutes = 5
    public static let surfRange = 1...60
    /// The longest a single giving-in is counted for.
    public static let minutesRange = 0...600
    public static let maxLength = 60

    /// When the current surf ends: five minutes (or the chosen length) from the trigger, or from the last "surfed again".
    public var surfEndsAt: Date {
        (outcomes.last { $0.kind == .surfed }?.at ?? at).addingTimeInterval(Double(surfMinutes) * 60)
    }

    /// How it ended, once it has: passed or gave in.
    public var settled: Outcome.Kind? {
        guard let last = outcomes.last, last.kind != .surfed else { return nil }
        return last.kind
    }

    /// The surfs it took: the first, and each "surfed again".
    public var surfs: Int { 1 + outcomes.filter { $0.kind == .surfed }.count }

    /// Minutes lost to it inside the intention.
    public var distractionMinutes: Int { outcomes.reduce(0) { $0 + ($1.minutes ?? 0) } }

    /// The pull as a noun, for sentences: "Boredom", or the user's own words quoted.
    public var noun: String { Self.noun(what) }

    /// "Boredom" for "bored"; the user's own words quoted.
    public static func noun(_ what: String) -> String {
        switch what {
        case "bored": "Boredom"
        case "anxious": "Anxiety"
        case "tired": "Tiredness"
        case "restless": "Restlessness"
        case "hungry": "Hunger"
        case "curious": "Curiosity"
        case "lonely": "Loneliness"
        default: "“\(what)”"
        }
    }
}
