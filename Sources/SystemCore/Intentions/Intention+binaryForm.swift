import Foundation

/// An intention in ``BinaryWriter``'s form, as the snapshot's month parts keep it: every field in declaration order.
extension Intention {
    func write(to writer: inout BinaryWriter) {
        writer.uuid(id.uuid)
        writer.string(text)
        writer.date(startedAt)
        writer.int(plannedMinutes)
        writer.optional(endedAt) { $0.date($1) }
        writer.int(tags.count)
        for tag in tags { writer.string(tag.rawValue) }
        writer.optional(feeling) { $0.string($1.rawValue) }
        writer.optional(review.wentWell) { $0.string($1) }
        writer.optional(review.couldImprove) { $0.string($1) }
        writer.optional(review.interesting) { $0.string($1) }
        writer.int(revision)
        writer.optional(todoID) { $0.uuid($1.uuid) }
    }

    init(from reader: inout BinaryReader) throws {
        id = IntentionID(try reader.uuid())
        text = try reader.string()
        startedAt = try reader.date()
        plannedMinutes = try reader.int()
        endedAt = try reader.optional { try $0.date() }
        tags = try (0..<reader.count()).map { _ in LabelID(storedID: try reader.string()) }
        feeling = try reader.optional { try $0.raw(Feeling.self) }
        review = Review(
            wentWell: try reader.optional { try $0.string() }, couldImprove: try reader.optional { try $0.string() },
            interesting: try reader.optional { try $0.string() })
        revision = try reader.int()
        todoID = try reader.optional { TodoID(try $0.uuid()) }
    }
}
