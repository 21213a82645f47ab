// tablekit-bench: release-built measures of TableKit, one JSON object per line.
// Run: swift run -c release tablekit-bench [--filter NAME] [--names PATH]
import Foundation

/// Every group of benchmarks, by name. Each group returns its measures.
let groups: [(String, @MainActor () -> [Measure])] = [
    ("table", tableBenchmarks),
    ("search", searchBenchmarks),
    ("diff", diffBenchmarks),
    ("snapshot", snapshotBenchmarks),
    ("collation", collationBenchmarks),
    ("columnsort", columnSortBenchmarks),
    ("batch", tableBatchBenchmarks),
    ("selfsizing", selfSizingBenchmarks),
    ("liveupdate", liveUpdateBenchmarks),
    ("viewer", viewerBenchmarks),
    ("textview", textViewBenchmarks),
    ("summary", summaryBenchmarks),
]

BenchOptions.current = BenchOptions.parse(CommandLine.arguments.dropFirst(), groups: groups.map(\.0))
for (name, run) in groups where BenchOptions.current.filter.map(name.contains) ?? true {
    emit(run())
}
