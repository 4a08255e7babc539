import Foundation
import SystemCore

/// A module's record of the user as one line of an exported history, after the event lines:
///
///     {"module":"health","record":{…}}
///
/// members in this order, no spaces, and `record` the JSON object the module exported (only whitespace between its
/// tokens is dropped). Records are the user's own bulk data (samples, streams, photos) that live in the module's
/// tables, not in the event stream; shared reference data (a food database) is never part of a history.
public enum HistoryRecordLine {
    public static func encode(module: String, record: Data) throws(HistoryTransferError) -> [UInt8] {
        let object: [UInt8]
        do {
            object = try RawJSON.compactObject(Array(record))
        } catch {
            throw .unexportableRecord(module: module, reason: "it is not a JSON object (\(error.description))")
        }
        return Array(#"{"module":\#(RawJSON.encodeString(module)),"record":"#.utf8) + object + [UInt8(ascii: "}")]
    }

    /// Whether a line is a record line (its first member is `module`), without reading it all.
    static func isRecord(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array(#"{"module":"#.utf8))
    }

    /// Reads a record line: the module's name and the record's bytes.
    static func decode(_ bytes: [UInt8]) throws(HistoryLine.LineError) -> (module: String, record: Data) {
        let found: [(key: String, value: [UInt8])]
        do {
            found = try RawJSON.members(of: bytes)
        } catch {
            throw HistoryLine.LineError("it is not a JSON object: \(error.description)")
        }
        guard found.map(\.key) == ["module", "record"] else {
            throw HistoryLine.LineError("a record line has exactly “module” and “record”, in that order")
        }
        guard let module = RawJSON.decodeString(found[0].value), !module.isEmpty else {
            throw HistoryLine.LineError("“module” is not a module's name")
        }
        guard found[1].value.first == UInt8(ascii: "{") else { throw HistoryLine.LineError("“record” is not a JSON object") }
        return (module, Data(found[1].value))
    }
}
