import Foundation
import TableKit
import TableKitTestSupport

/// Sectioning plus sorting 1,000,000 names with ``IndexedCollation``, for a Latin locale
/// (`en`) and a Chinese one (`zh`), against two baselines on the same strings in the same
/// run: Swift's plain `<` sort (the floor) and a sort with Foundation's
/// `compare(_:options:range:locale:)`, which is too slow for 1,000,000 and is timed on a
/// 20,000-name sample and extrapolated by n·log₂n (the measure's name says so).
func collationBenchmarks() -> [Measure] {
    let count = 1_000_000
    let sample = 20_000
    var measures: [Measure] = []
    for (locale, chineseShare) in [("en", 0.0), ("zh", 0.7)] {
        let names = BenchNames.make(count: count, chineseShare: chineseShare, seed: 2026)
        guard let collation = try? IndexedCollation(locale: locale) else {
            fatalError("cannot make the \(locale) collation")
        }
        let prefix = "collation.\(locale).1M"

        resetPeakMemory()
        let residentBefore = peakMemoryMiB()
        let lessThan = timeMillis(repeats: 3) { blackHole(names.sorted()) }
        let lessThanPeak = peakMemoryMiB()

        resetPeakMemory()
        var sectionCount = 0
        let collated = timeMillis(repeats: 3) {
            let sections = collation.sections(from: names, keepingEmptySections: true) { $0 }
            sectionCount = sections.count
            blackHole(sections)
        }
        let collatedPeak = peakMemoryMiB()

        let foundationLocale = Locale(identifier: locale)
        let subset = Array(names.prefix(sample))
        let foundationSample = timeMillis(repeats: 1) {
            blackHole(
                subset.sorted { $0.compare($1, options: [], range: nil, locale: foundationLocale) == .orderedAscending }
            )
        }
        let scale = (Double(count) * log2(Double(count))) / (Double(sample) * log2(Double(sample)))
        let foundationEstimate = foundationSample * scale

        measures += [
            Measure(
                "\(prefix).sections+sort.vs-plain-less-than-sort", collated, unit: "ms",
                baseline: lessThan, baselineName: "names.sorted() with <"),
            Measure(
                "\(prefix).sections+sort.vs-foundation-compare-sort-extrapolated-from-\(sample)", collated, unit: "ms",
                baseline: foundationEstimate,
                baselineName:
                    "sorted by compare(_:options:range:locale:), \(sample) names timed (\(String(format: "%.1f", foundationSample)) ms) × n·log₂n scale \(String(format: "%.1f", scale))"
            ),
            Measure(
                "\(prefix).sections+sort.peak-memory", collatedPeak, unit: "MiB",
                baseline: lessThanPeak, baselineName: "peak of names.sorted() with <"),
            Measure("\(prefix).input-resident-before", residentBefore, unit: "MiB"),
            Measure("\(prefix).section-count", Double(sectionCount), unit: "sections"),
        ]
    }
    if let names = BenchOptions.namesFromFile() {
        measures += realNameMeasures(names)
    }
    return measures
}

/// `sections` and `sortedArray` of the `--names` file with the `en` collation, each against
/// `names.sorted()` on the same strings, run alternately (best of 7 each).
private func realNameMeasures(_ names: [String]) -> [Measure] {
    guard let collation = try? IndexedCollation(locale: "en") else { fatalError("cannot make the en collation") }
    let prefix = "collation.en.file.\(names.count)"
    let baselineName = "names.sorted() with <, same strings; wall time"
    let sections = timeMillisAlternating(
        repeats: 7, baseline: { blackHole(names.sorted()) },
        subject: { blackHole(collation.sections(from: names, keepingEmptySections: true) { $0 }) })
    let sorted = timeMillisAlternating(
        repeats: 7, baseline: { blackHole(names.sorted()) },
        subject: { blackHole(collation.sortedArray(from: names) { $0 }) })
    // The work in all: CPU time of every thread (the collation keys and sorts on two).
    let sectionsWork = timeMillisAlternating(
        repeats: 3, clock: .process, baseline: { blackHole(names.sorted()) },
        subject: { blackHole(collation.sections(from: names, keepingEmptySections: true) { $0 }) })
    let sortedWork = timeMillisAlternating(
        repeats: 3, clock: .process, baseline: { blackHole(names.sorted()) },
        subject: { blackHole(collation.sortedArray(from: names) { $0 }) })
    let workName = "names.sorted() with <, same strings; CPU time of all threads"
    return [
        Measure(
            "\(prefix).sections.vs-plain-less-than-sort", sections.subject, unit: "ms",
            baseline: sections.baseline, baselineName: baselineName),
        Measure(
            "\(prefix).sortedArray.vs-plain-less-than-sort", sorted.subject, unit: "ms",
            baseline: sorted.baseline, baselineName: baselineName),
        Measure(
            "\(prefix).sections.cpu.vs-plain-less-than-sort", sectionsWork.subject, unit: "ms",
            baseline: sectionsWork.baseline, baselineName: workName),
        Measure(
            "\(prefix).sortedArray.cpu.vs-plain-less-than-sort", sortedWork.subject, unit: "ms",
            baseline: sortedWork.baseline, baselineName: workName),
    ]
}

/// Deterministic names for benchmarks: Latin "First Last" (a first name from a list, a
/// surname from 2–3 syllables) and, for a share of them, Chinese names (a common surname
/// and one or two given-name characters). SplitMix64, so a seed gives the same names.
enum BenchNames {
    static let firstNames = [
        "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda",
        "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica",
        "Thomas", "Sarah", "Charles", "Karen", "Émile", "Zoë", "Øyvind", "Ångström", "Íñigo",
        "Chloé", "Björn", "Ålesund", "Ülkü", "Çağla", "Łukasz", "Anaïs", "Søren", "Nuño",
    ]
    static let syllables = [
        "an", "ber", "cal", "dor", "el", "fin", "gar", "har", "is", "jon", "kel", "lan",
        "mor", "nes", "ol", "per", "quin", "ros", "son", "tam", "ul", "vic", "wes", "xan",
        "yor", "zel", "mc", "ter", "ville", "ström",
    ]
    static let surnames = Array(
        "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
    static let given = Array("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉梅红鹏辉建国文婷雪琳晶子涵浩宇欣怡俊博一鸣思远佳琪嘉")

    static func make(count: Int, chineseShare: Double, seed: UInt64) -> [String] {
        var rng = SeededRandom(seed: seed)
        func next() -> UInt64 { rng.next() }
        func pick<C: RandomAccessCollection>(_ c: C) -> C.Element where C.Index == Int {
            c[c.startIndex + Int(next() % UInt64(c.count))]
        }
        let threshold = UInt64(chineseShare * 1_000_000)
        var names: [String] = []
        names.reserveCapacity(count)
        for _ in 0..<count {
            if next() % 1_000_000 < threshold {
                var name = String(pick(surnames))
                name.append(pick(given))
                if next() % 2 == 0 { name.append(pick(given)) }
                names.append(name)
            } else {
                var last = ""
                for _ in 0..<(2 + Int(next() % 2)) { last += pick(syllables) }
                names.append(pick(firstNames) + " " + last.prefix(1).uppercased() + last.dropFirst())
            }
        }
        return names
    }
}
