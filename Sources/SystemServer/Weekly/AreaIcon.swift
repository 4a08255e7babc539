import SystemCore

/// The design system's area icons as inline SVG, drawn in the area's colour class.
enum AreaIcon {
    static func svg(_ icon: Area.Icon, color: Area.Color) -> String {
        #"<svg class="area-icon area-\#(color.rawValue)" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><circle cx="12" cy="12" r="11" class="area-disc"/><path d="\#(path(icon))" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>"#
    }

    private static func path(_ icon: Area.Icon) -> String {
        switch icon {
        case .briefcase: "M6 9h12v8H6zM9.5 9V7.5h5V9"
        case .heart: "M12 17.5s-5.5-3.3-5.5-7a3 3 0 0 1 5.5-1.6A3 3 0 0 1 17.5 10.5c0 3.7-5.5 7-5.5 7z"
        case .leaf: "M7 17c0-6 4-10 10-10 0 6-4 10-10 10zM7 17l5-5"
        case .house: "M6 11.5 12 6.5l6 5M7.5 10.5V17h9v-6.5"
        case .book: "M6.5 7h4a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0-1.5-1.5h-4zM17.5 7h-4A1.5 1.5 0 0 0 12 8.5V17a1.5 1.5 0 0 1 1.5-1.5h4z"
        case .star: "M12 6.5l1.7 3.5 3.8.5-2.8 2.6.7 3.8L12 15.1l-3.4 1.8.7-3.8-2.8-2.6 3.8-.5z"
        case .moon: "M15.5 15.5A5.5 5.5 0 0 1 10 7a5.5 5.5 0 1 0 5.5 8.5z"
        case .coin: "M12 6.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11zM12 9v6M10.5 10.3h2.3a1 1 0 0 1 0 2h-1.6a1 1 0 0 0 0 2h2.3"
        case .people: "M9.5 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 17a4 4 0 0 1 8 0M15 11a1.8 1.8 0 1 0 0-3.6M15.5 13.2A3.5 3.5 0 0 1 18.5 17"
        case .flag: "M7.5 17.5V6.5M7.5 7h9l-2 3 2 3h-9"
        }
    }
}
