// swift-tools-version:6.2
import Foundation
import PackageDescription

/// One settings array for every target: Swift 6 language mode plus the upcoming features we rely on.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    // A concrete generic type (`[AreaID: Area]`, `Set<Name>`) is made by a call that names its conformances, rather
    // than from its mangled name: the runtime resolves a mangled name's `Hashable` or `Codable` by scanning all of
    // the program's 14,000 conformance records, ~85 µs the first time each is asked in a process, dozens of times as
    // a command starts. Code is a little larger; nothing else changes.
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

/// The server's resources: its static assets, and the `templates` folder of every module folder that has one, so a
/// new module adds its templates without editing this file. `.process` puts every template at the bundle's root,
/// so template names are unique across modules (SwiftPM refuses two files of the same name).
let serverResources: [Resource] = {
    let server = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Sources/SystemServer")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: server.path)) ?? []
    let withTemplates = folders.sorted().filter { folder in
        var isDirectory: ObjCBool = false
        let path = server.appendingPathComponent(folder).appendingPathComponent("templates").path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    return [.copy("Resources/assets")] + withTemplates.map { .process("\($0)/templates") }
}()

let package = Package(
    name: "the-system",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "system", targets: ["system"]),
        .library(name: "SystemCore", targets: ["SystemCore"]),
        .library(name: "SystemStore", targets: ["SystemStore"]),
        .library(name: "SystemServer", targets: ["SystemServer"]),
    ],
    traits: [
        // The release build a person installs on Linux: `swift build -c release --static-swift-stdlib --traits
        // FixedAddress -Xswiftc …` (README, docs/cli.md). Off by default, as it needs Swift's libraries linked in.
        .trait(
            name: "FixedAddress",
            description: "Link the system executable at a fixed address (Linux, with --static-swift-stdlib): every command starts sooner."
        )
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // A history's transfer reads its next page while the last is written (AsyncThrowingChannel).
        .package(url: "https://github.com/apple/swift-async-algorithms.git", from: "1.1.4"),
        // The server's queue of requests waiting for a turn (Deque).
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        // The health module: USDA's food database comes as a zip of CSV files.
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        // The journal: entries are written in Markdown.
        .package(url: "https://github.com/JohnSundell/Ink.git", from: "0.6.0"),
        // Tests only: random histories checked against a plain replay.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // The domain: Foundation only, no I/O, no clock reads.
        .target(name: "SystemCore", swiftSettings: swiftSettings),
        // The journal's photos: JPEG and PNG read and written by Debian's libjpeg-turbo and libpng (libjpeg-dev and
        // libpng-dev), behind a small C layer that turns their errors into return codes.
        .target(name: "CPhotoCodecs", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png")]),
        // The event store and account store protocols and their backends (memory, SQLite, PostgreSQL), projections
        // cached per user, and the account service (passwords, sessions, access tokens).
        .target(
            name: "SystemStore",
            dependencies: [
                "SystemCore",
                "CPhotoCodecs",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        // The web app and JSON API.
        .target(
            name: "SystemServer",
            dependencies: [
                "SystemCore",
                "SystemStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                // The clip's readings streamed in while a set is lifted.
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Ink", package: "Ink"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            resources: serverResources,
            swiftSettings: swiftSettings
        ),
        // The command-line tool's commands, as a library so tests can run them.
        .target(
            name: "SystemCLI",
            dependencies: [
                "SystemCore",
                "SystemStore",
                "SystemServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: swiftSettings
        ),
        // What the program does before Swift's runtime starts: map its zero-filled data in one call (Linux).
        .target(name: "CProgramStart"),
        .executableTarget(
            name: "system", dependencies: ["SystemCLI", "CProgramStart"], swiftSettings: swiftSettings,
            // Swift's static standard library links executables with --export-dynamic: 51,000 symbols in the dynamic
            // table, which the loader and the runtime's start (`dladdr`) search as every command starts. Nothing
            // looks them up by name: backtraces read the full symbol table from the file.
            // With the FixedAddress trait it is linked at a fixed address (-no-pie), as Go links its programs: a
            // position-independent executable starts by rewriting 156,000 absolute pointers in Swift's metadata, a
            // private copy of each page they are on (460 page faults), a fifth of what `system now` costs. The
            // libraries, the stack and the heap are still placed at random; only the program's own image is not.
            // Only with Swift's libraries linked in (--static-swift-stdlib): against libswiftCore.so, glibc warns on
            // stderr of a direct reference to a protected function as the program starts.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
                .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], traits: ["FixedAddress"])),
            ]
        ),

        // What several test targets share: a fresh PostgreSQL database per test (TestPostgres), the shared test data
        // (SharedData) and small USDA downloads made in code (USDAFixture).
        .target(
            name: "SystemTestSupport",
            dependencies: [
                "SystemStore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"), .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Tests/SystemTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SystemCoreTests",
            dependencies: ["SystemCore", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SystemStoreTests",
            // SQLiteNIO to build old schemas by hand and check that they are migrated.
            dependencies: [
                "SystemStore", "SystemTestSupport", .product(name: "SQLiteNIO", package: "sqlite-nio"),
                // Day One's exports are zips whose photos are named by their MD5.
                .product(name: "ZIPFoundation", package: "ZIPFoundation"), .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SystemServerTests",
            dependencies: [
                "SystemServer",
                "SystemTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SystemCLITests",
            dependencies: ["SystemCLI", "SystemTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            swiftSettings: swiftSettings),
        // A module written outside the app's sources, in the form every module takes: its folders and its tests.
        .testTarget(
            name: "ExampleModuleTests",
            dependencies: [
                "SystemCore", "SystemStore", "SystemServer", "SystemCLI", "SystemTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
