import Foundation
import SystemCore

extension SystemService {
    /// The coach's evaluation for `user` at `at`, viewing `date` (the day holding `at` by default), knowing what
    /// the modules' tables hold about the moment (``StoreModules/coachFacts(of:state:at:date:in:)``): the one way
    /// pages, the API and the command line ask the coach.
    public func coach(
        _ coach: Coach = .standard, for user: UserID, state: UserState, at: Date, date: CivilDate? = nil, modules: StoreModules = .standard
    ) async throws -> Coach.Evaluation {
        let day = date ?? state.calendar.day(containing: at)
        let facts = try await modules.coachFacts(of: user, state: state, at: at, date: day, in: storage)
        return coach.evaluate(state, user: user, at: at, date: day, facts: facts)
    }

    /// The coach's message alone (``Coach/message(_:user:at:date:facts:)``): what a page or a status line shows,
    /// for less work than the whole evaluation.
    public func coachMessage(
        _ coach: Coach = .standard, for user: UserID, state: UserState, at: Date, date: CivilDate? = nil, modules: StoreModules = .standard
    ) async throws -> Coach.Message {
        let day = date ?? state.calendar.day(containing: at)
        let facts = try await modules.coachFacts(of: user, state: state, at: at, date: day, in: storage)
        return coach.message(state, user: user, at: at, date: day, facts: facts)
    }
}
