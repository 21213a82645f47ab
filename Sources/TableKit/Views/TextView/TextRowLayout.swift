/// One character of a ``TextRow`` as drawn: where it sits and which bytes of the text it
/// comes from.
struct TextGlyph: Equatable, Sendable {
    /// The character drawn; a space for each of a tab's columns (the tab is one glyph).
    var character: Character
    /// The column it starts at in its row (columns from the row's start).
    var column: Int
    /// Its width in columns (0 for a lone combining mark, 2 for a wide character).
    var width: Int
    /// The UTF-8 offset of its character in the text.
    var byte: Int
    /// Its length in UTF-8 bytes.
    var length: Int
}

/// One line on screen of one line of text: the whole line without wrapping, or the part
/// of it that fits the width when wrapping.
struct TextRow: Equatable, Sendable {
    /// The characters, in order, with their columns.
    var glyphs: [TextGlyph]
    /// The UTF-8 offset this row starts at.
    var start: Int
    /// Where the next row of the same line starts; the line's end when ``isLast``.
    var next: Int
    /// Whether this is the last row of its line.
    var isLast: Bool
    /// Without wrapping: whether the line goes on past the columns laid out.
    var continues = false
    /// The columns the row takes.
    var width: Int { glyphs.last.map { $0.column + $0.width } ?? 0 }
}

/// How a line of text is cut into rows: word wrapping as ``TextWrapping`` does it (breaks at
/// spaces and on both sides of a wide character, a word wider than the row broken between
/// grapheme clusters, the spaces at a break dropped), from any row's start, so a row is
/// laid out without the rows before it; tabs expanded to the next multiple of
/// ``tabWidth`` columns of the row.
enum TextRowLayout {
    /// Columns between tab stops.
    static let tabWidth = 8

    /// The row of `line` (a range of UTF-8 offsets in `bytes`) that starts at `start`.
    ///
    /// - Parameters:
    ///   - width: columns per row when `wraps`, `>= 1`; without wrapping, the columns to
    ///     lay out (the row stops after the glyph that reaches them).
    ///   - wraps: whether the line is wrapped at `width`.
    /// - Complexity: O(columns laid out): only the bytes of this row are decoded.
    static func row(in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, from start: Int, width: Int, wraps: Bool)
        -> TextRow
    {
        var limit = (max(1, width) + 4) * 16
        while true {
            let end = min(line.upperBound, start + limit)
            let isCut = end < line.upperBound
            let chunk = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if let row = layOut(
                chunk, from: start, lineEnd: line.upperBound, isCut: isCut, width: max(1, width), wraps: wraps)
            {
                return row
            }
            limit *= 4
        }
    }

    /// Every row start of `line`, in order; the first is the line's start.
    /// - Complexity: O(n) in the line's length.
    static func rowStarts(in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, width: Int) -> [Int] {
        var starts = [line.lowerBound]
        var at = line.lowerBound
        while true {
            let r = row(in: bytes, line: line, from: at, width: width, wraps: true)
            if r.isLast || r.next <= at { return starts }
            at = r.next
            starts.append(at)
        }
    }

    /// The row made from `chunk`; nil when the chunk was cut before the row was complete.
    private static func layOut(_ chunk: String, from start: Int, lineEnd: Int, isCut: Bool, width: Int, wraps: Bool)
        -> TextRow?
    {
        var glyphs: [TextGlyph] = []
        var column = 0
        var byte = start
        var breakAt: Int?  // the glyph the next row may start at
        var breaksAfterPrevious = false
        var chars = chunk.makeIterator()
        var pending = chars.next()
        func trimmed(_ g: [TextGlyph]) -> [TextGlyph] {
            var g = g
            while let last = g.last, last.character == " " { g.removeLast() }
            return g
        }
        while let ch = pending {
            pending = chars.next()
            if isCut && pending == nil { return nil }  // the last character may be cut
            let isTab = ch == "\t"
            let isSpace = isTab || ch == " "
            let w = isTab ? tabWidth - column % tabWidth : DisplayWidth.columns(of: ch)
            let length = ch.utf8.count
            if !wraps && column >= width {
                return TextRow(glyphs: glyphs, start: start, next: lineEnd, isLast: true, continues: true)
            }
            if wraps && column + w > width {
                if isSpace {
                    var next = byte
                    var c: Character? = ch
                    while let s = c, s == " " || s == "\t" {
                        next += s.utf8.count
                        c = pending
                        pending = chars.next()
                        if c != nil && isCut && pending == nil { break }
                    }
                    let isLast = next >= lineEnd
                    return TextRow(glyphs: trimmed(glyphs), start: start, next: next, isLast: isLast)
                }
                if !glyphs.isEmpty && (breaksAfterPrevious || w == 2) {  // a break right here
                    return TextRow(glyphs: trimmed(glyphs), start: start, next: byte, isLast: false)
                }
                if let k = breakAt {
                    return TextRow(
                        glyphs: trimmed(Array(glyphs[..<k])), start: start, next: glyphs[k].byte, isLast: false)
                }
                if glyphs.isEmpty {  // one cluster wider than the row
                    let g = TextGlyph(character: Truncation.ellipsis, column: 0, width: 1, byte: byte, length: length)
                    return TextRow(glyphs: [g], start: start, next: byte + length, isLast: byte + length >= lineEnd)
                }
                return TextRow(glyphs: glyphs, start: start, next: byte, isLast: false)
            }
            if !isSpace && !glyphs.isEmpty && (breaksAfterPrevious || w == 2) { breakAt = glyphs.count }
            glyphs.append(
                TextGlyph(character: isTab ? " " : ch, column: column, width: w, byte: byte, length: length))
            breaksAfterPrevious = isSpace || w == 2
            column += w
            byte += length
        }
        if isCut { return nil }
        return TextRow(glyphs: glyphs, start: start, next: lineEnd, isLast: true)
    }
}
