import Foundation
import SystemCore

/// Where the data lives, as given to `--database` or `SYSTEM_DATABASE`: an embedded SQLite file or a PostgreSQL
/// server.
///
/// Forms: `sqlite:PATH` (`~` expands; relative paths are relative to the working directory) and
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (also `postgresql://`; `?sslmode=disable|prefer|require|verify-full`
/// and `?host=/socket/dir` for a Unix socket, as libpq reads them).
public enum DatabaseURL: Hashable, Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresLocation)

    /// Reads a database URL. `source` names where it came from (`--database`, `SYSTEM_DATABASE`) in the error.
    public init(parsing text: String, source: String = "--database") throws(DatabaseURLError) {
        let trimmed = text.trimmingWhitespace()
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("sqlite:") {
            var path = String(trimmed.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }  // sqlite:///absolute/path
            guard !path.isEmpty else {
                throw DatabaseURLError(source: source, "“\(text)” names no file; use sqlite:PATH, for example sqlite:~/system.sqlite.")
            }
            self = .sqlite(path: DataLocation.expandingTilde(path))
        } else if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(try PostgresLocation(parsing: trimmed, source: source))
        } else {
            throw DatabaseURLError(
                source: source,
                "“\(Self.redacted(text))” is not a database URL; use sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE.")
        }
    }

    /// The URL without its password, for logs and messages.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let location): location.description
        }
    }

    /// A text with anything that looks like a password (`:secret@`) removed.
    static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let scheme = text.range(of: "://"), scheme.upperBound < at,
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<colon]) + ":…" + String(text[at...])
    }
}

/// A PostgreSQL server and database, parsed from a `postgres://` URL.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    /// How to use TLS, as libpq's `sslmode` says it.
    public enum TLSMode: String, Hashable, Sendable, CaseIterable {
        /// Plain TCP.
        case disable
        /// TLS when the server offers it, without checking its certificate (libpq's default).
        case prefer
        /// TLS or nothing, without checking the certificate.
        case require
        /// TLS with the certificate checked against the system's trusted authorities and the host name.
        case verifyFull = "verify-full"
    }

    public var host: String
    public var port: Int
    /// A folder holding the server's Unix socket (`?host=/var/run/postgresql`); used instead of `host` when set.
    public var socketDirectory: String?
    public var username: String
    public var password: String?
    /// The database; nil means the one named like the user, as PostgreSQL does.
    public var database: String?
    public var tls: TLSMode

    public init(
        host: String, port: Int = 5432, socketDirectory: String? = nil, username: String, password: String? = nil,
        database: String? = nil, tls: TLSMode = .prefer
    ) {
        self.host = host
        self.port = port
        self.socketDirectory = socketDirectory
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
    }

    init(parsing text: String, source: String) throws(DatabaseURLError) {
        func fail(_ why: String) -> DatabaseURLError {
            DatabaseURLError(source: source, "“\(DatabaseURL.redacted(text))” \(why)")
        }
        guard let components = URLComponents(string: text) else {
            throw fail("is not a valid URL; use postgres://USER:PASSWORD@HOST:PORT/DATABASE (percent-encode special characters).")
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        for name in query.keys where !["sslmode", "host", "port", "user", "password", "dbname"].contains(name) {
            throw fail("has an unknown parameter “\(name)”; known: sslmode, host.")
        }
        let socket = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? query["host"].flatMap { $0.hasPrefix("/") ? nil : $0 }
        guard host != nil || socket != nil else { throw fail("names no host; use postgres://USER:PASSWORD@HOST:PORT/DATABASE.") }
        let port: Int
        if let given = components.port ?? query["port"].flatMap({ Int($0) }) {
            guard (1...65_535).contains(given) else { throw fail("has a port out of range (1–65535).") }
            port = given
        } else if query["port"] != nil {
            throw fail("has a port that is not a number.")
        } else {
            port = 5432
        }
        guard let user = (components.user ?? query["user"]).flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw fail("names no user; use postgres://USER:PASSWORD@HOST:PORT/DATABASE.")
        }
        var database = String(components.path.drop(while: { $0 == "/" }))
        if database.isEmpty, let name = query["dbname"] { database = name }
        guard !database.contains("/") else { throw fail("has a path that is not a database name.") }
        let mode: TLSMode
        if let given = query["sslmode"] {
            switch given {
            case "disable", "allow": mode = .disable
            case "prefer": mode = .prefer
            case "require", "verify-ca": mode = .require
            case "verify-full": mode = .verifyFull
            default: throw fail("has an unknown sslmode “\(given)”; use disable, prefer, require or verify-full.")
            }
        } else {
            mode = .prefer
        }
        self.init(
            host: host ?? "localhost", port: port, socketDirectory: socket, username: user,
            password: components.password ?? query["password"], database: database.isEmpty ? nil : database, tls: mode)
    }

    /// The same server with another database: tests create a database per test.
    public func with(database: String) -> PostgresLocation {
        var copy = self
        copy.database = database
        return copy
    }

    /// The URL without the password.
    public var description: String {
        var text = "postgres://\(username)@\(socketDirectory == nil ? host : ""):\(port)/\(database ?? "")"
        var parameters: [String] = []
        if let socketDirectory { parameters.append("host=\(socketDirectory)") }
        if tls != .prefer { parameters.append("sslmode=\(tls.rawValue)") }
        if !parameters.isEmpty { text += "?" + parameters.joined(separator: "&") }
        return text
    }

    /// The full URL, password included: for handing to another process.
    public var url: String {
        var components = URLComponents()
        components.scheme = "postgres"
        components.user = username
        components.password = password
        components.host = socketDirectory == nil ? host : ""
        components.port = port
        components.path = "/" + (database ?? "")
        var items: [URLQueryItem] = []
        if let socketDirectory { items.append(URLQueryItem(name: "host", value: socketDirectory)) }
        if tls != .prefer { items.append(URLQueryItem(name: "sslmode", value: tls.rawValue)) }
        if !items.isEmpty { components.queryItems = items }
        return components.string ?? description
    }
}

/// A database URL that cannot be used, with a message naming where it came from.
public struct DatabaseURLError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(source: String, _ message: String) {
        description = "\(source): \(message)"
    }
}
