/// A link in the header every page shares: a tab (the top-level places) or an aside (settings, help, account).
/// Modules give theirs through ``ServerModule/navigation``; the header lists them in the registry's order.
struct NavigationEntry: Sendable {
    enum Kind: Sendable { case tab, aside }

    let kind: Kind
    /// The place whose pages mark this link as the current one.
    let place: Chrome.Place
    let href: String
    let label: String
    /// The template of its icon (`icon-today`), drawn as a partial.
    let icon: String
    /// Shown only to a signed-in account (on a hosted server).
    var signedInOnly = false
}

/// A navigation link as the layout draws it.
struct NavigationLink: Sendable, Encodable {
    let href: String
    let label: String
    let icon: String
    let isCurrent: Bool
}
