import Foundation
import TableKitData

/// The column summary (`I` in `tablekit view`: `ColumnSummary.summarize`) of a 1,000,000-row
/// CSV of four columns (an id, a name from 5,000, an amount, a date), written to /tmp with
/// a seeded generator, against csvkit's `csvstat` on the same file (`pip install csvkit`;
/// `Benchmarks/summary.sh` installs it when absent) in the same run, alternately. The file
/// is opened and indexed before timing; the summary reads every field once.
@MainActor
func summaryBenchmarks() -> [Measure] {
    let rows = 1_000_000
    let path = "/tmp/tablekit-summary-1m.csv"
    if !FileManager.default.fileExists(atPath: path) { writeSummaryFile(path, rows: rows) }
    let source = try! DataSources.open(path: path, options: DataOpenOptions())
    _ = source.waitUntilComplete()
    let columns = Array(source.columns.indices)
    var figures: [ColumnSummary] = []
    let hasCsvstat = spawnMillis(["csvstat", "--version"], repeats: 1).isFinite
    var ours: [Double] = []
    var theirs: [Double] = []
    for _ in 0..<2 {
        ours.append(timeMillis(repeats: 1) { figures = ColumnSummary.summarize(source, columns: columns) ?? [] })
        if hasCsvstat { theirs.append(spawnMillis(["csvstat", path], repeats: 1)) }
    }
    FileHandle.standardError.write(
        Data("summary: \(figures.map { "\($0.name) \($0.type) distinct \($0.distinct)" })\n".utf8))
    let best = ours.min() ?? 0
    return [
        Measure(
            "summary.csv.1M.4-columns.vs-csvstat", best, unit: "ms", baseline: theirs.min(),
            baselineName: hasCsvstat ? "csvstat FILE (csvkit), same file, best of 2, interleaved" : nil)
    ]
}

/// Writes the bench's CSV: `id,name,amount,date`, seeded so every run sums the same.
private func writeSummaryFile(_ path: String, rows: Int) {
    var seed: UInt64 = 2026
    func next() -> UInt64 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return seed >> 33
    }
    var text = "id,name,amount,date\n"
    text.reserveCapacity(rows * 40)
    for i in 0..<rows {
        let amount = Double(next() % 1_000_000) / 100
        let day = 1 + Int(next() % 28)
        let month = 1 + Int(next() % 12)
        let blank = next() % 50 == 0
        text +=
            "\(i),name-\(next() % 5_000),\(blank ? "" : String(amount)),2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)\n"
    }
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Wall time of running `command` (best of `repeats`), its output discarded, in ms;
/// infinity when it cannot be started (not installed).
private func spawnMillis(_ command: [String], repeats: Int) -> Double {
    var started = true
    let ms = timeMillis(repeats: repeats) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, command[0], &actions, nil, argv, environ) == 0 else { return started = false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if status != 0 { started = false }
    }
    return started ? ms : .infinity
}
