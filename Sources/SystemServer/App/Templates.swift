import Foundation

/// The Mustache sources of the app, by name: every `.mustache` file of the modules' `templates` folders.
///
/// `Package.swift` declares each module's `templates` folder as a processed resource, which puts its files at the
/// bundle's root; a template's name is its file name without the extension, as in a partial (`{{>hint}}`).
enum Templates {
    /// Reads every bundled template.
    static func bundled() throws -> [String: String] {
        var sources: [String: String] = [:]
        for path in Bundle.module.paths(forResourcesOfType: "mustache", inDirectory: nil) {
            let file = URL(fileURLWithPath: path)
            sources[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        guard !sources.isEmpty else { throw TemplatesError.missingBundle }
        return sources
    }

    enum TemplatesError: Error { case missingBundle }
}
