import Foundation
import SystemCore

extension SystemService {
    /// Adds a photo, the one way the pages, the API and the command line do: the file is told by its bytes, stripped
    /// of its metadata unless `keepMetadata`, turned upright, kept once by its SHA-256 in the journal's tables with a
    /// thumbnail, and then named by a `journal.photo-added` event. A photo refused after its file was kept lets go of
    /// the file again, unless the user held it already; the command is decided once before the file is kept, so that
    /// is only for a store's failure or a race.
    public func addPhoto(
        _ bytes: [UInt8], date: CivilDate, entry: JournalEntryID? = nil, keepMetadata: Bool = false, id: PhotoID, for user: UserID,
        idempotencyKey: String? = nil
    ) async throws -> (outcome: Outcome, photo: JournalPhoto) {
        guard !bytes.isEmpty else { throw DomainError.invalid("file", "No photo was sent.") }
        guard bytes.count <= JournalPhoto.maximumBytes else {
            throw DomainError.invalid(
                "file", "This photo is \(bytes.count >> 20) MB; a photo has at most \(JournalPhoto.maximumBytes >> 20) MB.",
                code: "photo_too_large")
        }
        guard try await PhotoFiles.of(storage, for: user) != nil else { throw Self.noPhotos }
        let prepared: PreparedPhoto
        do {
            prepared = try await PhotoCodecs.prepareInTurn(bytes, keepMetadata: keepMetadata)
        } catch let error as PhotoError {
            throw DomainError.invalid("file", error.description, code: "not_a_photo")
        }
        return try await addPhoto(prepared, date: date, entry: entry, id: id, for: user, idempotencyKey: idempotencyKey)
    }

    /// Adds a photo already made ready (``PhotoCodecs/prepare(_:keepMetadata:)``), as ``addPhoto(_:date:entry:keepMetadata:id:for:idempotencyKey:)``
    /// does after making it ready.
    public func addPhoto(
        _ prepared: PreparedPhoto, date: CivilDate, entry: JournalEntryID? = nil, id: PhotoID, for user: UserID,
        idempotencyKey: String? = nil
    ) async throws -> (outcome: Outcome, photo: JournalPhoto) {
        guard let files = try await PhotoFiles.of(storage, for: user) else { throw Self.noPhotos }
        // The command is decided before the file is kept, so a photo refused for its day or its entry keeps nothing.
        let now = clock.now().wholeSecond
        let photo = JournalPhoto(
            id: id, date: date, entryId: entry, sha256: prepared.sha256, mediaType: prepared.mediaType, width: prepared.width,
            height: prepared.height, bytes: prepared.bytes.count, addedAt: now)
        _ = try await read(user) { state in try state.decide(.journal(.addPhoto(photo)), now: now) }
        let heldBefore = try await files.holds(prepared.sha256)
        try await files.keep(prepared, at: now)
        do {
            let outcome = try await execute(.journal(.addPhoto(photo)), for: user, idempotencyKey: idempotencyKey)
            return (outcome, outcome.state.journal.photo(id) ?? photo)
        } catch {
            if !heldBefore { try? await files.release(prepared.sha256) }
            throw error
        }
    }

    static let noPhotos = DomainError(.conflict, code: "no_photos", message: "This store keeps no photos: it needs SQLite or PostgreSQL.")
}
