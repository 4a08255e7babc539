import Crypto
import Foundation
import SystemCore

/// A cached fold of one part of a user's state at a version of their stream: never the truth, only a way not to
/// replay the whole log. The parts of a user are written together, as one ``SnapshotGeneration``.
public struct Snapshot: Hashable, Sendable {
    /// `head` (what every answer needs) or a period of a module, such as `intentions/2026-11`.
    public let part: String
    /// The stream's version (its last seq) the part was folded to.
    public let version: Int64
    /// The build's snapshot format: a snapshot of another format is ignored and rebuilt.
    public let format: String
    public let payload: Data

    public init(part: String, version: Int64, format: String, payload: Data) {
        self.part = part
        self.version = version
        self.format = format
        self.payload = payload
    }

    /// The name of the part every answer needs.
    public static let head = "head"
}

/// What one writer folded, written as a whole or not at all.
///
/// The head carries the generation's version. A part that is not in a generation was not touched since the
/// stored head's version, so it is still right at the new one: a generation holds the head and the parts changed
/// since the head it started from. A rebuild (``replacesAll``) holds every part and drops the others.
public struct SnapshotGeneration: Sendable {
    public var version: Int64
    public var format: String
    public var head: Data
    public var parts: [String: Data]
    /// Where each id lives now, by kind (`intention`, `todo`, `goal`…): the part to load for it.
    public var directory: [PartLoad.Entry]
    public var replacesAll: Bool

    public init(
        version: Int64, format: String, head: Data, parts: [String: Data] = [:], directory: [PartLoad.Entry] = [],
        replacesAll: Bool = false
    ) {
        self.version = version
        self.format = format
        self.head = head
        self.parts = parts
        self.directory = directory
        self.replacesAll = replacesAll
    }
}

extension SnapshotGeneration {
    /// Whether this generation may replace the stored head (nil when there is none): a newer one may; a rebuild at
    /// the same version may (the stored one may be damaged); one of another format always may (the build changed).
    func replaces(stored head: (version: Int64, format: String)?) -> Bool {
        guard let head, head.format == format else { return true }
        return head.version < version || (replacesAll && head.version == version)
    }

    /// Whether the stored parts go before this generation is written: a rebuild's, or another format's.
    func clearsStored(format stored: String?) -> Bool {
        replacesAll || (stored != nil && stored != format)
    }
}

/// Where snapshots are kept: in the same database as the events (so a backup or a second server has them), never
/// in an export.
///
/// Every part is stored with a SHA-256 of its payload; reading one whose bytes do not match (a torn or damaged row)
/// throws ``SnapshotDamaged``, and the reader rebuilds the snapshot from the log.
public protocol SnapshotStore: Sendable {
    /// The stream's head, if one is stored.
    func head(of stream: UserID) async throws -> Snapshot?
    /// The parts of the stream that are stored, among `parts` (a part never written is left out).
    func parts(_ parts: [String], of stream: UserID) async throws -> [Snapshot]
    /// The parts of the ids of one kind that the directory knows.
    func directory(_ kind: String, ids: [String], of stream: UserID) async throws -> [String: String]
    /// Writes a generation if the stored head is older than it; returns false (writing nothing) when a generation
    /// as new or newer is already there — another process folded further.
    @discardableResult
    func save(_ generation: SnapshotGeneration, of stream: UserID) async throws -> Bool
    /// Forgets every snapshot of the stream.
    func deleteSnapshots(of stream: UserID) async throws
}

/// A stored part whose bytes are not the ones written.
public struct SnapshotDamaged: Error, Equatable, Sendable {
    public let part: String

    public init(part: String) { self.part = part }
}

enum SnapshotChecksum {
    static func of(_ payload: Data) -> String {
        String(hex: SHA256.hash(data: payload))
    }
}
