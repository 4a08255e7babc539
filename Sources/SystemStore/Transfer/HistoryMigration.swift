import Crypto
import Foundation
import SystemCore

/// Moves one user's whole history — events and the modules' records — from one database to another (a local SQLite
/// file into a hosted account on PostgreSQL, or back), and proves the copy exact by comparing the two exports byte
/// for byte.
///
/// The source is only read. The target stream must be empty; the history is written in one transaction, so a
/// failure leaves the target empty. Events the source receives while the migration runs are not
/// copied: the copy is the history as it was when the export was read.
public enum HistoryMigration {
    /// What a migration moved.
    public struct Outcome: Hashable, Sendable {
        public let events: Int
        /// How many of the modules' records came with them.
        public let records: Int
        /// The size of the (identical) exports.
        public let bytes: Int
        /// Hex SHA-256 of the exports, to compare with `system export | sha256sum` later.
        public let sha256: String
    }

    /// Copies the events and the modules' records of `sourceStream` into the empty `targetStream`.
    public static func migrate(
        _ sourceStream: UserID, from source: any Database,
        to targetStream: UserID, in target: any Database,
        modules: StoreModules = .standard
    ) async throws -> Outcome {
        // Refuse a non-empty target before reading anything.
        let version = try await target.version(of: targetStream)
        guard version == 0 else { throw HistoryTransferError.targetNotEmpty(events: version) }

        let original = try await HistoryExport.data(sourceStream, from: source, modules: modules)
        let copied = try await HistoryImport.load(original, into: targetStream, in: target, modules: modules)

        let copy = try await HistoryExport.data(targetStream, from: target, modules: modules)
        if let line = firstDifferentLine(original, copy) { throw HistoryTransferError.verificationFailed(line: line) }
        let digest = SHA256.hash(data: original).map { String(format: "%02x", $0) }.joined()
        return Outcome(events: copied.events, records: copied.records, bytes: original.count, sha256: digest)
    }

    /// The 1-based line from which two exports differ, or nil when they are identical.
    static func firstDifferentLine(_ first: Data, _ second: Data) -> Int? {
        guard first != second else { return nil }
        var line = 1
        for (a, b) in zip(first, second) {
            if a != b { return line }
            if a == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }
}
