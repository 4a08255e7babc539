import Foundation

/// A moment the coach speaks up on its own: a system notification in an open tab, unless it falls in quiet hours
/// or before "do not disturb until".
public struct CoachReminder: Sendable, Hashable {
    /// Unique for the occasion (`timeup:<intention id>`), so a tab shows it once.
    public let key: String
    public let at: Date
    public let title: String
    public let body: String
    /// Where a click on it leads.
    public let href: String
}

extension Coach {
    /// How long after an intention ends the coach asks for its reflection.
    public static let reflectAfter: TimeInterval = 10 * 60
    /// How long past the planned end "still running?" follows "time's up".
    public static let overdueAfter: TimeInterval = 10 * 60
    /// How long without an intention in waking hours before a nudge.
    public static let idleAfter: TimeInterval = 60 * 60

    /// The reminders due from `now - grace` to `now + horizon`, earliest first, quiet ones left out.
    public func reminders(
        _ state: UserState, now: Date, horizon: TimeInterval = 12 * 3600,
        grace: TimeInterval = 5 * 60
    ) -> [CoachReminder] {
        let calendar = state.calendar
        let settings = state.settings
        let window = DateInterval(start: now.addingTimeInterval(-grace), end: now.addingTimeInterval(horizon))
        var due: [CoachReminder] = []
        let today = calendar.day(containing: now)
        let waking = calendar.wakingWindow(of: today)

        if let running = state.intentions.running {
            due.append(
                .init(
                    key: "timeup:\(running.id)", at: running.plannedEndAt, title: "Time's up",
                    body: "“\(running.text)” reached its planned time.", href: "/focus"))
            due.append(
                .init(
                    key: "overdue:\(running.id)", at: running.plannedEndAt.addingTimeInterval(Self.overdueAfter),
                    title: "Still running", body: "“\(running.text)” is \(Readable.minutes(Int(Self.overdueAfter / 60))) over its time.",
                    href: "/focus"))
        } else {
            if let latest = state.intentions.latest, let ended = latest.endedAt,
                latest.tags.isEmpty || latest.feeling == nil || latest.review.isEmpty
            {
                due.append(
                    .init(
                        key: "reflect:\(latest.id)", at: ended.addingTimeInterval(Self.reflectAfter), title: "How did it go?",
                        body: "“\(latest.text)” is waiting for its reflection.", href: "/intentions/\(latest.id)"))
            }
            let since = max(state.intentions.latest?.endedAt ?? waking.start, waking.start)
            let idleAt = since.addingTimeInterval(Self.idleAfter)
            if idleAt < waking.end {
                due.append(
                    .init(
                        key: "idle:\(Int(since.timeIntervalSince1970))", at: idleAt, title: "What's next?",
                        body: "Nothing has run for an hour. Name the next thing and give it a time.", href: "/#start"))
            }
        }

        let brief = state.standupBrief(on: today)
        if !brief.isDone {
            due.append(
                .init(
                    key: "standup:\(today)", at: brief.dueAt, title: "Standup time",
                    body: "Yesterday's done and not done, then today's plan.", href: "/#standup"))
        }

        let weekStart = calendar.weekStart(containing: today)
        let nextStart = weekStart.adding(days: 7)
        if state.weekly.goals(weekStarting: nextStart).isEmpty {
            due.append(
                .init(
                    key: "plan-eve:\(nextStart)", at: calendar.instant(nextStart.adding(days: -1), TimeOfDay(hour: 18)!),
                    title: "Plan next week", body: "A new week starts tomorrow: your capacity and a few goals per area.",
                    href: "/weeks/\(nextStart)#plan"))
        }
        if state.weekly.goals(weekStarting: weekStart).isEmpty {
            due.append(
                .init(
                    key: "plan-start:\(weekStart)", at: calendar.wakingWindow(of: weekStart).start, title: "Plan this week",
                    body: "The week has begun without goals. Ten minutes to plan it.", href: "/weeks/\(weekStart)#plan"))
        }

        for source in reminderSources { due += source(state, now) }

        // A reminder already due is shown now, so it must not be quiet now either.
        return due.filter { window.contains($0.at) && !settings.isQuiet(at: max($0.at, now), calendar: calendar) }
            .sorted { ($0.at, $0.key) < ($1.at, $1.key) }
    }
}
