/// Marks a longest strictly increasing subsequence of `values`: `result[i]` is true when
/// `values[i]` belongs to it. Patience sorting with predecessor links.
///
/// The diff keeps the items (or sections) of the subsequence in place and moves the
/// others, so the number of moves is the minimum for the common elements of a section.
/// - Complexity: O(n log n) time, O(n) memory.
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let n = values.count
    var mask = [Bool](repeating: false, count: n)
    guard n > 0 else { return mask }
    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails = [Int]()
    tails.reserveCapacity(n)
    var previous = [Int](repeating: -1, count: n)
    for i in 0..<n {
        let v = values[i]
        if let last = tails.last, values[last] < v {
            previous[i] = last
            tails.append(i)
            continue
        }
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        previous[i] = lo > 0 ? tails[lo - 1] : -1
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var k = tails.last!
    while k >= 0 {
        mask[k] = true
        k = previous[k]
    }
    return mask
}
