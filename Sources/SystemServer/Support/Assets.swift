import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The files the app serves itself (CSS, JS, icons, the OpenAPI document), read into memory once at start.
struct Assets: Sendable {
    private let files: [String: (contentType: String, bytes: ByteBuffer)]

    static func load() throws -> Assets {
        var files: [String: (String, ByteBuffer)] = [:]
        for folder in ["assets", "api"] {
            // Found like the templates: on Linux the bundle's resourceURL already is its `Resources` folder.
            guard let directory = Bundle.module.url(forResource: folder, withExtension: nil, subdirectory: "Resources")
                    ?? Bundle.module.resourceURL?.appendingPathComponent("Resources/\(folder)") else { continue }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                files[name] = (contentType(of: name), ByteBuffer(bytes: data))
            }
        }
        return Assets(files: files)
    }

    func response(for name: String) -> Response {
        guard let file = files[name] else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        return Response(status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: file.bytes))
    }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "json": "application/json; charset=utf-8"
        case "webmanifest": "application/manifest+json"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
