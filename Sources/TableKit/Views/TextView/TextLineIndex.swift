import Foundation

/// Where the lines of a text start, found only as far as asked: the first screen of a
/// 10 MB text looks at the bytes of its first lines, not at the whole text.
///
/// Lines end at `\n` (a `\r` before it is dropped with it); a final `\n` ends the last
/// line rather than starting an empty one, and the empty text has one empty line. Other
/// line-break characters (a lone `\r`, VT, FF, U+2028) are drawn as their sanitised
/// marks, as less shows them.
struct TextLineIndex: Sendable {
    /// The text, made contiguous UTF-8 once.
    let text: String
    /// The text's length in UTF-8 bytes.
    let byteCount: Int
    /// The byte offset of each line found so far, in order; `starts[0] == 0`.
    private(set) var starts: [Int] = [0]
    /// The bytes looked at so far: every line start before it is in ``starts``.
    private(set) var scanned = 0

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        byteCount = text.utf8.count
    }

    /// Whether every line start is known.
    var isComplete: Bool { scanned >= byteCount }

    /// Runs `body` over the text's UTF-8 bytes without copying them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        text.utf8.withContiguousStorageIfAvailable(body) ?? body(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Scans on until line `line` is known to exist or not (and, when it does, where it ends).
    /// - Complexity: O(bytes scanned), one `memchr` a line.
    mutating func scan(toLine line: Int) {
        while starts.count <= line + 1 && !isComplete { scanOneLine() }
    }

    /// Scans on until every line starting at or before byte `byte` is known.
    mutating func scan(toByte byte: Int) {
        while scanned <= byte && !isComplete { scanOneLine() }
    }

    /// Scans the whole text.
    /// - Complexity: O(n) in the UTF-8 length, one `memchr` a line.
    mutating func scanAll() {
        while !isComplete { scanOneLine() }
    }

    private mutating func scanOneLine() {
        let from = scanned
        let n = byteCount
        let found: Int? = withBytes { b in
            guard let base = b.baseAddress, from < n else { return nil }
            guard let p = memchr(base + from, 0x0A, n - from) else { return nil }
            return UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self) - base
        }
        if let found {
            scanned = found + 1
            if found + 1 < n { starts.append(found + 1) }
        } else {
            scanned = n
        }
    }

    /// Whether line `line` (0-based) exists; scans as far as needed.
    mutating func hasLine(_ line: Int) -> Bool {
        guard line >= 0 else { return false }
        scan(toLine: line)
        return line < starts.count
    }

    /// The number of lines; scans the whole text.
    /// - Complexity: O(n) the first time, O(1) after.
    mutating func lineCount() -> Int {
        scanAll()
        return starts.count
    }

    /// The bytes of line `line` without its line break; nil past the last line.
    mutating func byteRange(ofLine line: Int) -> Range<Int>? {
        guard hasLine(line) else { return nil }
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : byteCount
        if line + 1 == starts.count && end > start && byte(at: end - 1) == 0x0A { end -= 1 }
        if end > start && byte(at: end - 1) == 0x0D { end -= 1 }
        return start..<end
    }

    /// The line that byte `byte` is in (the last line for the end of the text).
    mutating func line(containingByte byte: Int) -> Int {
        scan(toByte: byte)
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func byte(at i: Int) -> UInt8 { withBytes { $0[i] } }
}
