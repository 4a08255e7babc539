/// The contextual hints shown on a screen's first uses, until their point is made or the user closes them.
public enum Hint {
    // Today had a hint once ("today"); the coach welcomes a new user now. Old histories that closed it still
    // replay: a closed hint is only a name in a set.
    public static let focus = "focus"
    public static let reflect = "reflect"
    public static let week = "week"

    public static let all: Set<String> = [focus, reflect, week]

    /// Whether a hint still has something to teach: not closed, and its point not yet made by use (three
    /// intentions for the focus screen and the reflection, one goal ever planned for the week).
    public static func isShown(_ hint: String, in state: UserState) -> Bool {
        guard !state.dismissedHints.contains(hint) else { return false }
        switch hint {
        case focus, reflect: return state.intentions.count < 3
        case week: return state.weekly.goalCount == 0
        default: return false
        }
    }
}
