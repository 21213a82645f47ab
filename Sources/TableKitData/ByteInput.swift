import Foundation
import Synchronization
import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of a text or CSV input at one stable address: a memory-mapped file, or
/// standard input read into anonymous memory. Bytes `0 ..< available` never change, except
/// when a file changes under its mapping: a followed file's ``refill()`` then reports it
/// (``FollowedFileChange``), and a page gone past a shrunk file's end reads as zeros
/// (``MappedFileGuard``) instead of raising SIGBUS.
///
/// Only the indexing thread calls ``refill()``; any thread reads bytes below what the
/// index has published.
final class ByteInput: @unchecked Sendable {
    /// What ``refill()`` found.
    struct Refill {
        /// Bytes readable from ``base``.
        var available: Int
        /// True when no more bytes will come (end of file or pipe, or the limit).
        var isEnd: Bool
        /// True when a pipe was cut at its limit.
        var stoppedAtLimit = false
        /// Set when reading failed (a followed file truncated or rewritten, a read error).
        var error: DataError?
        /// Set with ``error`` when a followed file changed other than by growing: read it
        /// again from its start.
        var change: FollowedFileChange?
    }

    private enum Kind {
        case empty
        case mapped(size: Int)
        case followed(fd: Int32, mapped: Int)
        case pipe(fd: Int32, limit: Int)
    }

    /// The first byte. Valid for the input's lifetime.
    let base: UnsafeMutablePointer<UInt8>
    /// The size of the file when known (nil for a pipe).
    let knownSize: Int64?
    private let title: String
    private var kind: Kind
    /// A pipe's limit (`--max-input`), which its bytes and their line index share; nil for
    /// a file (its bytes are the page cache's).
    var pipeLimit: Int? {
        if case .pipe(_, let limit) = kind { return limit }
        return nil
    }
    private var filled = 0
    /// What ``readHead(maxBytes:)`` read and the indexer's first ``refill()`` has not yet
    /// reported (so that it does not block on the pipe for bytes already here).
    private var unreported: Refill?
    private let reservation: Int
    /// A mapped file's descriptor, kept open for ``scanFile`` (−1 otherwise).
    private var mappedFile: Int32 = -1
    /// A descriptor of a regular file's bytes at ``base`` (−1 for a pipe or an empty file),
    /// for the indexer to read with `pread` (no page mapped in or let go; see
    /// ``LineEndScan/scanRead(fd:buffer:piece:from:to:pending:into:)``): a followed file's
    /// own descriptor, so that it is always the file being mapped.
    var scanFile: Int32 {
        switch kind {
        case .mapped: mappedFile
        case .followed(let fd, _): fd
        case .empty, .pipe: -1
        }
    }
    /// The holes of a sparse mapped file (``holes(fd:size:)``), in order; empty otherwise.
    private(set) var holes: [Range<Int>] = []
    /// A followed file's last look (``FollowWatch``): the indexer's, and any thread's
    /// ``lookAtFollowedFile()``.
    private let watch = Mutex<FollowWatch?>(nil)
    /// A followed file's descriptor (-1 otherwise); set before indexing starts.
    private var followedDescriptor: Int32 = -1
    /// The mapping's slot in ``MappedFileGuard`` (nil: a pipe, or no slot was free).
    private var guardSlot: Int?

    private init(base: UnsafeMutablePointer<UInt8>, reservation: Int, kind: Kind, knownSize: Int64?, title: String) {
        self.base = base
        self.reservation = reservation
        self.kind = kind
        self.knownSize = knownSize
        self.title = title
        if case .mapped(let size) = kind { filled = size }
    }

    deinit {
        if let guardSlot { MappedFileGuard.unregister(guardSlot) }
        if mappedFile >= 0 { Glibc.close(mappedFile) }
        switch kind {
        case .followed(let fd, _), .pipe(let fd, _): if fd > 2 { Glibc.close(fd) }
        case .empty: base.deallocate()
        case .mapped: break
        }
        if reservation > 0 { munmap(base, reservation) }
    }

    /// Opens `path`: a regular file is mapped (with `follow`, in an address range reserved
    /// for growth, remapped as the file grows); anything else (a FIFO, `/dev/stdin`) is read
    /// like a pipe.
    /// - Throws: ``DataError`` when the file cannot be opened or mapped.
    static func open(path: String, follow: Bool, pipeLimit: Int = DataLimits.standardInputBytes) throws(DataError)
        -> ByteInput
    {
        let name = Sanitizer.sanitizeTitle(path)
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw DataError("\(name): \(String(cString: strerror(errno)).lowercased())") }
        var st = stat()
        if fstat(fd, &st) != 0 {
            let e = errno
            Glibc.close(fd)
            throw DataError("\(name): \(String(cString: strerror(e)).lowercased())")
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            Glibc.close(fd)
            throw DataError("\(name): is a directory")
        }
        if (st.st_mode & S_IFMT) != S_IFREG { return try pipe(fd: fd, limit: pipeLimit, title: name) }
        let size = Int(st.st_size)
        if follow {
            let reserve = 1 << 38  // 256 GiB of address space, no memory: the file grows into it
            guard let r = mmap(nil, reserve, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                r != MAP_FAILED
            else {
                Glibc.close(fd)
                throw DataError("\(name): cannot reserve memory to follow the file")
            }
            let input = ByteInput(
                base: r.assumingMemoryBound(to: UInt8.self), reservation: reserve,
                kind: .followed(fd: fd, mapped: 0), knownSize: nil, title: name)
            input.watch.withLock { $0 = FollowWatch(path: path, st: st) }
            input.followedDescriptor = fd
            input.guardSlot = try guarded(Int(bitPattern: r)..<Int(bitPattern: r) + reserve, name)
            return input
        }
        if size == 0 {
            Glibc.close(fd)
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
            return ByteInput(base: p, reservation: 0, kind: .empty, knownSize: 0, title: name)
        }
        guard let m = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), m != MAP_FAILED else {
            let e = errno
            Glibc.close(fd)
            errno = e
            throw DataError("\(name): cannot map the file: \(String(cString: strerror(errno)).lowercased())")
        }
        let input = ByteInput(
            base: m.assumingMemoryBound(to: UInt8.self), reservation: size, kind: .mapped(size: size),
            knownSize: Int64(size), title: name)
        input.mappedFile = fd  // kept open for `pread` and for ``lookAtFile()``: closed in deinit
        input.holes = holes(fd: fd, size: size)
        input.guardSlot = try guarded(Int(bitPattern: m)..<Int(bitPattern: m) + size, name)
        // Not followed: its bytes are not read again, but a look before a pick (and the
        // screen's on its ticks) must tell when they are no longer the file's. No name: a
        // file renamed over leaves these bytes (the old file's, kept by the mapping) true.
        input.watch.withLock { w in
            var look = FollowWatch(path: nil, st: st)
            _ = look.remember(fd: fd, st: st, filled: size)
            w = look
        }
        return input
    }

    /// The guard's slot for the mapping at `range` of the file `name`: a file read unguarded
    /// could kill the process when it shrinks, so none free is an error.
    /// - Throws: ``DataError`` when ``MappedFileGuard/capacity`` files are mapped already.
    private static func guarded(_ range: Range<Int>, _ name: String) throws(DataError) -> Int {
        guard let slot = MappedFileGuard.register(range) else {
            throw DataError("\(name): too many files open at once (\(MappedFileGuard.capacity)); close one first")
        }
        return slot
    }

    /// Standard input (or another descriptor), read into up to `limit` bytes of anonymous memory.
    /// - Throws: ``DataError`` when it is a directory (`< /tmp`): said at once, before any
    ///   screen, as a directory named as FILE is.
    static func standardInput(fd: Int32, limit: Int) throws(DataError) -> ByteInput {
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { throw DataError("standard input: is a directory") }
        return try pipe(fd: fd, limit: limit, title: "standard input")
    }

    private static func pipe(fd: Int32, limit: Int, title: String) throws(DataError) -> ByteInput {
        let size = max(limit, 1)
        guard let m = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            m != MAP_FAILED
        else {
            throw DataError("\(title): cannot reserve \(limit) bytes for the input")
        }
        return ByteInput(
            base: m.assumingMemoryBound(to: UInt8.self), reservation: size, kind: .pipe(fd: fd, limit: limit),
            knownSize: nil, title: title)
    }

    /// Makes more bytes available: a mapped file at once, a followed file as it grows (never
    /// at its end), a pipe by one `read` of up to 1 MiB (blocking until data or end).
    func refill() -> Refill {
        switch kind {
        case .empty: return Refill(available: 0, isEnd: true)
        case .mapped(let size): return Refill(available: size, isEnd: true)
        case .followed(let fd, let mapped):
            var st = stat()
            guard fstat(fd, &st) == 0 else {
                return Refill(
                    available: filled, isEnd: true, error: DataError("\(title): cannot read the file any more"))
            }
            let size = Int(st.st_size)
            if let change = followedChange(fd: fd, st: st) { return changed(change) }
            if size > mapped {
                let length = min(reservation, (size + 0xFFFF) & ~0xFFFF)
                guard let m = mmap(base, length, PROT_READ, MAP_SHARED | MAP_FIXED, fd, 0), m != MAP_FAILED else {
                    return Refill(available: filled, isEnd: true, error: DataError("\(title): cannot map the file"))
                }
                kind = .followed(fd: fd, mapped: length)
            }
            let grown = min(size, reservation)
            if grown > filled, let change = watch.withLock({ $0?.remember(fd: fd, st: st, filled: grown) }) {
                return changed(change)
            }
            filled = grown
            return Refill(available: filled, isEnd: false)
        case .pipe(let fd, let limit):
            if let head = unreported {
                unreported = nil
                return head
            }
            if filled >= limit {
                // Input of exactly `limit` bytes was not cut: only a byte past it says so.
                var next: UInt8 = 0
                var n: Int
                repeat { n = read(fd, &next, 1) } while n < 0 && errno == EINTR
                return Refill(available: filled, isEnd: true, stoppedAtLimit: n > 0)
            }
            while true {
                let n = read(fd, base + filled, min(1 << 20, limit - filled))
                if n > 0 {
                    filled += n
                    return Refill(available: filled, isEnd: false)
                }
                if n == 0 { return Refill(available: filled, isEnd: true) }
                if errno == EINTR { continue }
                return Refill(
                    available: filled, isEnd: true,
                    error: DataError("\(title): \(String(cString: strerror(errno)).lowercased())"))
            }
        }
    }

    /// How a followed file (`fd`, status `st`) changed other than by growing since the last
    /// look: shrunk (or a page past its new end was read: ``MappedFileGuard``), rewritten,
    /// or replaced under its name (``FollowWatch``); nil for an append or no change.
    private func followedChange(fd: Int32, st: stat) -> FollowedFileChange? {
        if let guardSlot, MappedFileGuard.takePatched(guardSlot) { return .truncated }
        let filled = self.filled
        return watch.withLock { $0?.change(fd: fd, st: st, filled: filled) }
    }

    /// How a followed file changed since the indexer's last look, checked now from any
    /// thread (before printing a picked row: the indexer looks only every 200 ms): shrunk,
    /// its first or last bytes read changed, or replaced under its name; nil when none of
    /// these, or for an input that is not a followed file.
    /// - Complexity: two `stat`s and two `pread`s of at most 64 bytes.
    func lookAtFollowedFile() -> FollowedFileChange? {
        guard followedDescriptor >= 0 else { return nil }
        if let guardSlot, MappedFileGuard.isPatched(guardSlot) { return .truncated }
        return watch.withLock { $0?.look(fd: followedDescriptor) }
    }

    /// How the file changed since it was read, checked now from any thread: a followed
    /// file as ``lookAtFollowedFile()``; a mapped file not followed (read once, never
    /// again) when it became shorter than what was read, its first or last 64 bytes
    /// changed, or it was written at the same size (its modification time moved: a
    /// `touch` counts too). Nil when none of these (an append changes no byte read), and
    /// for standard input or an empty file (their bytes cannot change).
    /// - Complexity: one `fstat` and two `pread`s of at most 64 bytes.
    func lookAtFile() -> FollowedFileChange? {
        if followedDescriptor >= 0 { return lookAtFollowedFile() }
        guard mappedFile >= 0 else { return nil }
        if let guardSlot, MappedFileGuard.isPatched(guardSlot) { return .truncated }
        return watch.withLock { $0?.look(fd: mappedFile, sameSizeByTime: true) }
    }

    /// Whether a page of this mapping past the file's end was read as zeros since it was
    /// opened (``MappedFileGuard``): the file shrank while shown. For a file that is not
    /// followed, whose change nothing else reports; a followed file's is taken by the
    /// indexer's next look (``lookAtFollowedFile()``) and it is read again.
    var shrankUnderMapping: Bool {
        guard followedDescriptor < 0, let guardSlot else { return false }
        return MappedFileGuard.isPatched(guardSlot)
    }

    /// The refill for a followed file that changed other than by growing: an error saying
    /// so, with the bytes read so far (the screen shows them until it reads the file again).
    private func changed(_ change: FollowedFileChange) -> Refill {
        Refill(
            available: filled, isEnd: true,
            error: DataError("\(title): the file was \(change.word); stopped following it"), change: change)
    }

    /// For the indexer, before it reads a followed file's bytes up to `end`: the refill to
    /// stop with when the file is now shorter (truncated since the last ``refill()``), so
    /// that it reports the truncation at once instead of reading zeros; nil otherwise.
    /// One `fstat`.
    func truncation(before end: Int) -> Refill? {
        guard case .followed(let fd, _) = kind else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, Int(st.st_size) < end else { return nil }
        return changed(.truncated)
    }

    /// Lets the kernel drop this process's mapping of the pages wholly inside `range` of a
    /// mapped file (`MADV_DONTNEED`): they stay in the page cache and come back on the next
    /// read, but stop counting in this process's resident memory. Does nothing for a pipe,
    /// whose anonymous memory is the only copy of its bytes.
    func release(_ range: Range<Int>) {
        switch kind {
        case .mapped, .followed:
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (range.lowerBound + page - 1) / page * page
            let end = range.upperBound / page * page
            if end > start { madvise(base + start, end - start, MADV_DONTNEED) }
        case .empty, .pipe:
            break
        }
    }

    /// True for an input read once (standard input, a FIFO, `<(cmd)`): its bytes come only
    /// through ``refill()``.
    var isPipe: Bool { if case .pipe = kind { true } else { false } }

    /// Reads the first bytes of a pipe to tell its format (``DataFormat/sniff(_:isEnd:)``):
    /// blocks for the first bytes, then reads on while more are ready within 100 ms, until
    /// `maxBytes`, 20 line breaks or the end. The bytes stay: the indexer goes on from them.
    /// Call before indexing starts (``refill()``'s one-thread rule).
    func readHead(maxBytes: Int = 64 << 10) -> Refill {
        var r = refill()
        guard case .pipe(let fd, _) = kind else { return r }
        while !r.isEnd && r.error == nil && r.available < maxBytes {
            var lines = 0
            var p = base
            while p < base + r.available, let l = memchr(p, 0x0A, base + r.available - p) {
                lines += 1
                p = l.assumingMemoryBound(to: UInt8.self) + 1
            }
            if lines >= 20 { break }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) > 0 else { break }
            r = refill()
        }
        unreported = r
        return r
    }

    /// Reads a pipe to its end (or limit): for a format parsed whole (JSON).
    func readAll() -> Refill {
        unreported = nil
        var r = refill()
        while !r.isEnd && r.error == nil { r = refill() }
        return r
    }

    /// True for a followed file (the end is never final).
    var isFollowing: Bool { if case .followed = kind { true } else { false } }
}

extension Sanitizer {
    /// A file name or other data made safe for a one-line message.
    static func sanitizeTitle(_ s: String) -> String { sanitize(s) }
}
