extension DataFormat {
    /// The format of an input from its first bytes, for standard input and other inputs
    /// read once (a pipe, a FIFO, `<(cmd)`): ``sniffed(_:isEnd:)``'s format.
    ///
    /// - Parameters:
    ///   - head: the first bytes read (64 KiB or fewer).
    ///   - isEnd: true when `head` is the whole input (its last line counts even without a
    ///     line break).
    /// - Complexity: O(`head.count`).
    static func sniff(_ head: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> DataFormat {
        sniffed(head, isEnd: isEnd).format
    }

    /// The delimiters tried, in order of preference, when each is consistent.
    static let sniffedDelimiters: [(delimiter: UInt8, format: DataFormat)] = [
        (0x09, .tsv), (UInt8(ascii: ","), .csv), (UInt8(ascii: ";"), .csv), (UInt8(ascii: "|"), .csv),
    ]

    /// The format and the field delimiter an input's first bytes show: SQLite's header;
    /// JSON when the first non-blank byte is `[` (an array), JSON Lines when it is `{`; TSV,
    /// or CSV delimited by `,`, `;` or `|` (tried in that order), when at least two records
    /// hold the same number (one or more) of the delimiter outside quotes (or the whole
    /// input is one such record: a header with no rows), after a byte
    /// order mark, as Python's `csv.Sniffer` checks the consistency of the field counts
    /// (for a comma, unless every one is followed by a space: `Smith, John` is prose or a
    /// list, where CSV writers put no space after the delimiter); ``fixed`` when the first
    /// lines are aligned columns under a header (``FixedWidthLayout``, tabs at 8 columns);
    /// else ``text``. The delimiter is nil for every format but CSV and TSV.
    ///
    /// - Parameters:
    ///   - head: the first bytes read (64 KiB or fewer).
    ///   - isEnd: true when `head` is the whole input.
    /// - Complexity: O(`head.count`).
    static func sniffed(_ head: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> (format: DataFormat, delimiter: UInt8?) {
        if head.starts(with: Array("SQLite format 3\0".utf8)) { return (.sqlite, nil) }
        var i = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let start = i
        while i < head.count, head[i] == 0x20 || head[i] == 0x09 || head[i] == 0x0A || head[i] == 0x0D { i += 1 }
        if i < head.count && head[i] == UInt8(ascii: "[") { return (.json, nil) }
        if i < head.count && head[i] == UInt8(ascii: "{") { return (.jsonLines, nil) }
        if let d = sniffDelimiter(head, isEnd: isEnd) {
            return (d == 0x09 ? .tsv : .csv, d)
        }
        let lines = firstLines(head, from: start, isEnd: isEnd)
        if FixedWidthLayout.detect(lines: lines) != nil { return (.fixed, nil) }
        return (.text, nil)
    }

    /// The first of tab, `,`, `;` and `|` that the first records hold consistently (see
    /// ``sniffed(_:isEnd:)``), or nil: for a pipe, and for a `.csv` file given no
    /// `--delimiter` (a `;`-separated export).
    /// - Complexity: O(`head.count`) a delimiter tried.
    static func sniffDelimiter(_ head: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> UInt8? {
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return sniffedDelimiters.first { consistentRecords(head, from: start, delimiter: $0.delimiter, isEnd: isEnd) }?
            .delimiter
    }

    /// The complete lines of `head` from `start` (up to ``FixedWidthLayout/sampleLines``),
    /// decoded (invalid UTF-8 as U+FFFD), tabs expanded at 8 columns.
    static func firstLines(_ head: UnsafeBufferPointer<UInt8>, from start: Int, isEnd: Bool) -> [String] {
        var lines: [String] = []
        var b = start
        var k = start
        while k < head.count && lines.count < FixedWidthLayout.sampleLines {
            if head[k] == 0x0A {
                var e = k
                if e > b && head[e - 1] == 0x0D { e -= 1 }
                lines.append(
                    TabExpansion.expand(String(decoding: UnsafeBufferPointer(rebasing: head[b..<e]), as: UTF8.self)))
                b = k + 1
            }
            k += 1
        }
        if isEnd && b < head.count && lines.count < FixedWidthLayout.sampleLines {
            lines.append(
                TabExpansion.expand(String(decoding: UnsafeBufferPointer(rebasing: head[b...]), as: UTF8.self)))
        }
        return lines
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
