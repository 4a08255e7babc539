/// The PostgreSQL schema as numbered migrations. Released migrations never change: add a new one instead.
///
/// The tables have the same shape as SQLite's, so one contract suite describes both; PostgreSQL adds its own types
/// (`uuid`, `timestamptz`) where they make the data easier to read with `psql`.
enum PostgresMigrations {
    /// Each migration is a list of statements run in one transaction.
    static let all: [[String]] = [
        // 1: the event log, append-only, and idempotency records.
        [
            // recorded_at is milliseconds since 1970, as in SQLite, so an event reads back identically from both.
            """
            CREATE TABLE events (
                position BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                id UUID NOT NULL,
                stream TEXT NOT NULL,
                seq BIGINT NOT NULL CHECK (seq > 0),
                recorded_at BIGINT NOT NULL,
                type TEXT NOT NULL,
                schema_version INTEGER NOT NULL,
                payload TEXT NOT NULL,
                UNIQUE (stream, seq),
                UNIQUE (stream, id)
            )
            """,
            // A stream's seqs have no gaps: with UNIQUE(stream, seq) this makes an append with a stale or a future
            // expected version fail inside the database, whoever the writer is. (A row trigger sees the rows that
            // the same INSERT wrote before it, so a multi-row append checks each row against the one before.)
            """
            CREATE FUNCTION events_are_contiguous() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF NEW.seq <> 1 AND NOT EXISTS (SELECT 1 FROM events WHERE stream = NEW.stream AND seq = NEW.seq - 1) THEN
                    RAISE EXCEPTION 'events must be contiguous in their stream' USING ERRCODE = 'SY001';
                END IF;
                RETURN NEW;
            END
            $$
            """,
            "CREATE TRIGGER events_are_contiguous BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_are_contiguous()",
            """
            CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION 'events are append-only' USING ERRCODE = 'SY002';
            END
            $$
            """,
            "CREATE TRIGGER events_are_append_only BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_are_append_only()",
            "CREATE TRIGGER events_are_never_truncated BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()",
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
        // 2: accounts of a hosted server, their sessions and access tokens (only hashes of the secrets), the
        // sign-in attempts that throttling reads, and server-wide settings: SQLite's migration 3, in PostgreSQL.
        // Times are milliseconds since 1970, as in SQLite and the events.
        [
            """
            CREATE TABLE accounts (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                disabled_at BIGINT
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                user_id TEXT NOT NULL REFERENCES accounts (id),
                created_at BIGINT NOT NULL,
                last_seen_at BIGINT NOT NULL,
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
                created_at BIGINT NOT NULL,
                last_used_at BIGINT,
                revoked_at BIGINT
            )
            """,
            "CREATE INDEX access_tokens_by_user ON access_tokens (user_id, created_at)",
            // `position` keeps the order of attempts made in the same millisecond (SQLite's rowid does there).
            """
            CREATE TABLE sign_in_attempts (
                position BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                at BIGINT NOT NULL,
                account_key TEXT NOT NULL,
                address TEXT NOT NULL,
                succeeded BOOLEAN NOT NULL
            )
            """,
            "CREATE INDEX sign_in_attempts_by_account ON sign_in_attempts (account_key, at)",
            "CREATE INDEX sign_in_attempts_by_address ON sign_in_attempts (address, at)",
            "CREATE INDEX sign_in_attempts_by_time ON sign_in_attempts (at)",
            "CREATE TABLE server_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        ],
        // 3: snapshots of folded state, a cache beside the log (see SnapshotStore), and the directory of which
        // part holds an id.
        [
            """
            CREATE TABLE snapshots (
                stream TEXT NOT NULL,
                part TEXT NOT NULL,
                version BIGINT NOT NULL,
                format TEXT NOT NULL,
                checksum TEXT NOT NULL,
                payload BYTEA NOT NULL,
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
