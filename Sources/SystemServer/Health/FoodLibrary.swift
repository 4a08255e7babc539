import Foundation
import HTTPTypes
import Hummingbird
import SystemCore
import SystemStore

/// The food database as the server reaches it, and an upload turned into an import.
struct FoodLibrary: Sendable {
    let app: ServerModuleContext

    /// The largest download accepted: USDA's SR Legacy zip is 6 MB, Foundation Foods' and FNDDS' a few tens.
    static let uploadLimit = 256 << 20

    /// The database; nil on a store without SQL (the memory one tests use), which keeps none: there it is as if
    /// empty, and an import is refused.
    func database() async throws -> FoodDatabase? {
        try await FoodDatabase.of(app.service.storage)
    }

    /// Imports on a hosted server are the administrator's (the database is every account's): the reason, or nil
    /// when this user may import.
    var importRefusal: String? {
        app.mode.hosting == nil
            ? nil : "On a hosted server the administrator loads the food database, with `system foods import FILE.zip`."
    }

    /// Writes the request's body to a temporary file, streaming, and imports it.
    func importUpload(_ request: Request, named name: String) async throws -> FoodImportSummary {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("the-system-upload-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = try? FileHandle(forWritingTo: file) else {
            throw APIError(.internalServerError, code: "upload_failed", message: "The upload could not be stored for reading.")
        }
        var size = 0
        do {
            defer { try? handle.close() }
            for try await buffer in request.body {
                size += buffer.readableBytes
                guard size <= Self.uploadLimit else {
                    throw APIError(
                        .contentTooLarge, code: "body_too_large",
                        message: "The file is larger than \(Self.uploadLimit >> 20) MB: use `system foods import` for it.", field: "file")
                }
                try handle.write(contentsOf: buffer.readableBytesView)
            }
        }
        guard size > 0 else { throw APIError(.badRequest, code: "bad_import", message: "No file was sent.", field: "file") }
        guard let foods = try await database() else {
            throw APIError(
                .serviceUnavailable, code: "no_food_database",
                message: "This server's store keeps no food database: it needs SQLite or PostgreSQL.")
        }
        do {
            return try await foods.importUSDA(file, named: name, at: app.service.clock.now())
        } catch let error as FoodImportError {
            throw APIError(.unprocessableContent, code: "bad_import", message: error.description, field: "file")
        }
    }

    /// The file's name as the browser gave it, kept to a name a message can show.
    static func fileName(_ request: Request) -> String {
        let raw = request.headers[HTTPField.Name("X-File-Name")!].flatMap { $0.removingPercentEncoding } ?? ""
        let name = (raw as NSString).lastPathComponent.filter { !$0.isNewline }
        return name.isEmpty ? "the upload" : String(name.prefix(120))
    }
}
