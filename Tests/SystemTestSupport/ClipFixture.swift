import Foundation

/// A set as the smart clip records it, for the CLI, server and browser tests: three smooth reps of 50 cm (up in
/// 0.8, 0.9 and 1.2 s, so the bar slows a third), then a 9 cm rise (a partial rep), at 25 readings a second, each
/// line stamped with its milliseconds, a level bar, CRLF line ends, and two lines the clip did not mean.
public enum ClipFixture {
    public static let threeReps: String = {
        var segments: [(seconds: Double, from: Double, to: Double)] = [(1, 20, 20)]
        for up in [0.8, 0.9, 1.2] { segments += [(up, 20, 70), (0.5, 70, 70), (1.1, 70, 20), (0.6, 20, 20)] }
        segments += [(0.4, 20, 29), (0.3, 29, 29), (0.4, 29, 20), (0.8, 20, 20)]
        var lines: [String] = []
        var start = 0.0
        for segment in segments {
            for step in stride(from: 0.0, to: segment.seconds - 1e-9, by: 0.04) {
                let share = (1 - cos(.pi * step / segment.seconds)) / 2
                let ms = Int(((start + step) * 1000).rounded())
                lines += ["\(ms) s:\(String(format: "%.1f", segment.from + (segment.to - segment.from) * share))", "\(ms) a:0.2:-0.4"]
            }
            start += segment.seconds
        }
        lines.insert("x:5", at: 40)
        lines.insert("s:abc", at: 90)
        return lines.joined(separator: "\r\n") + "\r\n"
    }()
}
