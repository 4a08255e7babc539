import Foundation

/// The days of a set of things that are still open (to-dos, action items), one entry per thing, kept sorted: how
/// many fall before a day is a binary search, and the newest ones are the entries just before it, so a page of
/// them costs O(log n + its length) however long the history.
///
/// It holds days only; which things fall on a day, and in what order, the state that keeps it says (`members`).
/// Inserting is a binary search and a move of the entries after it; a history mostly adds and closes things on
/// recent days, near the end of the array, so folding ten years of it stays linear.
struct DayIndex: Sendable, Equatable {
    private(set) var days: [CivilDate] = []

    var count: Int { days.count }

    mutating func insert(_ day: CivilDate) {
        days.insert(day, at: position(after: day))
    }

    /// Takes one entry of `day` out; nothing when it has none.
    mutating func remove(_ day: CivilDate) {
        let index = position(before: day)
        if index < days.count, days[index] == day { days.remove(at: index) }
    }

    /// How many entries fall before `day`.
    func count(before day: CivilDate) -> Int { position(before: day) }

    /// The days of the newest `limit` things before `end`: every day a first page of that length spans.
    func newest(before end: CivilDate, limit: Int) -> ArraySlice<CivilDate> {
        let total = count(before: end)
        return days[max(0, total - limit)..<total]
    }

    /// A page of the things before `end`, newest day first, after `cursor` (from the newest when nil): each day's
    /// things as `members` lists them, in that order.
    ///
    /// `members(day)` returns the things of a day the index counts, so as many as it holds entries of `day`.
    func page<Item>(
        before end: CivilDate, after cursor: PageCursor?, limit: Int, members: (CivilDate) -> [Item]
    ) -> Page<Item> {
        let total = count(before: end)
        // The cursor's day when it lies inside the list; its first `skip` things were on earlier pages.
        let resume = cursor.flatMap { $0.day < end ? $0 : nil }
        let after = resume.map { count(before: $0.day.adding(days: 1)) } ?? total
        // Newer days than the cursor's, and the part of its day already shown.
        let offset = resume.map { total - after + min($0.skip, after - count(before: $0.day)) } ?? 0
        var index = after - 1
        var items: [Item] = []
        // Counted by the index, not by what `members` returned: a state that does not hold a day's things (loaded
        // in parts) answers none for it, and the page must still end where the whole state's would, asking only
        // for the days it spans.
        var counted = 0
        var last: PageCursor?
        var more = false
        while index >= 0, counted < limit {
            let day = days[index]
            let first = count(before: day)
            let skip = resume?.day == day ? resume!.skip : 0
            let entries = max(0, index - first + 1 - skip)
            let taken = min(limit - counted, entries)
            items += members(day).dropFirst(skip).prefix(taken)
            counted += taken
            last = PageCursor(day: day, skip: skip + taken)
            if taken < entries {
                more = true
                break
            }
            index = first - 1
        }
        more = more || (index >= 0 && counted > 0)
        return Page(items: items, total: total, offset: offset, next: more ? last : nil)
    }

    /// The index of the first entry on or after `day`.
    private func position(before day: CivilDate) -> Int {
        var low = 0, high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] < day { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first entry after `day`.
    private func position(after day: CivilDate) -> Int {
        var low = 0, high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] <= day { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension DayIndex {
    /// Further from 1970 than any day a person plans (about 27,000 years): a part naming one is damaged.
    static let farthestDay = 10_000_000

    /// The count, then each day as the days since the one before (the first since the epoch): small numbers.
    func write(to writer: inout BinaryWriter) {
        writer.int(days.count)
        var previous = 0
        for day in days {
            writer.int(day.daysSinceEpoch - previous)
            previous = day.daysSinceEpoch
        }
    }

    init(from reader: inout BinaryReader) throws {
        var previous = 0
        days = try (0..<reader.count()).map { _ in
            let (day, overflow) = previous.addingReportingOverflow(try reader.int())
            guard !overflow, (-Self.farthestDay...Self.farthestDay).contains(day) else {
                throw BinaryFormError.malformed("a day out of range")
            }
            previous = day
            return CivilDate(daysSinceEpoch: day)
        }
        guard zip(days, days.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw BinaryFormError.malformed("days out of order") }
    }
}
