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

    /// The foods a user sees on a day: the database's and their own (see ``UserFoods``).
    func foods(for state: UserState, on day: CivilDate) async throws -> UserFoods {
        UserFoods(try await database(), state: state, on: day)
    }

    /// Imports on a hosted server are the administrator's (the database is every account's): the reason, or nil
    /// when this user may import.
    var importRefusal: String? {
        app.mode.hosting == nil
            ? nil : "On a hosted server the administrator loads the food database, with `system foods import FILE.zip`."
    }

    /// Writes the request's body to a temporary file, streaming, and imports it.
    func importUpload(_ request: Request) async throws -> FoodImportSummary {
        let upload = try await Upload.receive(
            request, limit: Self.uploadLimit,
            tooLarge: "The file is larger than \(Self.uploadLimit >> 20) MB: use `system foods import` for it.")
        defer { upload.discard() }
        guard let foods = try await database() else {
            throw APIError(
                .serviceUnavailable, code: "no_food_database",
                message: "This server's store keeps no food database: it needs SQLite or PostgreSQL.")
        }
        do {
            return try await foods.importUSDA(upload.file, named: upload.name, at: app.service.clock.now())
        } catch let error as FoodImportError {
            throw APIError(.unprocessableContent, code: "bad_import", message: error.description, field: "file")
        }
    }
}
