// swift-tools-version:6.2
import Foundation
import PackageDescription

// The benchmark suite lives in its own package so the app's build and tests never compile the benchmark tooling.
// A path dependency is named by its folder, which differs between clones: read it from where this file is.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootName = root.lastPathComponent

let package = Package(
    name: "SystemBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // A realistic ten-year history of one heavy user (issue 14's shape), generated deterministically from the app's commands.
        .target(
            name: "HistoryGenerator",
            dependencies: [
                .product(name: "SystemCore", package: rootName),
                .product(name: "SystemStore", package: rootName),
            ]
        ),
        // Writes that history as files for the whole-process benchmarks (`cli-and-server.py`).
        .executableTarget(
            name: "generate-history",
            dependencies: [
                "HistoryGenerator",
                .product(name: "SystemCore", package: rootName),
                .product(name: "SystemStore", package: rootName),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The food database's search, query by query, against a raw FTS5 query (`food-search.py`).
        .executableTarget(
            name: "food-search",
            dependencies: [
                .product(name: "SystemStore", package: rootName),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SystemBenchmarks",
            dependencies: [
                "HistoryGenerator",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SystemCore", package: rootName),
                .product(name: "SystemStore", package: rootName),
                .product(name: "SystemServer", package: rootName),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ],
            path: "Benchmarks/SystemBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
