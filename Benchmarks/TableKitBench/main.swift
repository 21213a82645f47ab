// tablekit-bench: release-built measures of TableKit, one JSON object per line.
// Run: swift run -c release tablekit-bench [--filter NAME] [--names PATH]
import Foundation

let args = CommandLine.arguments.dropFirst()
let filter: String? = args.firstIndex(of: "--filter").flatMap { i in
    args.index(after: i) < args.endIndex ? args[args.index(after: i)] : nil
}

/// Every group of benchmarks, by name. Each group returns its measures.
let groups: [(String, @MainActor () -> [Measure])] = [
    ("table", tableBenchmarks),
    ("search", searchBenchmarks),
    ("diff", diffBenchmarks),
    ("collation", collationBenchmarks),
    ("batch", tableBatchBenchmarks),
    ("selfsizing", selfSizingBenchmarks),
    ("viewer", viewerBenchmarks),
]

for (name, run) in groups where filter == nil || name.contains(filter!) {
    emit(run())
}
