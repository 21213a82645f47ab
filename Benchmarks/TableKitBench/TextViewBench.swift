import Foundation
import TableKit

/// A `TextView` of 80×24 over a text of lines of words (20 to 120 columns, some tabs): the
/// first screen (a new view given the text, laid out and drawn) and a scroll step (↓ and
/// PgDn, each drawn), over 10 KB, 1 MB and 10 MB in the same run, the 10 KB figures the
/// baseline of the other two and the 1 MB figures that of 10 MB (independent of size: a
/// ratio near 1); then the same over one 10 MB line, wrapped.
@MainActor
func textViewBenchmarks() -> [Measure] {
    func text(bytes: Int) -> String {
        var rng = BenchRandom(seed: 7)
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "\tindent", "日本語"]
        var out = ""
        out.reserveCapacity(bytes + 200)
        while out.utf8.count < bytes {
            let columns = 20 + Int(rng.next() % 100)
            var line = ""
            while line.count < columns { line += words[Int(rng.next() % UInt64(words.count))] + " " }
            out += line + "\n"
        }
        return out
    }
    let frame = Rect(x: 0, y: 0, width: 80, height: 24)
    func firstScreen(_ t: String) -> Double {
        timeMillis(repeats: 9) {
            let v = TextView(text: t, frame: frame)
            _ = v.renderedCanvas()
        }
    }
    /// The best of `steps` single steps of `key`, each drawn, from the top.
    func step(_ t: String, _ key: Key, steps: Int = 200) -> Double {
        let v = TextView(text: t, frame: frame)
        _ = v.renderedCanvas()
        var best = Double.infinity
        for _ in 0..<steps {
            best = min(
                best,
                timeMillis(repeats: 1) {
                    _ = v.handle(.key(key))
                    _ = v.renderedCanvas()
                })
        }
        return best
    }
    let small = text(bytes: 10_000)
    let medium = text(bytes: 1_000_000)
    let large = text(bytes: 10_000_000)
    let oneLine = String(repeating: "word ", count: 2_000_000)
    var out: [Measure] = []
    for (name, measure) in [
        ("first-screen", { firstScreen($0) }), ("down", { step($0, .down) }),
        ("page-down", { step($0, .pageDown, steps: 20) }),
    ] as [(String, (String) -> Double)] {
        let base = measure(small)
        let oneMB = measure(medium)
        out.append(Measure("textview-\(name)-10KB", base, unit: "ms"))
        out.append(
            Measure("textview-\(name)-1MB", oneMB, unit: "ms", baseline: base, baselineName: "textview-\(name)-10KB"))
        out.append(
            Measure(
                "textview-\(name)-10MB", measure(large), unit: "ms", baseline: oneMB,
                baselineName: "textview-\(name)-1MB"))
        out.append(
            Measure(
                "textview-\(name)-10MB-one-line", measure(oneLine), unit: "ms", baseline: base,
                baselineName: "textview-\(name)-10KB"))
    }
    return out
}
