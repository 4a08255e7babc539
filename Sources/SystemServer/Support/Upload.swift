import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import SystemCore

/// A file sent as a request's body (an import), written to a temporary file as it arrives, so a large one never
/// sits in memory.
struct Upload: Sendable {
    let file: URL
    /// Its name as the browser gave it (`X-File-Name`), kept to a name a message can show.
    let name: String

    /// Receives the body, refusing one larger than `limit` bytes with `tooLarge` as the message.
    static func receive(_ request: Request, limit: Int, tooLarge: String) async throws -> Upload {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("the-system-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = try? FileHandle(forWritingTo: file) else {
            throw APIError(.internalServerError, code: "upload_failed", message: "The upload could not be stored for reading.")
        }
        var size = 0
        do {
            defer { try? handle.close() }
            for try await buffer in request.body {
                size += buffer.readableBytes
                guard size <= limit else { throw APIError(.contentTooLarge, code: "body_too_large", message: tooLarge, field: "file") }
                try handle.write(contentsOf: buffer.readableBytesView)
            }
            guard size > 0 else { throw APIError(.badRequest, code: "bad_import", message: "No file was sent.", field: "file") }
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw error
        }
        return Upload(file: file, name: fileName(request))
    }

    /// The hex SHA-256 of the file, read a megabyte at a time: what tells a retried upload from another file.
    func sha256() throws -> String {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var digest = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { digest.update(data: chunk) }
        return String(hex: digest.finalize())
    }

    /// Removes the temporary file.
    func discard() { try? FileManager.default.removeItem(at: file) }

    static func fileName(_ request: Request) -> String {
        let raw = request.headers[HTTPField.Name("X-File-Name")!].flatMap { $0.removingPercentEncoding } ?? ""
        let name = (raw as NSString).lastPathComponent.filter { !$0.isNewline }
        return name.isEmpty ? "the upload" : String(name.prefix(120))
    }
}
