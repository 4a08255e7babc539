import Foundation
import SystemCore

extension SystemService {
    /// A set as a lifter sends it: the lift, the weight, the reps (or the clip's recorded stream, whose reps count),
    /// and what was aimed for.
    public struct SetInput: Sendable {
        public var liftID: LiftID
        public var weightKg: Double
        public var reps: Int?
        public var targetReps: Int?
        /// The clip's stream as it came, with the rate of its untimed lines and where it came from ("set.txt").
        public var stream: (text: String, rate: Double, name: String)?

        public init(liftID: LiftID, weightKg: Double, reps: Int?, targetReps: Int?, stream: (text: String, rate: Double, name: String)?) {
            self.liftID = liftID
            self.weightKg = weightKg
            self.reps = reps
            self.targetReps = targetReps
            self.stream = stream
        }
    }

    /// Records a set, the one way the pages, the API and the command line do: the stream analysed, kept in the
    /// workouts module's tables (a store without SQL keeps none) and named by the set, which keeps what each rep
    /// measured. The stream is stored first, under `streamID`, and removed again when the set is refused, so a set
    /// never names a stream that is missing and no stream stays that no set names. Returns the outcome and the
    /// analysis (nil without a stream).
    public func recordSet(
        _ input: SetInput, id: LiftSetID, streamID: String, for user: UserID, idempotencyKey: String? = nil
    ) async throws -> (outcome: Outcome, analysis: LiftAnalysis?) {
        // Instants are kept to the second: a set completed within the second of the one before (sets logged one after
        // another) is stamped a second after it, so the sets keep the order they were done in.
        var now = clock.now().wholeSecond
        let recent = try await state(for: user).workouts.sets(in: DateInterval(start: now.addingTimeInterval(-60), duration: 120))
        if let latest = recent.last?.at, latest >= now { now = latest.addingTimeInterval(1) }
        let analysis = input.stream.map { LiftAnalysis(ClipStream(parsing: $0.text, rate: $0.rate)) }
        var streams: ClipStreams?
        if let stream = input.stream {
            streams = try await ClipStreams.of(storage, for: user)
            try await streams?.add(StoredClipStream(id: streamID, recordedAt: now, rate: stream.rate, name: stream.name, body: stream.text))
        }
        let measured = analysis.map {
            LiftSet.Measured(
                repVelocities: $0.reps.map(\.meanConcentricVelocity), repRangesCm: $0.reps.map(\.romCm), partialReps: $0.partialReps.count,
                streamId: streams == nil ? nil : streamID)
        }
        let set = LiftSet(
            id: id, liftId: input.liftID, weightKg: input.weightKg, reps: input.reps ?? analysis?.reps.count ?? 0,
            targetReps: input.targetReps, at: now, measured: measured)
        do {
            let outcome = try await execute(.workouts(.recordSet(set)), for: user, idempotencyKey: idempotencyKey)
            return (outcome, analysis)
        } catch {
            try? await streams?.remove(streamID)
            throw error
        }
    }
}
