import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SystemCore
import SystemStore

/// The journal's photos in the API: add one (the image as the body), read its bytes or its thumbnail, remove it.
/// The pages use the same routes: the day's photo form posts here, and every `<img>` reads from here.
enum PhotosAPI {
    static func add(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        // The image as the body; `date` (the day, today by default), `entry` (an entry of that day to illustrate) and
        // `keepMetadata` (`true` keeps the location and camera details) as parameters.
        api.post("photos") { request, context in
            let user = try context.user()
            let bytes: [UInt8]
            do {
                bytes = Array(buffer: try await request.body.collect(upTo: JournalPhoto.maximumBytes))
            } catch {
                throw APIError(
                    .contentTooLarge, code: "photo_too_large",
                    message: "A photo has at most \(JournalPhoto.maximumBytes >> 20) MB: make this one smaller first.", field: "file")
            }
            let query = request.uri.queryParameters
            let fingerprint = PhotoCodecs.sha256(bytes) + "?" + (request.uri.query ?? "")
            return try await app.api.idempotency.run(request, user: user, body: fingerprint) { key in
                let state = try await app.service.state(for: user)
                var date = state.today(now: app.service.clock.now())
                if let raw = query.get("date").map { String($0) }, !raw.isEmpty, raw != "today" {
                    guard let given = CivilDate(raw) else {
                        throw APIError.badRequest(
                            "date", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
                    }
                    date = given
                }
                var entry: JournalEntryID?
                if let raw = query.get("entry").map { String($0) }, !raw.isEmpty {
                    guard let id = JournalEntryID(raw) else { throw APIError(.invalid("entry", "“\(raw)” is not an id.")) }
                    entry = id
                }
                let keep = Self.keepsMetadata(request)
                let id: PhotoID = SystemService.newID("photo", for: user, idempotencyKey: key)
                let (outcome, photo) = try await app.service.addPhoto(
                    bytes, date: date, entry: entry, keepMetadata: keep, id: id, for: user, idempotencyKey: key)
                return APIReply(.created, json: JournalPhotoJSON(photo, calendar: outcome.state.calendar))
            }
        }
        // The photo's bytes (`size=thumbnail`: a JPEG at most 512 pixels on its longer side), to its owner only.
        api.get("photos/{id}") { request, context in
            let user = try context.user()
            let id: PhotoID = try PathInput.id(context, code: "photo_not_found", noun: "photo")
            let state = try await app.service.state(for: user)
            let thumbnail = request.uri.queryParameters.get("size") == "thumbnail"
            guard let photo = state.journal.photo(id), let files = try await PhotoFiles.of(app.service.storage, for: user),
                let file = try await files.file(photo.sha256, thumbnail: thumbnail)
            else { throw APIError(.notFound, code: "photo_not_found", message: "No photo with id \(id).", field: "id") }
            return Self.image(file.bytes, mediaType: file.mediaType, tag: photo.sha256 + (thumbnail ? "-thumbnail" : ""), request: request)
        }
        api.delete("photos/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: PhotoID = try PathInput.id(context, code: "photo_not_found", noun: "photo")
                _ = try await write.execute(.journal(.removePhoto(id)))
                return APIReply(.noContent, "")
            }
        }
    }

    /// Whether a photo upload (or a Day One import) asks to keep the photos' location and camera details.
    static func keepsMetadata(_ request: Request) -> Bool {
        request.uri.queryParameters.get("keepMetadata").map { ["true", "1", "on", "yes"].contains($0.lowercased()) } ?? false
    }

    /// An image's bytes: cached by the browser for a year (a photo's bytes never change under its id), private to
    /// the signed-in user; every response already says `nosniff` (``securityHeaders()``).
    static func image(_ bytes: [UInt8], mediaType: String, tag: String, request: Request) -> Response {
        let etag = "\"\(tag)\""
        let headers: HTTPFields = [
            .contentType: mediaType, .cacheControl: "private, max-age=31536000, immutable", .eTag: etag,
            .contentDisposition: "inline",
        ]
        if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: headers) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
