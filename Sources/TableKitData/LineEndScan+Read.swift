#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension LineEndScan {
    /// As ``scan(_:from:to:pending:into:)`` over bytes `from ..< end` of the file open as
    /// `fd`, read with `pread` into `buffer`, `piece` bytes at a time (a piece stays in the
    /// cache for the scan that follows). No page of the file is mapped in or let go: the
    /// kernel copies from its page cache as for `read`, as `wc -l` does, where a mapping
    /// costs a page-table entry a page on the way in and again on the way out.
    /// Returns false, with entries possibly appended to `sink` that the caller must drop,
    /// when a piece holds a CR (the CR rules need the bytes around it) or the file is
    /// shorter than `end` (truncated meanwhile).
    /// - Complexity: O(end − from), one copy and one read of each byte.
    static func scanRead<S: LineEndSink>(
        fd: Int32, buffer: UnsafeMutablePointer<UInt8>, piece: Int, from: Int, to end: Int,
        pending: inout Bool, into sink: inout S
    ) -> Bool {
        var p = from
        var open = pending
        while p < end {
            let n = min(piece, end - p)
            guard readFully(fd, buffer, count: n, at: p) else { return false }
            let stop = scan(UnsafePointer(buffer), from: 0, to: n, origin: p, pending: &open, into: &sink)
            if stop != n { return false }
            p += n
        }
        pending = open
        return true
    }

    /// Reads exactly `count` bytes at `offset` of `fd` into `buffer`; false at an early end
    /// of file or an error.
    static func readFully(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let n = pread(fd, buffer + done, count - done, off_t(offset + done))
            if n > 0 {
                done += n
                continue
            }
            if n < 0 && errno == EINTR { continue }
            return false
        }
        return true
    }
}
