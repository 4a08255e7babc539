import Foundation

/// Where a local installation keeps its data: one folder holding the SQLite file.
public enum DataLocation {
    /// `$XDG_DATA_HOME/the-system`, or `~/.local/share/the-system`.
    public static func defaultDirectory(environment: [String: String]? = nil) -> String {
        if let xdg = variable("XDG_DATA_HOME", in: environment), !xdg.isEmpty, xdg.hasPrefix("/") {
            return joining(xdg, "the-system")
        }
        return joining(home(environment), ".local/share/the-system")
    }

    /// The database file inside a data directory.
    public static func databasePath(in directory: String) -> String {
        joining(directory, "system.sqlite")
    }

    /// `path` with a leading `~` (or `~/…`) read as the home folder, as a shell does.
    ///
    /// Path work here is by hand, not `NSString`'s: on Linux its first use starts CoreFoundation, a measurable part
    /// of a short command's whole run, and every command reads where its database is first. `~name/…` (another
    /// user's home) is rare and left to `NSString`.
    public static func expandingTilde(_ path: String, environment: [String: String]? = nil) -> String {
        guard path.hasPrefix("~") else { return path }
        if path == "~" { return home(environment) }
        guard path.hasPrefix("~/") else { return (path as NSString).expandingTildeInPath }
        return joining(home(environment), String(path.dropFirst(2)))
    }

    /// `name` inside `directory`, with one slash between them.
    static func joining(_ directory: String, _ name: String) -> String {
        guard !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `$HOME`, else the home folder the system knows for this user.
    private static func home(_ environment: [String: String]?) -> String {
        variable("HOME", in: environment).flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// A variable of `environment`, or of the process's own when it is nil (a test gives one; a command reads its
    /// own). One variable is read alone: `ProcessInfo`'s whole environment as a dictionary is a measurable part of a
    /// short command's run.
    public static func variable(_ name: String, in environment: [String: String]?) -> String? {
        if let environment { return environment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    /// The machine's IANA time zone, used as a new user's default.
    public static var machineTimeZone: String {
        TimeZone.current.identifier
    }
}
