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
    ]
}
