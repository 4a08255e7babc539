import Foundation

/// What the smart clip sent, read line by line: `s:<cm>` is the sonar's distance from the floor, `a:<pitch>:<roll>`
/// the bar's tilt in degrees. A recorded stream may put milliseconds since its start before a reading
/// (`1234 s:141`); an untimed one is read at a known rate, each kind of reading on its own clock. Lines end in LF or
/// CRLF. Anything else — an empty line, `s:`, `a:12`, `x:5`, `s:abc` — is skipped and counted, never fatal: a clip on
/// a barbell drops and garbles lines.
///
/// Kept as columns, one array per figure: the analysis works on each as a whole (an hour at 100 Hz is 360,000 of
/// each), and takes them over without copying.
public struct ClipStream: Sendable, Hashable {
    /// The bar's height above the floor over time.
    public struct Heights: Sendable, Hashable {
        /// Since the stream's start.
        public var seconds: [Double] = []
        public var cm: [Double] = []

        public var count: Int { seconds.count }

        public init(seconds: [Double] = [], cm: [Double] = []) {
            precondition(seconds.count == cm.count, "a height's time and value go together")
            self.seconds = seconds
            self.cm = cm
        }
    }

    /// The bar's tilt over time: pitch along the bar's length, roll around it, in degrees.
    public struct Tilts: Sendable, Hashable {
        public var seconds: [Double] = []
        public var pitch: [Double] = []
        public var roll: [Double] = []

        public var count: Int { seconds.count }

        public init(seconds: [Double] = [], pitch: [Double] = [], roll: [Double] = []) {
            precondition(seconds.count == pitch.count && seconds.count == roll.count, "a tilt's time and values go together")
            self.seconds = seconds
            self.pitch = pitch
            self.roll = roll
        }
    }

    /// In time order.
    public var heights: Heights
    public var tilts: Tilts
    /// Lines that were not a reading (a final line ending is not one).
    public var ignoredLines: Int

    /// The rates an untimed stream may be read at, per second.
    public static let rates: ClosedRange<Double> = 1...1000
    public static let defaultRate = 25.0

    public init(heights: Heights, tilts: Tilts, ignoredLines: Int = 0) {
        self.heights = heights
        self.tilts = tilts
        self.ignoredLines = ignoredLines
    }
}
