/// The contextual hints shown on a screen's first use, until the user closes them.
public enum Hint {
    public static let today = "today"
    public static let focus = "focus"
    public static let reflect = "reflect"
    public static let week = "week"

    public static let all: Set<String> = [today, focus, reflect, week]
}
