import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The indexing thread of a JSON source: refill the input (a pipe's next chunk), find the
/// next block's elements, check each and add its keys, append its byte range, publish the
/// columns and then the records, let the indexed pages go. Holds the source weakly, and
/// strongly only during one step (``ByteTableSource/run(signalling:isIndexing:_:)``), so a dropped source ends it.
extension JSONSource {
    /// What the indexing thread carries from one step to the next.
    struct IndexingState {
        var scanner: JSONElementScanner?
        var refill = ByteInput.Refill(available: 0, isEnd: false)
        var block = JSONSource.firstBlockBytes
        var keys = JSONKeyUnion()
        var found: [Range<Int>] = []
    }

    /// One step: the first bytes (a byte order mark skipped, the first value telling an
    /// array from objects one after another), one block, the end, or a wait for a pipe.
    func indexStep(_ st: inout IndexingState) -> ByteTableSource.Step {
        if stopped.load(ordering: .relaxed) { return .done }
        let base = UnsafePointer(input.base)
        guard var scanner = st.scanner else {
            var first = input.refill()
            while !first.isEnd && first.error == nil && Self.firstValueByte(base, first.available) == nil {
                if input.isFollowing {  // an empty followed file: look again later, not in a loop
                    published.withLock { $0 = st.keys.snapshot() }  // the placeholder column `value`
                    load.withLock { $0.isComplete = true }
                    return .pause(200_000)
                }
                first = input.refill()
            }
            let start = first.available >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
            let opensObject = Self.firstValueByte(base, first.available).map { base[$0] == 0x7B } ?? false
            let layout: JSONElementScanner.Layout = isLines ? .lines : opensObject ? .sequence : .array
            if layout == .array && input.isFollowing {
                // Appending to an array rewrites its `]`: bytes already read change.
                load.withLock {
                    $0.error = Self.cannotFollow(title, "a JSON array")
                    $0.isComplete = true
                }
                return .done
            }
            st.scanner = JSONElementScanner(layout: layout, start: start)
            st.refill = first
            return .again
        }
        defer { st.scanner = scanner }
        let refill = st.refill
        let was = scanner.position
        st.found.removeAll(keepingCapacity: true)
        var failure: JSONReader.Failure?
        var inRecord = false  // whether the failure is inside a record, or between records
        // Everything readable is scanned: what is left (a last line without LF) waits for
        // more bytes or the end.
        var scannedAll = scanner.position >= refill.available
        if !scannedAll {
            let end = min(refill.available, scanner.position + st.block)
            if let shrunk = input.truncation(before: end) {
                st.refill = shrunk
                st.refill.available = scanner.position
                return .again
            }
            st.block = min(4 * st.block, Self.blockBytes)
            failure = scanner.scan(base, to: end, available: refill.available) { st.found.append($0) }
            scannedAll = end == refill.available
        }
        var atEnd = false
        var lastLine: Range<Int>?  // JSON Lines: the last line, which has no line break
        if failure == nil && refill.error == nil && refill.isEnd && scannedAll {
            atEnd = true
            if !refill.stoppedAtLimit {  // a pipe cut at its limit ends with what was whole
                let (f, unfinished) = scanner.finish(base, available: refill.available) {
                    st.found.append($0)
                    lastLine = $0
                }
                failure = unfinished.map { Self.failure(ofUnfinished: $0, base) } ?? f
                inRecord = unfinished != nil
            }
        }
        // A last line the input ends inside (a file cut while written): the rows before it
        // are the input's, and it is said, not the whole input refused.
        var cutOff = false
        if let bad = check(&st, base, layout: scanner.layout) {
            failure = bad
            inRecord = true
            cutOff =
                scanner.layout == .lines
                && lastLine.map { line in
                    // The parse ran out of the line's bytes, or says it ended inside a value.
                    bad.offset >= line.upperBound
                        || (bad.offset >= line.lowerBound
                            && (bad.reason.hasPrefix("unexpected end of input") || bad.reason == "unterminated string"))
                } == true
        }
        published.withLock { $0 = st.keys.snapshot() }  // the columns before the records that use them
        offsets.publish()
        load.withLock { $0.bytesRead = Int64(scanner.position) }
        // The indexed bytes need not stay resident: rows on screen fault back in. From 64 KiB
        // before this step: the kernel maps the pages around a fault (fault-around, 64 KiB),
        // so the first read of this step mapped again some of those the last one let go.
        let keep = max(ByteTableSource.keepResident, was - (64 << 10))
        if scanner.position > keep { input.release(keep..<scanner.position) }
        if let failure {
            let p = JSONReader(UnsafeBufferPointer(start: base, count: refill.available)).position(of: failure.offset)
            let record = Self.recordText(
                layout: scanner.layout, recordsBefore: rowCount, inRecord: inRecord, failure: failure)
            let e =
                cutOff
                ? DataError(
                    ParsePosition.message(
                        title, at: ParsePosition(line: p.line),
                        "the last line is cut off (the input ends inside its value), not shown"))
                : DataError(
                    ParsePosition.message(
                        title, at: ParsePosition(line: p.line, column: p.column),
                        record + "not valid JSON: \(failure.reason)"))
            if cutOff {
                st.keys.finish()
                published.withLock { $0 = st.keys.snapshot() }
                lastLineCutOff.store(true, ordering: .relaxed)
            }
            load.withLock {
                $0.error = e
                $0.isComplete = true
            }
            return .done
        }
        if let e = refill.error {
            load.withLock {
                $0.error = e
                $0.fileChange = refill.change
                $0.isComplete = true
            }
            return .done
        }
        // A pipe's index shares its limit, as for text.
        let cut = input.pipeLimit.map { 8 * offsets.count >= max($0, 1 << 26) } ?? false
        if atEnd || cut {
            st.keys.finish()
            published.withLock { $0 = st.keys.snapshot() }
            load.withLock {
                $0.isComplete = true
                $0.stoppedAtLimit = refill.stoppedAtLimit || cut
            }
            return .done
        }
        if !scannedAll { return .again }
        let next = input.refill()
        if input.isFollowing && next.available == refill.available && next.error == nil {
            load.withLock { $0.isComplete = true }  // caught up with the file (a partial last line waits)
            return .pause(200_000)
        }
        load.withLock { $0.isComplete = false }
        st.refill = next
        return .again
    }

    /// Which record a failure is in, for a message: in an array, whose records may share
    /// a line (a one-line array's column alone is a byte count), `record N: ` (from 1)
    /// inside a record, `after record N: ` between records, else "". In JSON Lines and a
    /// sequence of values, one a line, the line number already names the record.
    static func recordText(
        layout: JSONElementScanner.Layout, recordsBefore n: Int, inRecord: Bool, failure: JSONReader.Failure
    ) -> String {
        guard layout == .array else { return "" }
        if inRecord { return "record \((n + 1).formatted()): " }
        if n > 0 && failure.reason != "unexpected text after the array" { return "after record \(n.formatted()): " }
        return ""
    }

    /// The error for `--follow` on an input that cannot grow by appending: `what` is
    /// "a JSON array", "a SQLite database".
    static func cannotFollow(_ title: String, _ what: String) -> DataError {
        DataError("--follow needs a text, CSV/TSV or JSON Lines file; \(title) is \(what)")
    }

    /// Checks the elements found in this step in order, appending each good one's range
    /// (and whether it is plain); returns the first one's failure, appending none after it.
    private func check(_ st: inout IndexingState, _ base: UnsafePointer<UInt8>, layout: JSONElementScanner.Layout)
        -> JSONReader.Failure?
    {
        let afterValue = layout == .array ? "expected ',' or ']' in the array" : "expected one value per line"
        var texts: [(Int, String)] = []
        defer {
            let rows = max(0, offsets.writtenCount - 1)
            // FoldedRows grows in chunks, never by copying: no room to reserve first.
            folded.withLock { f in
                for (row, text) in texts { f.append(record: row, text: text) }
                f.coveredRecords = rows
            }
        }
        for r in st.found {
            var reader = JSONReader(UnsafeBufferPointer(start: base, count: r.upperBound), at: r.lowerBound)
            do { try st.keys.check(r, in: &reader, afterValue: afterValue) } catch { return error }
            // Entry 0: where the first record starts; then where each record ends (the next
            // starts after the blanks and comma that follow).
            if offsets.writtenCount == 0 { offsets.append(r.lowerBound) }
            offsets.append(r.upperBound)
            if ByteSearch.firstNonASCII(base, from: r.lowerBound, to: r.upperBound) != nil
                || memchr(base + r.lowerBound, 0x5C, r.count) != nil
            {
                let row = offsets.writtenCount - 2
                offsets.markNonASCII(record: row)
                texts.append((row, Self.searchText(base, r)))
            }
        }
        return nil
    }

    /// The values of the record at `r` as shown, joined by tabs: what search folds.
    private static func searchText(_ base: UnsafePointer<UInt8>, _ r: Range<Int>) -> String {
        var reader = JSONReader(UnsafeBufferPointer(start: base, count: r.upperBound), at: r.lowerBound)
        if reader.peek() != 0x7B { return JSONNull.shownText((try? reader.displayValue()) ?? "") }
        let fields = (try? reader.objectFields()) ?? []  // a null as shown, `null`, so that it is found
        return fields.map { String(JSONNull.shownText($0.value).utf8.prefix(FoldedRows.foldedBytesLimit)) ?? "" }
            .joined(separator: "\t")
    }

    /// The failure of an element the input ends inside: its own parse names what is missing.
    private static func failure(ofUnfinished r: Range<Int>, _ base: UnsafePointer<UInt8>) -> JSONReader.Failure {
        var reader = JSONReader(UnsafeBufferPointer(start: base, count: r.upperBound), at: r.lowerBound)
        do { try reader.skipValue() } catch { return error }
        return JSONReader.Failure(offset: r.upperBound, reason: "unexpected end of input")
    }

    /// The first byte after a byte order mark and blanks, if any is read yet.
    private static func firstValueByte(_ base: UnsafePointer<UInt8>, _ available: Int) -> Int? {
        var i = available >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        while i < available, base[i] == 0x20 || base[i] == 0x09 || base[i] == 0x0A || base[i] == 0x0D { i += 1 }
        return i < available ? i : nil
    }
}
