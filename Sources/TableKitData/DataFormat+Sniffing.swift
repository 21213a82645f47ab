extension DataFormat {
    /// The format of an input from its first bytes, for standard input and other inputs
    /// read once (a pipe, a FIFO, `<(cmd)`): SQLite's header; JSON when the first
    /// non-blank byte is `[` (an array), JSON Lines when it is `{`; CSV (or TSV) when at
    /// least two records hold the same number (one or more) of commas (tabs) outside
    /// quotes, or the whole input is one such record (a header with no rows), after a byte
    /// order mark, unless every comma outside quotes is followed by a
    /// space (`Smith, John`: prose and lists, where CSV writers put no space after the
    /// delimiter; RFC 4180 counts the space as part of the field); else ``text``.
    ///
    /// - Parameters:
    ///   - head: the first bytes read (64 KiB or fewer).
    ///   - isEnd: true when `head` is the whole input (its last line counts even without a
    ///     line break).
    /// - Complexity: O(`head.count`).
    static func sniff(_ head: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> DataFormat {
        if head.starts(with: Array("SQLite format 3\0".utf8)) { return .sqlite }
        var i = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let start = i
        while i < head.count, head[i] == 0x20 || head[i] == 0x09 || head[i] == 0x0A || head[i] == 0x0D { i += 1 }
        if i < head.count && head[i] == UInt8(ascii: "[") { return .json }
        if i < head.count && head[i] == UInt8(ascii: "{") { return .jsonLines }
        for (delimiter, format) in [(UInt8(0x09), DataFormat.tsv), (UInt8(ascii: ","), .csv)]
        where consistentRecords(head, from: start, delimiter: delimiter, isEnd: isEnd) {
            return format
        }
        return .text
    }

    /// True when the complete records of `head` (up to 20) number two or more (or one that
    /// is the whole input, `isEnd`) and all hold the same number (one or more) of
    /// `delimiter`s outside double quotes, and (for a comma) not every one of them is
    /// followed by a space.
    private static func consistentRecords(
        _ head: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, isEnd: Bool
    ) -> Bool {
        var counts: [Int] = []
        var count = 0
        var quoted = false
        var atFieldStart = true
        var hasBytes = false
        var closed = false
        var allSpaced = true  // every delimiter so far followed by a space
        for i in start..<head.count where counts.count < 20 {
            let b = head[i]
            if quoted {
                if b == 0x22 {
                    quoted = false
                    closed = true
                }
                continue
            }
            if b == 0x22 && closed {
                quoted = true
                closed = false
                continue
            }  // a doubled quote
            closed = false
            if b == 0x22 && atFieldStart {
                quoted = true
                atFieldStart = false
                hasBytes = true
                continue
            }
            if b == 0x0A {
                if hasBytes { counts.append(count) }
                count = 0
                atFieldStart = true
                hasBytes = false
                continue
            }
            if b == 0x0D { continue }
            hasBytes = true
            atFieldStart = b == delimiter
            if b == delimiter {
                count += 1
                if i + 1 >= head.count || head[i + 1] != 0x20 { allSpaced = false }
            }
        }
        if isEnd && hasBytes && !quoted { counts.append(count) }
        guard counts.count >= 2 || (isEnd && counts.count == 1), let first = counts.first, first >= 1 else {
            return false
        }
        if delimiter == UInt8(ascii: ",") && allSpaced { return false }
        return counts.allSatisfy { $0 == first }
    }
}
