/// Marks a longest strictly increasing subsequence of `values`: `result[i]` is true when
/// `values[i]` belongs to it. Patience sorting with predecessor links.
///
/// The diff keeps the items (or sections) of the subsequence in place and moves the
/// others, so the number of moves is the minimum for the common elements of a section.
/// - Complexity: O(n log n) time, O(n) memory: indices are kept as `Int32` (so at most
///   `Int32.max` values), which halves the memory a large diff touches.
@inlinable
func longestIncreasingSubsequenceMask<Value: Comparable>(_ values: [Value]) -> [Bool] {
    let n = values.count
    var mask = [Bool](repeating: false, count: n)
    guard n > 0 else { return mask }
    precondition(n <= Int(Int32.max), "longestIncreasingSubsequenceMask: \(n) values, at most Int32.max")
    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails = [Int32]()
    tails.reserveCapacity(n)
    var previous = [Int32](repeating: -1, count: n)
    for i in 0..<n {
        let v = values[i]
        if let last = tails.last, values[Int(last)] < v {
            previous[i] = last
            tails.append(Int32(truncatingIfNeeded: i))
            continue
        }
        var lo = 0
        var hi = tails.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if values[Int(tails[mid])] < v { lo = mid + 1 } else { hi = mid }
        }
        previous[i] = lo > 0 ? tails[lo - 1] : -1
        if lo == tails.count {
            tails.append(Int32(truncatingIfNeeded: i))
        } else {
            tails[lo] = Int32(truncatingIfNeeded: i)
        }
    }
    var k = Int(tails.last!)
    while k >= 0 {
        mask[k] = true
        k = Int(previous[k])
    }
    return mask
}
