/// The SQLite schema as a list of migrations. Released migrations never change: add a new one instead.
enum SQLiteMigrations {
    /// Each migration is a list of statements run in one transaction.
    static let all: [[String]] = [
        // 1: the event log, append-only, and idempotency records.
        [
            """
            CREATE TABLE events (
                position INTEGER PRIMARY KEY AUTOINCREMENT,
                id TEXT NOT NULL UNIQUE,
                stream TEXT NOT NULL,
                seq INTEGER NOT NULL CHECK (seq > 0),
                recorded_at INTEGER NOT NULL,
                type TEXT NOT NULL,
                schema_version INTEGER NOT NULL,
                payload TEXT NOT NULL,
                UNIQUE (stream, seq)
            )
            """,
            // A stream's seqs have no gaps: with UNIQUE(stream, seq) this makes an append with a stale or a
            // future expected version fail inside the database, whoever the writer is.
            """
            CREATE TRIGGER events_are_contiguous BEFORE INSERT ON events
            WHEN NEW.seq <> 1 AND NOT EXISTS (SELECT 1 FROM events WHERE stream = NEW.stream AND seq = NEW.seq - 1)
            BEGIN SELECT RAISE(ABORT, 'events must be contiguous in their stream'); END
            """,
            """
            CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """,
            """
            CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """,
            """
            CREATE TABLE idempotency_keys (
                stream TEXT NOT NULL,
                key TEXT NOT NULL,
                fingerprint TEXT NOT NULL,
                status INTEGER NOT NULL,
                body TEXT NOT NULL,
                PRIMARY KEY (stream, key)
            )
            """,
        ],
        // 2: event ids are unique per stream, not across streams, so one account's history can be imported into
        // another. SQLite cannot change a constraint in place: copy the rows into a new table with
        // UNIQUE(stream, id) and recreate the triggers on it. The append-only triggers go first (they would refuse
        // dropping the rows with the old table), the contiguity trigger last (rows are copied in position order,
        // so it would hold, but it would cost a look-up per row).
        [
            "DROP TRIGGER events_are_contiguous",
            "DROP TRIGGER events_are_append_only_update",
            "DROP TRIGGER events_are_append_only_delete",
            """
            CREATE TABLE events_v2 (
                position INTEGER PRIMARY KEY AUTOINCREMENT,
                id TEXT NOT NULL,
                stream TEXT NOT NULL,
                seq INTEGER NOT NULL CHECK (seq > 0),
                recorded_at INTEGER NOT NULL,
                type TEXT NOT NULL,
                schema_version INTEGER NOT NULL,
                payload TEXT NOT NULL,
                UNIQUE (stream, seq),
                UNIQUE (stream, id)
            )
            """,
            """
            INSERT INTO events_v2 (position, id, stream, seq, recorded_at, type, schema_version, payload)
            SELECT position, id, stream, seq, recorded_at, type, schema_version, payload FROM events ORDER BY position
            """,
            "DROP TABLE events",
            "ALTER TABLE events_v2 RENAME TO events",
            """
            CREATE TRIGGER events_are_contiguous BEFORE INSERT ON events
            WHEN NEW.seq <> 1 AND NOT EXISTS (SELECT 1 FROM events WHERE stream = NEW.stream AND seq = NEW.seq - 1)
            BEGIN SELECT RAISE(ABORT, 'events must be contiguous in their stream'); END
            """,
            """
            CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """,
            """
            CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """,
        ],
        // 3: accounts of a hosted server, their sessions and access tokens (only hashes of the secrets), the
        // sign-in attempts that throttling reads, and server-wide settings. Times are milliseconds since 1970.
        [
            """
            CREATE TABLE accounts (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                disabled_at INTEGER
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                user_id TEXT NOT NULL REFERENCES accounts (id),
                created_at INTEGER NOT NULL,
                last_seen_at INTEGER NOT NULL,
                user_agent TEXT NOT NULL,
                address TEXT NOT NULL
            )
            """,
            "CREATE INDEX sessions_by_user ON sessions (user_id, last_seen_at)",
            """
            CREATE TABLE access_tokens (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES accounts (id),
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE,
                created_at INTEGER NOT NULL,
                last_used_at INTEGER,
                revoked_at INTEGER
            )
            """,
            "CREATE INDEX access_tokens_by_user ON access_tokens (user_id, created_at)",
            """
            CREATE TABLE sign_in_attempts (
                at INTEGER NOT NULL,
                account_key TEXT NOT NULL,
                address TEXT NOT NULL,
                succeeded INTEGER NOT NULL
            )
            """,
            "CREATE INDEX sign_in_attempts_by_account ON sign_in_attempts (account_key, at)",
            "CREATE INDEX sign_in_attempts_by_address ON sign_in_attempts (address, at)",
            "CREATE INDEX sign_in_attempts_by_time ON sign_in_attempts (at)",
            "CREATE TABLE server_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        ],
        // 4: snapshots of folded state, a cache beside the log (see SnapshotStore), and the directory of which
        // part holds an id.
        [
            """
            CREATE TABLE snapshots (
                stream TEXT NOT NULL,
                part TEXT NOT NULL,
                version INTEGER NOT NULL,
                format TEXT NOT NULL,
                checksum TEXT NOT NULL,
                payload BLOB NOT NULL,
                PRIMARY KEY (stream, part)
            )
            """,
            """
            CREATE TABLE snapshot_directory (
                stream TEXT NOT NULL,
                kind TEXT NOT NULL,
                id TEXT NOT NULL,
                part TEXT NOT NULL,
                PRIMARY KEY (stream, kind, id)
            )
            """,
        ],
    ]
}
