// Benchmark is not Sendable-annotated; the measured closures run one at a time.
@preconcurrency import Benchmark
import Foundation
import HistoryGenerator
import Hummingbird
import HummingbirdTesting
import SQLiteNIO
import SystemCore
import SystemServer
import SystemStore

// Each measured operation has a baseline measured in the same run, named "… (baseline)", so results read as
// ratios that hold across machines. `ratios.py` prints them.

/// Shared fixtures, built once in setup hooks. Benchmarks run one at a time, so plain globals are safe here.
nonisolated(unsafe) var appendStore: SQLiteEventStore!
nonisolated(unsafe) var rawConnection: SQLiteConnection!
nonisolated(unsafe) var appendVersion: Int64 = 0
nonisolated(unsafe) var historyStore: SQLiteEventStore!
nonisolated(unsafe) var historyService: SystemService!

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "the-system-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
let user = UserID.local

func sampleEvent(_ index: Int) throws -> PendingEvent {
    try PendingEvent(
        id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: 1_700_000_000),
        event: .intentionStarted(
            .init(
                intentionId: IntentionID(UUID()), text: "Write the report #\(index)",
                plannedMinutes: 25, startedAt: Date(timeIntervalSince1970: 1_700_000_000))))
}

/// Opens the raw baseline: a plain table with the same columns, the same pragmas, no triggers or checks.
func openRaw() async throws -> SQLiteConnection {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let connection = try await SQLiteConnection.open(storage: .file(path: scratch.appendingPathComponent("raw-\(UUID()).sqlite").path))
    _ = try await connection.query("PRAGMA journal_mode = WAL")
    _ = try await connection.query("PRAGMA synchronous = FULL")
    _ = try await connection.query(
        "CREATE TABLE events (id TEXT, stream TEXT, seq INTEGER, recorded_at INTEGER, type TEXT, schema_version INTEGER, payload TEXT)")
    return connection
}

func rawInsert(_ events: [PendingEvent], from seq: Int) async throws {
    let rows = Array(repeating: "(?,?,?,?,?,?,?)", count: events.count).joined(separator: ",")
    var binds: [SQLiteData] = []
    for (offset, event) in events.enumerated() {
        binds += [
            .text(event.id.description), .text(user.rawValue), .integer(seq + offset),
            .integer(Int(event.recordedAt.timeIntervalSince1970 * 1000)), .text(event.type),
            .integer(event.schemaVersion), .text(String(decoding: event.payload, as: UTF8.self)),
        ]
    }
    _ = try await rawConnection.query("INSERT INTO events VALUES \(rows)", binds)
}

func openAppendStores() async throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    appendStore = try await SQLiteEventStore.open(path: scratch.appendingPathComponent("append-\(UUID()).sqlite").path)
    appendVersion = 0
    rawConnection = try await openRaw()
}

func closeAppendStores() async throws {
    try await appendStore.close()
    try await rawConnection.close()
}

/// Loads the ten-year history (issue 14's heavy user: plans, to-dos and retrospectives too) into a SQLite file once.
func openHistory() async throws {
    guard historyStore == nil else { return }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    historyStore = try await SQLiteEventStore.open(path: scratch.appendingPathComponent("history.sqlite").path)
    let count = try await HistoryGenerator().load(into: historyStore, user: user)
    print("history: \(count) events")
    historyService = SystemService(
        storage: historyStore, clock: ManualClock(Date(timeIntervalSince1970: 1_900_000_000)),
        defaultTimeZone: HistoryGenerator.timeZone)
    _ = try await historyService.state(for: user)  // warm the cache
}

/// An hour of the clip at 100 timed readings a second (a height and a tilt each): squats of 50 cm, one every 4 s, with
/// the sonar's noise. Deterministic: the same text every run.
let hourOfClipReadings: String = {
    var lines: [String] = []
    lines.reserveCapacity(720_000)
    var noise: UInt64 = 42
    for tick in 0..<360_000 {
        let seconds = Double(tick) / 100
        noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let jitter = Double(noise >> 40) / Double(1 << 24) - 0.5
        let height = 40 + 25 * (1 - cos(2 * Double.pi * seconds / 4)) + jitter
        lines.append("\(tick * 10) s:\(String(format: "%.1f", height))")
        lines.append("\(tick * 10) a:\(String(format: "%.1f", jitter)):\(String(format: "%.1f", -jitter))")
    }
    return lines.joined(separator: "\n") + "\n"
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput], warmupIterations: 3,
        maxDuration: .seconds(5), maxIterations: 2_000)

    // MARK: Appends: durable single appends and batches, against raw inserts of the same rows.

    Benchmark("append: 1 event, durable") { benchmark in
        for index in benchmark.scaledIterations {
            _ = try await appendStore.append([try sampleEvent(index)], to: user, expecting: .exact(appendVersion))
            appendVersion += 1
        }
    } setup: {
        try await openAppendStores()
    } teardown: {
        try await closeAppendStores()
    }

    Benchmark("append: 1 event, durable (baseline)") { benchmark in
        for index in benchmark.scaledIterations {
            try await rawInsert([try sampleEvent(index)], from: index)
        }
    } setup: {
        try await openAppendStores()
    } teardown: {
        try await closeAppendStores()
    }

    Benchmark("append: batch of 100 events") { benchmark in
        for _ in benchmark.scaledIterations {
            let batch = try (0..<100).map(sampleEvent)
            benchmark.startMeasurement()
            _ = try await appendStore.append(batch, to: user, expecting: .exact(appendVersion))
            benchmark.stopMeasurement()
            appendVersion += 100
        }
    } setup: {
        try await openAppendStores()
    } teardown: {
        try await closeAppendStores()
    }

    Benchmark("append: batch of 100 events (baseline)") { benchmark in
        for index in benchmark.scaledIterations {
            let batch = try (0..<100).map(sampleEvent)
            benchmark.startMeasurement()
            try await rawInsert(batch, from: index * 100)
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openAppendStores()
    } teardown: {
        try await closeAppendStores()
    }

    // MARK: Projections: rebuilding a user's state from the whole ten-year history.

    let heavy = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 3)

    Benchmark("projection: rebuild from 10-year history", configuration: heavy) { benchmark in
        for _ in benchmark.scaledIterations {
            let cache = ProjectionCache(store: historyStore, defaultTimeZone: HistoryGenerator.timeZone)
            blackHole(try await cache.state(for: user).intentions.count)
        }
    } setup: {
        try await openHistory()
    }

    Benchmark("projection: rebuild from 10-year history (baseline)", configuration: heavy) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await historyStore.readAll(user).count)
        }
    } setup: {
        try await openHistory()
    }

    // MARK: The coach: the whole catalogue scored for one instant, against reading that day's presence.

    Benchmark("coach: evaluate the catalogue, 10-year history") { benchmark in
        let state = try await historyService.state(for: user)
        let coach = Coach()
        let at = state.calendar.instant(CivilDate("2021-06-15")!, TimeOfDay(hour: 15)!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(coach.evaluate(state, user: user, at: at).message.key)
        }
        benchmark.stopMeasurement()
    } setup: {
        try await openHistory()
    }

    Benchmark("coach: evaluate the catalogue, 10-year history (baseline)") { benchmark in
        let state = try await historyService.state(for: user)
        let at = state.calendar.instant(CivilDate("2021-06-15")!, TimeOfDay(hour: 15)!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(state.presence(on: CivilDate("2021-06-15")!, now: at).presentSeconds)
        }
        benchmark.stopMeasurement()
    } setup: {
        try await openHistory()
    }

    // MARK: The clip: an hour of readings at 100 a second, analysed, against one pass over the same bytes.

    // Twenty rounds after two to warm up: an hour's analysis is tens of milliseconds, so a p50 of three is noise.
    let clip = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 20)

    Benchmark("lift: analyse an hour at 100 Hz", configuration: clip) { benchmark in
        let text = hourOfClipReadings
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(LiftAnalysis(ClipStream(parsing: text)).reps.count)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("lift: analyse an hour at 100 Hz (baseline)", configuration: clip) { benchmark in
        let text = hourOfClipReadings
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var text = text
            blackHole(text.withUTF8 { bytes in bytes.reduce(0) { $0 &+ Int($1) } })
        }
        benchmark.stopMeasurement()
    }

    // MARK: Pages: one day's page from a warm cache, against the smallest route the router serves.

    Benchmark("render: day page, warm cache") { benchmark in
        let app = Application(router: try await buildRouter(service: historyService))
        try await app.test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/days/2021-06-15", method: .get) { response in blackHole(response.body.readableBytes) }
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openHistory()
    }

    // Today, on a day after the history (the service's clock): every to-do left open in ten years is a carry-over,
    // and every retrospective's unchecked action item is still open.
    Benchmark("render: Today page, warm cache") { benchmark in
        let app = Application(router: try await buildRouter(service: historyService))
        try await app.test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/", method: .get) { response in blackHole(response.body.readableBytes) }
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openHistory()
    }

    // The week page: the plan, its capacity suggestion (three earlier weeks of intentions) and the week's days.
    Benchmark("render: week page, warm cache") { benchmark in
        let app = Application(router: try await buildRouter(service: historyService))
        try await app.test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/weeks/2021-06-15", method: .get) { response in blackHole(response.body.readableBytes) }
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openHistory()
    }

    // The demo and retrospective: the week's review and six server-drawn charts.
    Benchmark("render: retrospective page, warm cache") { benchmark in
        let app = Application(router: try await buildRouter(service: historyService))
        try await app.test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/weeks/2021-06-15/retro", method: .get) { response in blackHole(response.body.readableBytes)
                }
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openHistory()
    }

    Benchmark("render: day page, warm cache (baseline)") { benchmark in
        let app = Application(router: try await buildRouter(service: historyService))
        try await app.test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/assets/icon.svg", method: .get) { response in blackHole(response.body.readableBytes) }
            }
            benchmark.stopMeasurement()
        }
    } setup: {
        try await openHistory()
    }
}
