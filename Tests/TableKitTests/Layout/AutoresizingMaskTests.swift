import TableKit
import TableKitTestSupport
import Testing

/// One axis of an autoresizing case: the mask's flags along it, the span and the extents.
struct ResizeCase: Sendable, CustomStringConvertible {
    var mask: AutoresizingMask
    var frame: Rect
    var old: Size
    var new: Size
    var expected: Rect
    var description: String { "\(mask.rawValue) \(frame) \(old)→\(new)" }
}

@Suite struct AutoresizingMaskTests {
    static let cases: [ResizeCase] = [
        // No mask: the frame stays.
        ResizeCase(
            mask: [], frame: Rect(x: 2, y: 1, width: 10, height: 3), old: Size(width: 20, height: 10),
            new: Size(width: 30, height: 5), expected: Rect(x: 2, y: 1, width: 10, height: 3)),
        // The width takes the whole change; the left margin stays.
        ResizeCase(
            mask: .flexibleWidth, frame: Rect(x: 2, y: 1, width: 10, height: 3),
            old: Size(width: 20, height: 10),
            new: Size(width: 30, height: 10), expected: Rect(x: 2, y: 1, width: 20, height: 3)),
        // The left margin takes it: the view keeps its right margin.
        ResizeCase(
            mask: .flexibleLeftMargin, frame: Rect(x: 2, y: 1, width: 10, height: 3),
            old: Size(width: 20, height: 10), new: Size(width: 30, height: 10),
            expected: Rect(x: 12, y: 1, width: 10, height: 3)),
        // Both margins, equal before: the view stays centred.
        ResizeCase(
            mask: [.flexibleLeftMargin, .flexibleRightMargin], frame: Rect(x: 5, y: 0, width: 10, height: 1),
            old: Size(width: 20, height: 1), new: Size(width: 30, height: 1),
            expected: Rect(x: 10, y: 0, width: 10, height: 1)),
        // Width and right margin, 10 and 10 before: 5 columns each.
        ResizeCase(
            mask: [.flexibleWidth, .flexibleRightMargin], frame: Rect(x: 0, y: 0, width: 10, height: 1),
            old: Size(width: 20, height: 1), new: Size(width: 30, height: 1),
            expected: Rect(x: 0, y: 0, width: 15, height: 1)),
        // Proportional, rounded down at each boundary: 4 and 2 before, 3 more columns.
        ResizeCase(
            mask: [.flexibleLeftMargin, .flexibleWidth], frame: Rect(x: 4, y: 0, width: 2, height: 1),
            old: Size(width: 6, height: 1), new: Size(width: 9, height: 1),
            expected: Rect(x: 6, y: 0, width: 3, height: 1)),
        // Filling a superview from 0×0 (a frame set from the bounds before the first layout).
        ResizeCase(
            mask: [.flexibleWidth, .flexibleHeight], frame: .zero, old: .zero, new: Size(width: 80, height: 23),
            expected: Rect(x: 0, y: 0, width: 80, height: 23)),
        // All three parts 0 before: the change is shared evenly.
        ResizeCase(
            mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], frame: .zero, old: .zero,
            new: Size(width: 80, height: 0), expected: Rect(x: 26, y: 0, width: 27, height: 0)),
        // Shrinking: the bottom margin keeps its 2 lines, the height gives up 5.
        ResizeCase(
            mask: [.flexibleWidth, .flexibleHeight], frame: Rect(x: 0, y: 1, width: 80, height: 20),
            old: Size(width: 80, height: 23), new: Size(width: 40, height: 18),
            expected: Rect(x: 0, y: 1, width: 40, height: 15)),
        // The top margin takes the change: the view stays on the bottom line.
        ResizeCase(
            mask: [.flexibleWidth, .flexibleTopMargin], frame: Rect(x: 0, y: 22, width: 80, height: 1),
            old: Size(width: 80, height: 23), new: Size(width: 60, height: 10),
            expected: Rect(x: 0, y: 9, width: 60, height: 1)),
        // A shrink past the height leaves an empty frame, never a negative one.
        ResizeCase(
            mask: .flexibleHeight, frame: Rect(x: 0, y: 1, width: 5, height: 2), old: Size(width: 5, height: 3),
            new: Size(width: 5, height: 0), expected: Rect(x: 0, y: 1, width: 5, height: 0)),
    ]

    @Test(arguments: cases)
    func resizesAsUIKitSharesTheChange(_ c: ResizeCase) {
        #expect(c.mask.resize(c.frame, from: c.old, to: c.new) == c.expected)
    }

    /// Along an axis with a flexible part, the parts that are not flexible keep their size
    /// and the three parts still add up to the superview's new extent.
    @Test func fixedPartsKeepTheirSizeAndThePartsFillTheNewExtent() {
        let seed = SeededRandom.seed(2026)
        var rng = SeededRandom(seed: seed)
        var proportional = 0
        for _ in 0..<2000 {
            let old = Int.random(in: 0...60, using: &rng)
            let new = Int.random(in: 0...60, using: &rng)
            let start = Int.random(in: 0...old, using: &rng)
            let length = Int.random(in: 0...(old - start), using: &rng)
            let bits = Int.random(in: 1...7, using: &rng)
            let mask = AutoresizingMask(rawValue: bits)
            let r = mask.resize(
                Rect(x: start, y: 0, width: length, height: 1),
                from: Size(width: old, height: 1), to: Size(width: new, height: 1))
            let before = [start, length, old - start - length]
            let after = [r.minX, r.width, new - r.maxX]
            if bits.nonzeroBitCount > 1 && old > 0 { proportional += 1 }
            for i in 0..<3 where bits & (1 << i) == 0 {
                #expect(
                    after[i] == before[i] || (i == 1 && after[1] == 0) || (i == 2 && r.width == 0),
                    "seed \(seed): mask \(bits) \(before) \(old)→\(new) gave \(after)")
            }
            if r.width > 0 || new >= old {
                #expect(after.reduce(0, +) == new, "seed \(seed): mask \(bits) \(before) \(old)→\(new) gave \(after)")
            }
        }
        #expect(proportional > 500, "the generator made too few cases sharing a change")
    }
}
