import Foundation

/// Where a local installation keeps its data: one folder holding the SQLite file.
public enum DataLocation {
    /// `$XDG_DATA_HOME/the-system`, or `~/.local/share/the-system`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("the-system")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/the-system")
    }

    /// The database file inside a data directory.
    public static func databasePath(in directory: String) -> String {
        (directory as NSString).appendingPathComponent("system.sqlite")
    }

    /// The machine's IANA time zone, used as a new user's default.
    public static var machineTimeZone: String {
        TimeZone.current.identifier
    }
}
