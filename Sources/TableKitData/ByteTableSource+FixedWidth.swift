import Foundation
import TableKit

extension ByteTableSource {
    /// Finds the fixed-width columns of the first `records` lines (``FixedWidthLayout``,
    /// forced: the format was given or sniffed) and makes them the columns, typed from the
    /// rows after the header (up to ``DataLimits/typeSampleRows``); false when there is no
    /// layout (no line yet, or a blank header), leaving the columns unset.
    /// Called by `open` before any reader.
    func adoptFixedWidthLayout(records: Int, hasHeader: Bool) -> Bool {
        let lines = (0..<min(records, FixedWidthLayout.sampleLines)).map { lineText(record: $0, limit: .max) }
        guard let found = FixedWidthLayout.detect(lines: lines, hasHeader: hasHeader, forced: true) else {
            return false
        }
        layout = found
        headerRecords = found.linesBeforeRows
        let first = headerRecords
        let sample = (first..<max(first, min(records, first + DataLimits.typeSampleRows))).map {
            found.fields(lineText(record: $0, limit: DataLimits.displayBytes))
        }
        setColumns(
            found.names.enumerated().map { c, name in
                Column(name: name, type: ColumnType.detect(sample.lazy.map { $0[c] }))
            })
        return true
    }

    /// Record `k`'s text (line break trimmed, cut to `limit` bytes) with its tabs expanded.
    func lineText(record k: Int, limit: Int) -> String {
        let base = UnsafePointer(input.base)
        return lineText(FieldDecoding.trimmed(base, offsets[k], offsets[k + 1]), limit: limit)
    }

    /// The text of the bytes `r` of a line, cut to `limit` bytes, with its tabs expanded
    /// (a line without a tab in its first `limit` bytes, found by `memchr`, is decoded as it
    /// is: a sort of text lines reads every line through here, and a 1 GB line is looked at
    /// only as far as it is shown).
    func lineText(_ r: Range<Int>, limit: Int) -> String {
        let text = FieldDecoding.string(input.base, r, limit: limit)
        guard memchr(input.base + r.lowerBound, 0x09, min(r.count, limit)) != nil else { return text }
        return TabExpansion.expand(text, width: tabWidth)
    }

    /// Field `column` of the line `r` of a text or fixed-width source (``lineFields(_:limit:)``).
    func lineField(_ r: Range<Int>, column: Int, limit: Int) -> String {
        guard let layout else { return lineText(r, limit: limit) }
        return layout.fields(lineText(r, limit: limit))[column]
    }

    /// The fields of the line `r` of a text or fixed-width source: the line with its tabs
    /// expanded, or its fixed-width fields.
    func lineFields(_ r: Range<Int>, limit: Int) -> [String] {
        let text = lineText(r, limit: limit)
        guard let layout else { return [text] }
        return layout.fields(text)
    }
}
