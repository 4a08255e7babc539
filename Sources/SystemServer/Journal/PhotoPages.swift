import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// A photo full size, one at a time: its day, its entry, the photos before and after it that day, and a way to
/// remove it.
struct PhotoPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: String
    let src: String
    let width: Int
    let height: Int
    let alt: String
    let day: String
    let dayHref: String
    /// "2 of 5"
    let position: String
    let previousHref: String?
    let nextHref: String?
    let details: String
    let removeKey: String

    init(_ photo: JournalPhoto, state: UserState, now: Date, removeKey: String) {
        let calendar = state.calendar
        let today = state.today(now: now)
        let photos = state.journal.photos(on: photo.date)
        let index = photos.firstIndex { $0.id == photo.id } ?? 0
        chrome = Chrome(day: photo.date, state: state, now: now)
        id = photo.id.description
        src = "/api/v1/photos/\(photo.id)"
        width = photo.width
        height = photo.height
        day = Readable.shortDay(photo.date) + (photo.date.year == today.year ? "" : " \(photo.date.year)")
        alt = "Photo of \(day), added \(Readable.time(photo.addedAt, in: calendar))"
        dayHref = DayPage.href(photo.date, today: today) + "#photos"
        position = "\(index + 1) of \(photos.count)"
        previousHref = index > 0 ? "/photos/\(photos[index - 1].id)" : nil
        nextHref = index + 1 < photos.count ? "/photos/\(photos[index + 1].id)" : nil
        details = "\(photo.width) × \(photo.height) · \(photo.readableSize)"
        self.removeKey = removeKey
    }
}

enum PhotoPages {
    static func add(to router: Router<AppContext>, with app: ServerModuleContext) {
        let pages = app.pages
        router.get("/photos/{id}") { _, context in
            let user = try context.user()
            let state = try await pages.service.state(for: user)
            let now = pages.service.clock.now()
            guard let id = context.parameters.get("id").flatMap(PhotoID.init), let photo = state.journal.photo(id) else {
                return pages.notFound(state, now, context, what: "photo")
            }
            return pages.renderer.render(PhotoPage(photo, state: state, now: now, removeKey: Pages.newKey()), "photo", in: context)
        }
        router.post("/photos/{id}/remove") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            guard let id = context.parameters.get("id").flatMap(PhotoID.init), let photo = state.journal.photo(id) else {
                return pages.notFound(state, pages.service.clock.now(), context, what: "photo")
            }
            try await pages.service.execute(
                .journal(.removePhoto(id)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther(pages.dayPath(photo.date, state: state) + "?saved=photo-removed#photos")
        }
    }
}
