import Foundation

public typealias PhotoID = Identifier<JournalPhoto>

/// A photo of a day, or of one entry of it. The event stream holds what the photo is (its content's SHA-256, its
/// kind and size); its bytes are in the journal's own tables, stored once however often they are added.
public struct JournalPhoto: Hashable, Codable, Sendable, Identifiable, DatedEntry {
    public let id: PhotoID
    /// The day it belongs to, in the user's calendar.
    public var date: CivilDate
    /// The entry it illustrates, if any.
    public var entryId: JournalEntryID?
    /// The hex SHA-256 of its bytes: how the bytes are found.
    public var sha256: String
    /// `image/jpeg` or `image/png`.
    public var mediaType: String
    /// Its size as shown, in pixels.
    public var width: Int
    public var height: Int
    /// The size of its file.
    public var bytes: Int
    /// When it was added.
    public var addedAt: Date

    public init(
        id: PhotoID, date: CivilDate, entryId: JournalEntryID?, sha256: String, mediaType: String, width: Int, height: Int, bytes: Int,
        addedAt: Date
    ) {
        self.id = id
        self.date = date
        self.entryId = entryId
        self.sha256 = sha256
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.bytes = bytes
        self.addedAt = addedAt
    }

    /// Its file's size as a person reads it: "2.3 MB", "48 KB".
    public var readableSize: String {
        bytes >= 1 << 20 ? "\((Double(bytes) / 1_048_576 * 10).rounded() / 10) MB" : "\(max(1, bytes >> 10)) KB"
    }

    /// The largest photo kept: 25 MB, above a phone's largest JPEG.
    public static let maximumBytes = 25 << 20
    /// The kinds of image kept.
    public static let mediaTypes: Set<String> = ["image/jpeg", "image/png"]
}
