import Foundation
import TableKit

/// The two background threads of a text or CSV source: indexing (refill the input, scan it
/// block by block, publish, let the indexed pages go) and folding (the non-ASCII records,
/// for search, at a lower priority). Each holds the source weakly, and strongly only during
/// one step, so that a source dropped while loading or following is freed and its threads
/// end.
extension ByteTableSource {
    /// What the indexing thread carries from one step to the next.
    struct IndexingState {
        var scanner: RecordScanner?
        var refill = ByteInput.Refill(available: 0, isEnd: false)
        var block = ByteTableSource.firstBlockBytes
        /// A followed CSV read to its end once: appended records may add columns.
        var growsColumns = false
    }

    /// What a thread does after a step.
    enum Step {
        case again
        case pause(useconds_t)
        case done
    }

    /// Starts the indexing and folding threads of `source`.
    static func startThreads(_ source: ByteTableSource) {
        let wait = source.progressWait
        wait.threadStarted()
        wait.threadStarted()
        Thread.detachNewThread { [weak source] in
            var state = IndexingState()
            run(signalling: wait, isIndexing: true) { source?.indexStep(&state) ?? .done }
        }
        Thread.detachNewThread { [weak source] in
            // Below the indexing thread: on a busy machine the count comes first.
            // (On Linux the nice value is per thread; `who` 0 is the calling thread.)
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            run(signalling: wait, isIndexing: false) { source?.foldStep() ?? .done }
        }
    }

    /// Bytes the kernel may map around one page fault of a file mapping (fault-around:
    /// 64 KiB on Linux), so pages let go before a read can be resident again after it.
    static let faultAround = 64 << 10

    /// Runs `step` until it is done, signalling `wait` after each step (the indexing
    /// thread's count as its steps) and when the thread ends (`wait.threadStarted()` was
    /// called before the thread started). A pause is the interval between two looks at a
    /// pipe or a followed file that had nothing new, as `tail -f` sleeps between reads.
    static func run(signalling wait: IndexingProgressWait, isIndexing: Bool, _ step: () -> Step) {
        defer { wait.threadEnded() }
        while true {
            let next = step()
            wait.signal(isIndexingStep: isIndexing)
            switch next {
            case .again: continue
            case .pause(let microseconds): usleep(microseconds)
            case .done: return
            }
        }
    }

    /// One step of indexing: the first bytes (a byte order mark is skipped), one block,
    /// the end of the input, or a look for more (a pipe's next chunk, a followed file's growth).
    func indexStep(_ st: inout IndexingState) -> Step {
        let step = indexStepScanning(&st)
        if case .again = step {} else { isScanning.store(false, ordering: .relaxed) }
        return step
    }

    private func indexStepScanning(_ st: inout IndexingState) -> Step {
        if stopped.load(ordering: .relaxed) { return .done }
        let base = UnsafePointer(input.base)
        guard var scanner = st.scanner else {
            var first = input.refill()
            // Up to 3 bytes while they may be a byte order mark; a followed file that has
            // none yet is looked at again after a pause (not in a loop).
            while !first.isEnd && first.available < 3 && first.error == nil
                && zip(UnsafeBufferPointer(start: base, count: first.available), [0xEF, 0xBB, 0xBF] as [UInt8])
                    .allSatisfy(==)
            {
                if input.isFollowing {
                    load.withLock { $0.isComplete = true }
                    return .pause(200_000)
                }
                first = input.refill()
            }
            let start = first.available >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
            st.scanner = RecordScanner(syntax: RecordSyntax(delimiter: delimiter), start: start)
            st.refill = first
            offsets.append(start)
            offsets.publish()
            return .again
        }
        defer { st.scanner = scanner }
        // A followed file shorter than what is left to read: stop with the truncation now
        // (one fstat a step) rather than read zeros past its end (MappedFileGuard).
        if scanner.position < st.refill.available, let shrunk = input.truncation(before: st.refill.available) {
            st.refill = shrunk
            st.refill.available = scanner.position
        }
        let refill = st.refill
        // A hole of a sparse file is NULs: skipped, not read (as grep does).
        if let hole = input.hole(containing: scanner.position) {
            scanner.skipZeros(to: min(hole.upperBound, refill.available))
        }
        if scanner.position < refill.available {
            isScanning.store(true, ordering: .relaxed)
            let end = min(refill.available, scanner.position + st.block)
            st.block = delimiter == nil && end >= Self.largeBlocksFrom ? Self.largeBlockBytes : Self.blockBytes
            let was = scanner.position
            let recordsWere = offsets.writtenCount
            // Read with pread (as `wc -l` reads), not through the mapping: no page of the
            // file is mapped in and let go again (a page-table entry each way, and on a
            // two-thread process a TLB flush on the other core for each release).
            let mapped = scanner.scan(
                base, to: end, available: refill.available, isEnd: refill.isEnd,
                file: input.scanFile, into: offsets)
            if st.growsColumns, let d = delimiter, offsets.writtenCount > recordsWere {
                // before they are readable
                growColumns(records: recordsWere - 1..<offsets.writtenCount - 1, delimiter: d)
            }
            offsets.publish()
            load.withLock { $0.bytesRead = Int64(scanner.position) }
            // Bytes read through the mapping (the first block, text around a CR, a CSV) need
            // not stay resident: rows on screen fault back in. From
            // 64 KiB before this step: the kernel maps the pages around a fault (fault-around,
            // 64 KiB), so this step's first reads mapped again some the last one let go.
            let keep = max(Self.keepResident, was - Self.faultAround)
            if mapped && scanner.position > keep { input.release(keep..<scanner.position) }
            // A pipe's bytes stay in memory up to the limit, and each line adds an index
            // entry (8 bytes): the index has a cap of its own, the limit (at least 64 MiB),
            // so `yes | tablekit view -` ends instead of growing the index 4 bytes per byte.
            if let limit = input.pipeLimit, 8 * offsets.count >= max(limit, 1 << 26) {
                load.withLock {
                    $0.isComplete = true
                    $0.bytesRead = Int64(scanner.position)
                    $0.stoppedAtLimit = true
                }
                return .done
            }
            if scanner.position != was { return .again }  // else a CR or quote waits for its next byte
        }
        if let e = refill.error {
            load.withLock {
                $0.error = e
                $0.fileChange = refill.change
                $0.isComplete = true
            }
            return .done
        }
        if refill.isEnd {
            // Cut at its limit, input ends with its last whole record: what follows was cut
            // mid-line (or mid-quote), not written so, and is dropped (as JSON Lines does).
            if !refill.stoppedAtLimit, !scanner.finish(available: refill.available, into: offsets) {
                let line = lineNumber(at: offsets.lastWritten)
                load.withLock {
                    $0.error = DataError(
                        ParsePosition.message(
                            title, at: ParsePosition(line: line),
                            "a quoted field is not closed (a closing \" is missing)"))
                }
            }
            offsets.publish()
            load.withLock {
                $0.isComplete = true
                $0.bytesRead = Int64(refill.available)
                $0.stoppedAtLimit = refill.stoppedAtLimit
            }
            return .done
        }
        isScanning.store(false, ordering: .relaxed)
        let next = input.refill()
        if input.isFollowing && next.available == refill.available && next.error == nil {
            st.growsColumns = true  // what comes now is appended
            load.withLock { $0.isComplete = true }  // caught up with the file
            return .pause(200_000)
        }
        load.withLock { $0.isComplete = false }
        st.refill = next
        return .again
    }

    /// One step of folding: the next 4,096 records (the non-ASCII ones folded into
    /// ``folded``), or a pause until more are indexed or while the indexer is scanning
    /// (a search folds what is not folded yet itself).
    func foldStep() -> Step {
        if stopped.load(ordering: .relaxed) { return .done }
        if isScanning.load(ordering: .relaxed) { return .pause(2_000) }
        let (loaded, failed) = load.withLock { ($0.isComplete, $0.error != nil) }
        let available = offsets.count - 1
        let k = folded.withLock { $0.coveredRecords }
        if k >= available {
            if failed || (loaded && !input.isFollowing) { return .done }
            return .pause(loaded ? 100_000 : 2_000)  // a followed file that is idle: look less often
        }
        let base = UnsafePointer(input.base)
        let end = min(available, k + 4_096)
        var batch: [(Int, String)] = []
        for r in k..<end where offsets.isNonASCII(record: r) {
            let bounds = FieldDecoding.trimmed(base, offsets[r], offsets[r + 1])
            batch.append((r, FieldDecoding.string(base, bounds, limit: FoldedRows.foldedBytesLimit)))
        }
        folded.withLock { f in
            for (r, text) in batch { f.append(record: r, text: text) }
            f.coveredRecords = end
        }
        // Reading the records faulted their pages back in; let them go again, from 64 KiB
        // before (fault-around mapped the pages around each read, those before too).
        let from = max(Self.keepResident, offsets[k] - Self.faultAround)
        let to = offsets[end]
        if !batch.isEmpty && to > from { input.release(from..<to) }
        return .again
    }
}
