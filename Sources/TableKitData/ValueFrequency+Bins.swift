import Foundation

/// Equal-width bins over a range of numbers, for the frequency table of a number column
/// with many distinct values: bin `i` holds the numbers `lower + i·width ..< lower + (i+1)·width`,
/// the last also the greatest number it was made for. One ``index(of:)`` places a number
/// both when the bins are counted and when their rows are filtered, so the two agree.
public struct NumberBins: Sendable, Equatable {
    /// The first bin's lower bound: a multiple of ``width``.
    public var lower: Double
    /// Every bin's width, `> 0`: 1, 2 or 5 times a power of ten.
    public var width: Double
    /// How many bins, `>= 1`.
    public var count: Int

    public init(lower: Double, width: Double, count: Int) {
        (self.lower, self.width, self.count) = (lower, width, max(1, count))
    }

    /// Bins over `least ... greatest` (finite, `least <= greatest`): the narrowest width of
    /// 1, 2 or 5 times a power of ten that covers them in at most `most` bins (`>= 1`),
    /// from the multiple of that width at or below `least`.
    public init(least: Double, greatest: Double, most: Int) {
        let most = max(1, most)
        let span = greatest - least
        guard span > 0, span.isFinite else {
            self.init(lower: least, width: 1, count: 1)
            return
        }
        var width = pow(10, floor(log10(span / Double(most))))
        func bins(_ w: Double) -> Int { Int(floor(greatest / w) - floor(least / w)) + 1 }
        for step in [1.0, 2, 5, 10, 20, 50, 100] where bins(width * step) <= most {
            width *= step
            break
        }
        let lower = floor(least / width) * width
        self.init(lower: lower, width: width, count: bins(width))
    }

    /// The bin of `x`: `floor((x − lower) / width)`, clamped to `0 ..< count`.
    public func index(of x: Double) -> Int {
        let i = floor((x - lower) / width)
        return i < 0 ? 0 : i >= Double(count) ? count - 1 : Int(i)
    }

    /// Bin `i`'s lower and upper bounds.
    public func bounds(_ i: Int) -> (lower: Double, upper: Double) {
        (lower + Double(i) * width, lower + Double(i + 1) * width)
    }

    /// Bin `i`'s bounds as text, with as many decimals as the width has (`0.1` → one,
    /// `20` → none): `0.3` rather than `0.30000000000000004`. The same in every locale.
    public func shownBounds(_ i: Int) -> (lower: String, upper: String) {
        let decimals = max(0, Int(-floor(log10(width))))
        let (a, b) = bounds(i)
        func shown(_ x: Double) -> String {
            let text = String(format: "%.\(decimals)f", x)
            return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
        }
        return (shown(a), shown(b))
    }

    /// Bin `i`'s bounds as the frequency sheet labels them: with the decimals of
    /// ``shownBounds(_:)`` and the digits grouped as the table list's and the status
    /// line's counts are (`1,500,000`: Foundation's `formatted()`), where
    /// ``shownBounds(_:)`` gives the plain digits an expression reads.
    public func labelledBounds(_ i: Int) -> (lower: String, upper: String) {
        let decimals = max(0, Int(-floor(log10(width))))
        let (a, b) = bounds(i)
        func shown(_ x: Double) -> String {
            // Rounded first, so -0.001 is 0, never -0.
            let rounded = (x * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals)) + 0
            return rounded.formatted(.number.precision(.fractionLength(decimals)))
        }
        return (shown(a), shown(b))
    }
}

extension ValueFrequency {
    /// The distinct numbers past which a number column's frequency table is binned.
    public static let binningThreshold = 100
    /// The most bins of a binned frequency table.
    public static let mostBins = 20

    /// The frequency table of a number column as bins, when it has more than
    /// ``binningThreshold`` distinct values that read as numbers (``NumberParsing``) and
    /// every value was counted on its own (``otherRows`` 0); else nil.
    /// - Returns: the bins (at most ``mostBins``), the rows of each (their values' counts
    ///   summed), and the entries that are not numbers (the blank value, `n/a`), in
    ///   ``entries`` order.
    /// - Complexity: O(entries).
    public func binned(type: ColumnType) -> (bins: NumberBins, counts: [Int], rest: [Entry])? {
        guard type == .number, otherRows == 0 else { return nil }
        var numbers: [(Double, Int)] = []
        var rest: [Entry] = []
        for e in entries {
            if let x = NumberParsing.value(of: e.value), x.isFinite {
                numbers.append((x, e.count))
            } else {
                rest.append(e)
            }
        }
        guard numbers.count > Self.binningThreshold else { return nil }
        let least = numbers.map(\.0).min()!
        let greatest = numbers.map(\.0).max()!
        let bins = NumberBins(least: least, greatest: greatest, most: Self.mostBins)
        var counts = [Int](repeating: 0, count: bins.count)
        for (x, n) in numbers { counts[bins.index(of: x)] += n }
        return (bins, counts, rest)
    }
}
