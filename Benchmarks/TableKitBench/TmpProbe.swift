import TableKit
func tmpProbe() -> [Measure] {
    let names = BenchOptions.namesFromFile()!
    let c = try! IndexedCollation(locale: "en")
    let t = timeMillis(repeats: 3) { blackHole(c.sortedArray(from: names) { $0 }) }
    let u = 1.0
    return [Measure("sortedArray", t, unit: "ms", baseline: u, baselineName: "sorted")]
}
