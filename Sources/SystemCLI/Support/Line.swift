/// One-line renderings shared by the commands: short aligned lines, words before symbols.
///
/// Each module adds its own in `Line+<module>.swift` beside its commands.
enum Line {}
