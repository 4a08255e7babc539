import SystemCore

/// Why an export, an import or a migration of a history stopped.
public struct HistoryTransferError: Error, Equatable, Sendable, CustomStringConvertible {
    private enum Reason: Equatable, Sendable {
        case malformedLine(line: Int, reason: String)
        case targetNotEmpty(events: Int64)
        case nothingWritten(cause: String)
        case unexportable(seq: Int64, reason: String)
        case unexportableRecord(module: String, reason: String)
        case unknownModule(String)
        case verificationFailed(line: Int)
    }

    private let reason: Reason

    /// A line of the file is not an event of an exported history; nothing was written.
    public static func malformedLine(_ line: Int, _ reason: String) -> Self { Self(reason: .malformedLine(line: line, reason: reason)) }

    /// The target stream has events already; nothing was written.
    public static func targetNotEmpty(events: Int64) -> Self { Self(reason: .targetNotEmpty(events: events)) }

    /// The store refused the history (it failed, or another writer got there first); nothing was written.
    public static func nothingWritten(cause: String) -> Self { Self(reason: .nothingWritten(cause: cause)) }

    /// A stored event cannot be written as a line (its payload is not a JSON object, or its time is out of range).
    public static func unexportable(seq: Int64, reason: String) -> Self { Self(reason: .unexportable(seq: seq, reason: reason)) }

    /// A module's record cannot be written as a line.
    public static func unexportableRecord(module: String, reason: String) -> Self {
        Self(reason: .unexportableRecord(module: module, reason: reason))
    }

    /// The history holds records of a module this build does not have; nothing was written.
    public static func unknownModule(_ module: String) -> Self { Self(reason: .unknownModule(module)) }

    /// After a migration the target's export differs from the source's, from `line` on.
    public static func verificationFailed(line: Int) -> Self { Self(reason: .verificationFailed(line: line)) }

    /// The 1-based line of the file the error is about, when it is about one.
    public var line: Int? {
        switch reason {
        case .malformedLine(let line, _), .verificationFailed(let line): line
        default: nil
        }
    }

    /// True when nothing was written to the target.
    public var wroteNothing: Bool {
        if case .verificationFailed = reason { false } else { true }
    }

    /// True when the target stream already had events.
    public var isTargetNotEmpty: Bool { if case .targetNotEmpty = reason { true } else { false } }

    public var description: String {
        switch reason {
        case .malformedLine(let line, let reason):
            "line \(line): \(reason); nothing was imported."
        case .targetNotEmpty(let events):
            "the target already holds \(events) event\(events == 1 ? "" : "s"): a history is imported only into an empty one; nothing was imported."
        case .nothingWritten(let cause):
            "the store refused the import (\(cause)); nothing was imported."
        case .unexportable(let seq, let reason):
            "event \(seq) cannot be exported: \(reason)."
        case .unexportableRecord(let module, let reason):
            "a record of the module \(module) cannot be exported: \(reason)."
        case .unknownModule(let module):
            "the history holds records of the module “\(module)”, which this build does not have; nothing was imported."
        case .verificationFailed(let line):
            "the copy differs from the original from line \(line) of their exports."
        }
    }
}
