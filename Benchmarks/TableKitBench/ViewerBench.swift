import Foundation
import TableKit
import TableKitData

// `tablekit view`'s inputs (TableKitData) on big files, each against a peer run on the same
// file in the same process: `wc -l`, `grep -c`, `sort -t, -k`, the `sqlite3` shell. The text
// count and the search keystrokes alternate peer and ours round by round (the machine is
// shared) and report the medians; the 1-minute load average is reported with them.
//
//   bash Benchmarks/viewer.sh          # makes the files in /tmp/tablekit-viewer, runs this
//   .build/release/tablekit-bench --filter viewer --data /tmp/tablekit-viewer
//
// Files read from the data directory (made by viewer.sh): lines-1m.txt, lines-10m.txt,
// people-1m.csv, people-1m.sqlite (table `people`), long-50mb.txt (one 50 MB line),
// nul-1g.bin (a 1 GiB sparse file of NULs: one line). Missing files are skipped.

/// Where peers write their output.
private let peerOutput = NSTemporaryDirectory() + "tablekit-bench-peer.out"

/// This process's resident memory now, by kind, for the notes on stderr.
func residentNote() -> String {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
    return s.split(separator: "\n").filter {
        $0.hasPrefix("VmRSS") || $0.hasPrefix("RssAnon") || $0.hasPrefix("RssFile")
    }
    .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }.joined(separator: ", ")
}

/// The largest resident mappings of this process now (/proc/self/smaps: address range,
/// what is mapped, resident MiB), for the notes on stderr: what holds the memory.
func largestMappingsNote(_ n: Int = 6) -> String {
    // Read to the end with read(2): /proc files report a size of 0.
    let fd = open("/proc/self/smaps", O_RDONLY)
    guard fd >= 0 else { return "" }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    close(fd)
    let s = String(decoding: bytes, as: UTF8.self)
    var maps: [(String, Int)] = []
    for line in s.split(separator: "\n") {
        let f = line.split(separator: " ", omittingEmptySubsequences: true)
        if let first = f.first, first.contains("-"), !first.hasSuffix(":") {
            maps.append((f.count > 5 ? String(f[5]) : "[anon]", 0))
        } else if f.first == "Rss:", let kb = f.count > 1 ? Int(f[1]) : nil, !maps.isEmpty {
            maps[maps.count - 1].1 = kb
        }
    }
    return maps.sorted { $0.1 > $1.1 }.prefix(n).map { "\($0.0.split(separator: "/").last ?? "") \($0.1 / 1024) MiB" }
        .joined(separator: ", ")
}

/// This process's resident memory of one kind now (`VmRSS`, `RssAnon`, `RssFile`), in MiB.
func residentMiB(_ kind: String) -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix(kind + ":") {
        return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
    }
    return 0
}

/// Rows on a first screen.
private let screenRows = 50

func viewerBenchmarks() -> [Measure] {
    let args = CommandLine.arguments
    let dir =
        args.firstIndex(of: "--data").flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil } ?? "/tmp/tablekit-viewer"
    // `--files a,b` limits the run to those files of the directory.
    let only = args.firstIndex(of: "--files").flatMap {
        $0 + 1 < args.count ? args[$0 + 1].split(separator: ",").map(String.init) : nil
    }
    func file(_ name: String) -> String? {
        if let only, !only.contains(name) { return nil }
        let p = dir + "/" + name
        return FileManager.default.fileExists(atPath: p) ? p : nil
    }
    var out: [Measure] = []
    if !FileManager.default.fileExists(atPath: dir + "/lines-1m.txt") {
        FileHandle.standardError.write(Data("viewer: no files in \(dir); run Benchmarks/viewer.sh\n".utf8))
        return out
    }
    for name in ["lines-1m.txt", "lines-10m.txt"] {
        if let path = file(name) { out += textMeasures(path, tag: name) }
    }
    for name in ["long-50mb.txt", "nul-1g.bin"] {
        if let path = file(name) { out += longLineMeasures(path, tag: name) }
    }
    if let path = file("people-1m.csv") { out += csvMeasures(path) }
    if let path = file("people-1m.sqlite") { out += sqliteMeasures(path) }
    let jsonFiles = ["people-1m.json", "people-1m.jsonl"].compactMap { name in file(name).map { (path: $0, tag: name) }
    }
    for f in jsonFiles { out += jsonMeasures(f.path, tag: f.tag) }
    for f in jsonFiles { out += jsonSortMeasures(f.path, tag: f.tag) }
    return out
}

/// Wall time of running `command` (best of `repeats`), output discarded, in ms: started
/// with `posix_spawnp` and reaped with `waitpid` (Foundation's `Process` adds tens of ms).
private func peerMillis(_ command: [String], repeats: Int = 3) -> Double {
    timeMillis(repeats: repeats) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        // Not /dev/null: GNU grep stops at the first match when its output is discarded.
        posix_spawn_file_actions_addopen(&actions, 1, peerOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, command[0], &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// Opens `path` and reads a first screen; returns the source and the time to it in ms.
private func firstScreen(_ path: String, _ options: DataOpenOptions = DataOpenOptions()) -> (any TabularSource, Double)
{
    let t0 = DispatchTime.now().uptimeNanoseconds
    let source = try! DataSources.open(path: path, options: options)
    let opened = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let n = source.waitForRows(screenRows, timeout: .seconds(10))
    FileHandle.standardError.write(Data("viewer: \(source.title): open returned after \(opened) ms, \(n) rows\n".utf8))
    for r in 0..<min(n, screenRows) { blackHole(source.fields(ofRow: r)) }
    let t1 = DispatchTime.now().uptimeNanoseconds
    return (source, Double(t1 - t0) / 1e6)
}

/// The median of `values` (the mean of the middle two for an even count).
private func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

/// The 1-minute load average (/proc/loadavg), for the notes: ratios against a peer run
/// in the same minute hold on a loaded machine, wall times do not.
func loadAverage() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return 0 }
    return Double(s.split(separator: " ").first ?? "") ?? 0
}

/// `rounds` rounds of the peer `command` then `ours`, interleaved (so that both see the
/// same load); the medians of each, in ms.
private func interleaved(
    _ command: [String], rounds: Int, prepare: () -> Void = {},
    _ ours: () -> Void
) -> (ours: Double, peer: Double) {
    var mine: [Double] = []
    var theirs: [Double] = []
    var mineCPU: [Double] = []
    var theirsCPU: [Double] = []
    for _ in 0..<rounds {
        prepare()  // untimed: what the last round left (a source to let go) is not this one's work
        let c0 = cpuMillis(RUSAGE_CHILDREN.rawValue)
        theirs.append(peerMillis(command, repeats: 1))
        let c1 = cpuMillis(RUSAGE_CHILDREN.rawValue)
        let s0 = cpuMillis(RUSAGE_SELF.rawValue)
        mine.append(timeMillis(repeats: 1, ours))
        mineCPU.append(cpuMillis(RUSAGE_SELF.rawValue) - s0)
        theirsCPU.append(c1 - c0)
    }
    lastCPU = (median(mineCPU), median(theirsCPU))
    return (median(mine), median(theirs))
}

/// The medians of CPU time (user + system, all threads) of the last ``interleaved`` call's
/// rounds, ours and the peer's, in ms: what the machine's load does not change much.
nonisolated(unsafe) private var lastCPU = (ours: 0.0, peer: 0.0)

/// User + system CPU time of `who` (`RUSAGE_SELF`, or `RUSAGE_CHILDREN`: reaped children), in ms.
private func cpuMillis(_ who: __rusage_who_t) -> Double {
    var u = rusage()
    getrusage(who, &u)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
    return ms(u.ru_utime) + ms(u.ru_stime)
}

private func textMeasures(_ path: String, tag: String) -> [Measure] {
    var out: [Measure] = []
    out.append(Measure("viewer.machine load average, 1 minute, before (\(tag))", loadAverage(), unit: "load"))
    // Open → first screen → full count, each round after a `wc -l` of the file (the
    // machine is shared): medians of seven rounds, with the peak resident memory of the
    // first one.
    var firsts: [Double] = []
    var rss = 0.0
    var opened: (any TabularSource)?
    var round = 0
    // The last round's source is stopped and let go before the peer runs, untimed: its
    // folding thread and the unmapping of its index are neither ours to time nor the peer's
    // to share a core with (they were inside our time until 2026-12-01's last run).
    let (full, wc) = interleaved(
        ["wc", "-l", path], rounds: 7,
        prepare: {
            opened?.stopLoading()  // no folding for a source measured no more
            opened = nil
            usleep(20_000)  // its threads see the stop and end
        }
    ) {
        if round == 0 { resetPeakMemory() }
        let (s, f) = firstScreen(path)
        s.waitUntilComplete()
        firsts.append(f)
        if round == 0 { rss = peakMemoryMiB() }
        round += 1
        opened = s
    }
    let countCPU = lastCPU
    let first = median(firsts)
    let source = opened!
    // Search is measured "once indexed": with the folded copy of non-ASCII lines made.
    let t1 = DispatchTime.now().uptimeNanoseconds
    while !source.progress.isSearchPrepared { usleep(1_000) }
    let prepared = Double(DispatchTime.now().uptimeNanoseconds - t1) / 1e6
    let lines = source.rowCount
    FileHandle.standardError.write(
        Data("viewer: \(tag) counted: \(residentNote()); largest: \(largestMappingsNote())\n".utf8))
    out.append(
        Measure("viewer.text first screen (\(tag))", first, unit: "ms", baseline: 50, baselineName: "goal: 50 ms"))
    out.append(
        Measure(
            "viewer.text first screen vs wc -l (\(tag))", first, unit: "ms", baseline: wc,
            baselineName: "wc -l, whole file"))
    out.append(
        Measure(
            "viewer.text full count, \(lines) lines, median of 7 (\(tag))", full, unit: "ms", baseline: wc,
            baselineName: "wc -l, interleaved (goal: ratio ≤ 3)"))
    out.append(
        Measure(
            "viewer.text full count CPU (user+sys, all threads), median of 7 (\(tag))", countCPU.ours, unit: "ms",
            baseline: countCPU.peer, baselineName: "wc -l CPU, interleaved"))
    out.append(
        Measure("viewer.search prepared (non-ASCII lines folded) after the count (\(tag))", prepared, unit: "ms"))
    let goal = 100 + Double(lines) * 10 / 1_048_576
    out.append(
        Measure(
            "viewer.text peak RSS open+count (\(tag))", rss, unit: "MiB", baseline: goal,
            baselineName: "goal: 100 MiB + 10 bytes a line"))
    if CommandLine.arguments.contains("--count-only") {
        out.append(Measure("viewer.machine load average, 1 minute, after (\(tag))", loadAverage(), unit: "load"))
        source.stopLoading()
        return out
    }
    // The last screen, once counted (a jump to the end).
    let last = timeMillis(repeats: 1) {
        for r in max(0, lines - screenRows)..<lines { blackHole(source.fields(ofRow: r)) }
    }
    out.append(
        Measure(
            "viewer.text last screen after count (\(tag))", last, unit: "ms", baseline: 50, baselineName: "goal: 50 ms")
    )
    // Search: typing "marie" letter by letter, then a full scan per keystroke as a worst
    // case; each against `grep -c` of the same word, interleaved, medians of five. The
    // results are `RowHits` (one bit a row), as `tablekit view` keeps them.
    let query = "marie"
    var previous = RowHits()
    for k in 1...query.count {
        let word = String(query.prefix(k))
        let q = RowQuery(word)
        let prev = previous
        var rows = RowHits()
        let (ms, grep) = interleaved(["grep", "-c", word, path], rounds: 5) {
            rows = k == 1 ? source.hits(matching: q, in: 0..<lines) : source.hits(matching: q, among: prev)
        }
        previous = rows
        out.append(
            Measure(
                "viewer.search keystroke '\(word)' \(k == 1 ? "full scan" : "within \(prev.count)"), \(rows.count) hits (\(tag))",
                ms,
                unit: "ms", baseline: grep, baselineName: "grep -c \(word), interleaved (goal: ratio ≤ 0.5)"))
    }
    let (full5, grepFull) = interleaved(["grep", "-c", query, path], rounds: 5) {
        blackHole(source.hits(matching: RowQuery(query), in: 0..<lines))
    }
    out.append(
        Measure(
            "viewer.search '\(query)' full scan (\(tag))", full5, unit: "ms", baseline: grepFull,
            baselineName: "grep -c \(query), interleaved (goal: ratio ≤ 0.5)"))
    let (two, grepTwo) = interleaved(["grep", "-c", "marie", path], rounds: 5) {
        blackHole(source.hits(matching: RowQuery("ann marie"), in: 0..<lines))
    }
    out.append(
        Measure(
            "viewer.search 'ann marie' full scan (\(tag))", two, unit: "ms", baseline: grepTwo,
            baselineName: "grep -c marie, interleaved"))
    out.append(
        Measure(
            "viewer.text peak RSS after searches (\(tag))", peakMemoryMiB(), unit: "MiB", baseline: goal,
            baselineName: "goal: 100 MiB + 10 bytes a line"))
    // What is resident once the searches are done: the process's own memory (line index,
    // folded copy, results) and the file's pages it has mapped (clean page cache).
    FileHandle.standardError.write(
        Data("viewer: \(tag) after searches: \(residentNote()); largest: \(largestMappingsNote())\n".utf8))
    out.append(
        Measure(
            "viewer.text RSS after searches, anonymous (\(tag))", residentMiB("RssAnon"), unit: "MiB", baseline: goal,
            baselineName: "goal: 100 MiB + 10 bytes a line"))
    out.append(
        Measure("viewer.text RSS after searches, file pages mapped (\(tag))", residentMiB("RssFile"), unit: "MiB"))
    out.append(Measure("viewer.machine load average, 1 minute, after (\(tag))", loadAverage(), unit: "load"))
    source.stopLoading()
    return out
}

private func longLineMeasures(_ path: String, tag: String) -> [Measure] {
    FileHandle.standardError.write(Data("viewer: before \(tag): \(residentNote())\n".utf8))
    resetPeakMemory()
    let t0 = DispatchTime.now().uptimeNanoseconds
    let source = try! DataSources.open(path: path)
    _ = source.waitForRows(1, timeout: .seconds(60))
    blackHole(source.fields(ofRow: 0))
    let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let wc = peerMillis(["wc", "-l", path], repeats: 1)
    source.waitUntilComplete()
    return [
        Measure(
            "viewer.long line first row shown (\(tag))", ms, unit: "ms", baseline: 2_000, baselineName: "goal: 2 s"),
        Measure("viewer.long line first row vs wc -l (\(tag))", ms, unit: "ms", baseline: wc, baselineName: "wc -l"),
        Measure("viewer.long line peak RSS (\(tag))", peakMemoryMiB(), unit: "MiB"),
    ]
}

private func csvMeasures(_ path: String) -> [Measure] {
    var out: [Measure] = []
    let tag = "people-1m.csv"
    resetPeakMemory()
    let t0 = DispatchTime.now().uptimeNanoseconds
    let (source, first) = firstScreen(path)
    source.waitUntilComplete()
    let full = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let wc = peerMillis(["wc", "-l", path])
    out.append(
        Measure("viewer.csv first screen (\(tag))", first, unit: "ms", baseline: 50, baselineName: "goal: 50 ms"))
    out.append(
        Measure(
            "viewer.csv full count, \(source.rowCount) rows (\(tag))", full, unit: "ms", baseline: wc,
            baselineName: "wc -l"))
    out.append(Measure("viewer.csv peak RSS open+count (\(tag))", peakMemoryMiB(), unit: "MiB"))
    let types = source.columns.map { "\($0.name):\($0.type.rawValue)" }.joined(separator: " ")
    FileHandle.standardError.write(Data("viewer: \(tag) columns \(types)\n".utf8))
    // Sorting by a text column (collated) and a number column, against GNU sort in the
    // same run (C.UTF-8: byte order; it reads and splits the file too).
    let collation = IndexedCollation.current
    let name = try! ColumnSelection.index(of: "name", in: source.columns)
    let amount = try! ColumnSelection.index(of: "amount", in: source.columns)
    var order: [Int] = []
    let byName = timeMillis(repeats: 2) { order = RowOrder.sorted(source, byColumn: name, collation: collation) }
    blackHole(order)
    let sortText = peerMillis(["sort", "-t,", "-k\(name + 1),\(name + 1)", path, "-o", "/dev/null"], repeats: 2)
    out.append(
        Measure(
            "viewer.csv sort by text column 'name', collated (\(tag))", byName, unit: "ms", baseline: sortText,
            baselineName: "sort -t, -k\(name + 1),\(name + 1) (goal: ratio ≤ 2)"))
    let byAmount = timeMillis(repeats: 2) {
        order = RowOrder.sorted(source, byColumn: amount, ascending: false, collation: collation)
    }
    let sortNumber = peerMillis(
        ["sort", "-t,", "-k\(amount + 1),\(amount + 1)nr", path, "-o", "/dev/null"], repeats: 2)
    out.append(
        Measure(
            "viewer.csv sort by number column 'amount', descending (\(tag))", byAmount, unit: "ms",
            baseline: sortNumber,
            baselineName: "sort -t, -k\(amount + 1),\(amount + 1)nr (goal: ratio ≤ 2)"))
    // Search across all columns, and in one column (`--search-column name`).
    while !source.progress.isSearchPrepared { usleep(1_000) }
    let grep = peerMillis(["grep", "-c", "marie", path], repeats: 3)
    var hits = 0
    let all = timeMillis(repeats: 3) { hits = source.rows(matching: RowQuery("marie"), in: 0..<source.rowCount).count }
    out.append(
        Measure(
            "viewer.csv search 'marie', all columns, \(hits) hits (\(tag))", all, unit: "ms", baseline: grep,
            baselineName: "grep -c marie (goal: ratio ≤ 0.5)"))
    let one = timeMillis(repeats: 3) {
        hits = source.rows(matching: RowQuery("marie", column: name), in: 0..<source.rowCount).count
    }
    out.append(
        Measure(
            "viewer.csv search 'marie' in column 'name', \(hits) hits (\(tag))", one, unit: "ms", baseline: grep,
            baselineName: "grep -c marie"))
    let values = timeMillis(repeats: 2) {
        blackHole(RowOrder.fieldValues(source, column: name, rows: Array(0..<source.rowCount)))
    }
    out.append(
        Measure(
            "viewer.csv reading one column of every row (\(tag))", values, unit: "ms", baseline: byName,
            baselineName: "the whole text sort"))
    return out
}

private func sqliteMeasures(_ path: String) -> [Measure] {
    let tag = "people-1m.sqlite"
    var firstMs = Double.infinity
    var source: (any TabularSource)?
    for _ in 0..<3 {
        let (s, ms) = firstScreen(path, DataOpenOptions(table: "people"))
        firstMs = min(firstMs, ms)
        source?.stopLoading()
        source = s
    }
    let shell = peerMillis(["sqlite3", path, "SELECT * FROM people LIMIT \(screenRows)"])
    let s = source!
    let t0 = DispatchTime.now().uptimeNanoseconds
    s.waitUntilComplete()
    let count = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let n = s.rowCount
    let last = timeMillis(repeats: 1) { for r in max(0, n - screenRows)..<n { blackHole(s.fields(ofRow: r)) } }
    let middle = timeMillis(repeats: 1) { for r in n / 2..<n / 2 + screenRows { blackHole(s.fields(ofRow: r)) } }
    var hits = 0
    let firstSearch = timeMillis(repeats: 1) { hits = s.rows(matching: RowQuery("marie"), in: 0..<n).count }
    let nextSearch = timeMillis(repeats: 3) { hits = s.rows(matching: RowQuery("marie"), in: 0..<n).count }
    let shellSearch = peerMillis(
        ["sqlite3", path, "SELECT count(*) FROM people WHERE name LIKE '%marie%'"], repeats: 3)
    return [
        Measure(
            "viewer.sqlite first screen, table people (\(tag))", firstMs, unit: "ms", baseline: 50,
            baselineName: "goal: 50 ms"),
        Measure(
            "viewer.sqlite first screen vs sqlite3 shell LIMIT \(screenRows) (\(tag))", firstMs, unit: "ms",
            baseline: shell, baselineName: "sqlite3 db 'SELECT * … LIMIT 50'"),
        Measure("viewer.sqlite rowid index, \(n) rows, after the first screen (\(tag))", count, unit: "ms"),
        Measure(
            "viewer.sqlite last screen after the count (\(tag))", last, unit: "ms", baseline: 50,
            baselineName: "goal: 50 ms"),
        Measure(
            "viewer.sqlite middle screen after the count (\(tag))", middle, unit: "ms", baseline: 50,
            baselineName: "goal: 50 ms"),
        Measure(
            "viewer.sqlite first search 'marie' (reads the table into a search index), \(hits) hits (\(tag))",
            firstSearch, unit: "ms",
            baseline: shellSearch, baselineName: "sqlite3 … WHERE name LIKE '%marie%'"),
        Measure(
            "viewer.sqlite next search 'marie' (\(tag))", nextSearch, unit: "ms", baseline: shellSearch,
            baselineName: "sqlite3 … WHERE name LIKE '%marie%'"),
    ]
}

// MARK: JSON

/// A JSON array of 1,000,000 objects and the same as JSON Lines: the first screen, the whole
/// index and the peak resident memory, each against `wc -l` of the file (reading it once)
/// and `jq` parsing it whole (`jq length` of the array, `jq -c length` of each line), run
/// in the same process; then one search against `grep -c`.
private func jsonMeasures(_ path: String, tag: String) -> [Measure] {
    var out: [Measure] = []
    out.append(Measure("viewer.machine load average, 1 minute, before (\(tag))", loadAverage(), unit: "load"))
    resetPeakMemory()
    let t0 = DispatchTime.now().uptimeNanoseconds
    let (source, first) = firstScreen(path)
    source.waitUntilComplete()
    let full = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    let rss = peakMemoryMiB()
    let rows = source.rowCount
    FileHandle.standardError.write(Data("viewer: \(tag) indexed: \(residentNote())\n".utf8))
    let wc = peerMillis(["wc", "-l", path])
    let jqArgs = tag.hasSuffix(".jsonl") ? ["jq", "-c", "length", path] : ["jq", "length", path]
    let jq = peerMillis(jqArgs, repeats: 1)
    let goal = 100 + Double(rows) * 10 / 1_048_576
    out.append(
        Measure("viewer.json first screen (\(tag))", first, unit: "ms", baseline: 50, baselineName: "goal: 50 ms"))
    out.append(
        Measure(
            "viewer.json first screen vs wc -l (\(tag))", first, unit: "ms", baseline: wc,
            baselineName: "wc -l, whole file"))
    out.append(
        Measure("viewer.json full index, \(rows) rows (\(tag))", full, unit: "ms", baseline: wc, baselineName: "wc -l"))
    out.append(
        Measure(
            "viewer.json full index vs jq, \(rows) rows (\(tag))", full, unit: "ms", baseline: jq,
            baselineName: jqArgs.dropLast().joined(separator: " ")))
    out.append(
        Measure(
            "viewer.json peak RSS open+index (\(tag))", rss, unit: "MiB", baseline: goal,
            baselineName: "goal: 100 MiB + 10 bytes a record"))
    let last = timeMillis(repeats: 1) {
        for r in max(0, rows - screenRows)..<rows { blackHole(source.fields(ofRow: r)) }
    }
    out.append(
        Measure(
            "viewer.json last screen after the index (\(tag))", last, unit: "ms", baseline: 50,
            baselineName: "goal: 50 ms"))
    let grep = peerMillis(["grep", "-c", "marie", path], repeats: 3)
    var hits = 0
    let search = timeMillis(repeats: 3) { hits = source.rows(matching: RowQuery("marie"), in: 0..<rows).count }
    out.append(
        Measure(
            "viewer.json search 'marie', all columns, \(hits) hits (\(tag))", search, unit: "ms", baseline: grep,
            baselineName: "grep -c marie"))
    out.append(
        Measure(
            "viewer.json peak RSS after the search (\(tag))", peakMemoryMiB(), unit: "MiB", baseline: goal,
            baselineName: "goal: 100 MiB + 10 bytes a record"))
    source.stopLoading()
    return out
}

/// Sorting a JSON file by a text column (collated) and a number column: every row's field
/// parsed. Run after every file's `jsonMeasures`, whose peak-RSS lines the sort's heap
/// would otherwise raise.
private func jsonSortMeasures(_ path: String, tag: String) -> [Measure] {
    let (source, _) = firstScreen(path)
    source.waitUntilComplete()
    defer { source.stopLoading() }
    let collation = IndexedCollation.current
    guard let name = try? ColumnSelection.index(of: "name", in: source.columns),
        let amount = try? ColumnSelection.index(of: "amount", in: source.columns)
    else { return [] }
    let byName = timeMillis(repeats: 1) { blackHole(RowOrder.sorted(source, byColumn: name, collation: collation)) }
    let byAmount = timeMillis(repeats: 1) {
        blackHole(RowOrder.sorted(source, byColumn: amount, ascending: false, collation: collation))
    }
    return [
        Measure("viewer.json sort by text column 'name', collated (\(tag))", byName, unit: "ms"),
        Measure("viewer.json sort by number column 'amount', descending (\(tag))", byAmount, unit: "ms"),
    ]
}
