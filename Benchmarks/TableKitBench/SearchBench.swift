import Foundation
@_spi(Benchmarks) import TableKit
import TableKitTestSupport

// Search filtering and text measures over a million names.
//
//   swift run -c release tablekit-bench --filter search --names /tmp/names-1m.txt
//
// `--names PATH` reads one name per line (make it with
// `python3 shared/data/make_data.py --big PATH`); without it, 1,000,000 deterministic
// synthetic names are generated in-process (about 40% with accented Latin letters), and every measure
// name says "synthetic".

/// 60 Hz: the time one keystroke's filtering may take.
private let frameBudgetMillis = 1000.0 / 60.0

func searchBenchmarks() -> [Measure] {
    let args = CommandLine.arguments
    let path = args.firstIndex(of: "--names").flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil }
    let (names, source) = loadNames(path)
    let tag = "\(names.count) \(source) names"
    var out: [Measure] = []

    // Index build: folding every name into one buffer, against copying raw UTF-8 into one.
    // Run alternately, best of 9 each, as CPU time of this thread (the build is single-
    // threaded), so that both see the same load and waiting for a core does not count.
    var index = SearchIndex([])
    let (copyMs, buildMs) = timeMillisAlternating(
        repeats: 9, clock: .thread,
        baseline: {
            var bytes: [UInt8] = []
            var offsets: [Int] = [0]
            bytes.reserveCapacity(names.count * 16)
            for n in names {
                bytes.append(contentsOf: n.utf8)
                bytes.append(0)
                offsets.append(bytes.count)
            }
            blackHole((bytes, offsets))
        }, subject: { index = SearchIndex(names) })
    out.append(
        Measure(
            "search.build (\(tag))", buildMs, unit: "ms", baseline: copyMs,
            baselineName: "concatenate raw UTF-8 with offsets, no folding; thread CPU time"))

    // Typing a query letter by letter: first keystroke scans everything, later ones
    // narrow the previous result.
    let query = "anna"
    var previous: [Int] = []
    for k in 1...query.count {
        let q = String(query.prefix(k))
        var rows: [Int] = []
        let first = k == 1
        let prev = previous
        let ms = timeMillis(repeats: 7) {
            rows = first ? index.matches(q) : index.matches(q, within: prev)
        }
        let scan = plainScanMillis(index, q)
        let how = first ? "full scan" : "within \(prev.count) rows"
        out.append(
            Measure(
                "search.keystroke '\(q)' \(how), \(rows.count) hits (\(tag))", ms, unit: "ms",
                baseline: scan, baselineName: "memmem count over the folded buffer, no row mapping"))
        out.append(
            Measure(
                "search.keystroke '\(q)' vs frame (\(tag))", ms, unit: "ms",
                baseline: frameBudgetMillis, baselineName: "60 Hz frame budget"))
        if !first {
            let rowByRow = timeMillis(repeats: 7) { blackHole(index.matchesRowByRow(q, within: prev)) }
            out.append(
                Measure(
                    "search.keystroke '\(q)' \(how), as used vs row by row (\(tag))", ms, unit: "ms",
                    baseline: rowByRow, baselineName: "searching each candidate row alone"))
        }
        previous = rows
    }

    // Full scans of a 3-letter query: two threads (what `matches` does) and one.
    for q in ["son", "mar"] {
        var hits = 0
        let ms = timeMillis(repeats: 7) { hits = index.matches(q).count }
        let single = timeMillis(repeats: 7) { blackHole(index.matchesSingleThreaded(q)) }
        let scan = plainScanMillis(index, q)
        out.append(
            Measure(
                "search.fullscan '\(q)', \(hits) hits (\(tag))", ms, unit: "ms",
                baseline: scan, baselineName: "memmem count over the folded buffer, no row mapping"))
        out.append(
            Measure(
                "search.fullscan '\(q)' vs frame (\(tag))", ms, unit: "ms",
                baseline: frameBudgetMillis, baselineName: "60 Hz frame budget"))
        out.append(
            Measure(
                "search.fullscan '\(q)' two threads vs one (\(tag))", ms, unit: "ms",
                baseline: single, baselineName: "same scan on one thread"))
    }

    // Text on the render path, per name.
    // Baseline: the least a per-name text function must do, reading every UTF-8 byte.
    let countMs = timeMillis(repeats: 3) {
        var t = 0
        for n in names { for b in n.utf8 { t &+= Int(b) } }
        blackHole(t)
    }
    let perName = { (ms: Double) in ms * 1e6 / Double(names.count) }
    let widthMs = timeMillis(repeats: 3) {
        var t = 0
        for n in names { t &+= DisplayWidth.columns(of: n) }
        blackHole(t)
    }
    out.append(
        Measure(
            "text.displayWidth per name (\(tag))", perName(widthMs), unit: "ns",
            baseline: perName(countMs), baselineName: "sum of UTF-8 bytes per name"))
    let checkMs = timeMillis(repeats: 3) {
        var t = 0
        for n in names where Sanitizer.needsSanitizing(n) { t &+= 1 }
        blackHole(t)
    }
    out.append(
        Measure(
            "text.needsSanitizing per name (\(tag))", perName(checkMs), unit: "ns",
            baseline: perName(countMs), baselineName: "sum of UTF-8 bytes per name"))
    let sanitizeMs = timeMillis(repeats: 3) {
        var t = 0
        for n in names { t &+= Sanitizer.sanitize(n).utf8.count }
        blackHole(t)
    }
    out.append(
        Measure(
            "text.sanitize per name, clean text (\(tag))", perName(sanitizeMs), unit: "ns",
            baseline: perName(countMs), baselineName: "sum of UTF-8 bytes per name"))
    let dirty = names.prefix(100_000).map { $0 + "\u{1B}[2J" }
    let dirtyMs = timeMillis(repeats: 3) {
        var t = 0
        for n in dirty { t &+= Sanitizer.sanitize(n).utf8.count }
        blackHole(t)
    }
    out.append(
        Measure(
            "text.sanitize per name with an escape sequence (100000 \(source) names)",
            dirtyMs * 1e6 / Double(dirty.count), unit: "ns"))

    // One screen of a table: 60 visible rows sanitised, measured, truncated to 30 columns.
    let screen = Array(names.prefix(60))
    let frameMs = timeMillis(repeats: 50) {
        var t = 0
        for n in screen { t &+= Truncation.truncate(Sanitizer.sanitize(n), toWidth: 30).displayWidth }
        blackHole(t)
    }
    out.append(
        Measure(
            "text.frame: sanitize+truncate+width of 60 rows (\(source) names)", frameMs * 1000, unit: "µs",
            baseline: frameBudgetMillis * 1000, baselineName: "60 Hz frame budget"))
    return out
}

/// The names from `path`, one per line, or 1,000,000 synthetic ones.
private func loadNames(_ path: String?) -> ([String], String) {
    if let path {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            FileHandle.standardError.write(Data("cannot read names from \(path)\n".utf8))
            exit(2)
        }
        return (text.split(separator: "\n").map(String.init), "file")
    }
    let first = [
        "Anna", "Annabelle", "Hannah", "John", "Maria", "Mark", "Joanna", "Zoë", "José", "Ólafur",
        "Søren", "Émile", "Li", "Mohammed", "Sean", "Ingrid", "Björn", "Dana", "Léa", "Marcus",
    ]
    let last = [
        "Anderson", "Johnson", "Svensson", "Müller", "Garcia", "Nuñez", "Smith", "Marsh", "Brown",
        "Dubois", "Wilson", "Kowalski", "Tanaka", "Larsen", "Martin", "Hansen", "Rossi", "Nguyen",
    ]
    var rng = SeededRandom(seed: 0x7AB1E)
    func next() -> Int { Int(truncatingIfNeeded: rng.next() >> 1) }
    let names = (0..<1_000_000).map { i in
        "\(first[next() % first.count]) \(last[next() % last.count])\(i % 7 == 0 ? "-\(last[next() % last.count])" : "")"
    }
    return (names, "synthetic")
}

/// The baseline: glibc's `memmem` counting every occurrence of the folded query in the
/// folded buffer, with no mapping to rows (found at run time: Swift's Glibc module does not
/// declare this GNU extension).
private func plainScanMillis(_ index: SearchIndex, _ query: String) -> Double {
    typealias Memmem = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?
    guard let sym = dlsym(dlopen(nil, RTLD_NOW), "memmem") else { return 0 }
    let memmem = unsafeBitCast(sym, to: Memmem.self)
    let needle = Array(SearchIndex.fold(query).utf8)
    return index.withUnsafeFoldedBytes { buf in
        timeMillis(repeats: 7) {
            var hits = 0
            var p = buf.baseAddress!
            let end = buf.baseAddress! + buf.count
            while let h = memmem(p, end - p, needle, needle.count) {
                hits += 1
                p = UnsafeRawPointer(h) + 1
            }
            blackHole(hits)
        }
    }
}
