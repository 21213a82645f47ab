#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a followed file changed other than by growing at its end (``LoadingProgress/fileChange``):
/// the bytes already read are no longer the file's, so it is read again from its start.
public enum FollowedFileChange: Sendable, Equatable {
    /// The file became shorter than what was read (a log's `copytruncate`, `: > file`).
    case truncated
    /// Bytes already read changed: the file was truncated and written again (to the same
    /// size or larger) between two looks, or written in place.
    case rewritten
    /// Another file took the name (a rename over it: an editor's save, `sed -i`, a log
    /// rotated with `create`): the name is followed, as `tail -F` and `less --follow-name` do.
    case replaced

    /// The words for it: "truncated", "rewritten", "replaced".
    public var word: String {
        switch self {
        case .truncated: "truncated"
        case .rewritten: "rewritten"
        case .replaced: "replaced"
        }
    }
}

/// What a followed file looked like at the last look, to tell an append from a rewrite:
/// its identity (device and inode, and those of its name), its first and last bytes read
/// (up to 64 each), and its modification time. Each look costs two `stat`s
/// and two `pread`s of at most 64 bytes, never a read of the file.
///
/// Not detectable: a rewrite to the same size with the same first and last 64 bytes within
/// one tick of the file system's clock of the last write (the times do not move).
struct FollowWatch {
    /// The name followed (nil: a descriptor's path, `/dev/fd/N`, is not watched by name).
    let path: String?
    private var device: UInt = 0
    private var inode: UInt = 0
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    /// The bytes read when ``head`` and ``tail`` were taken.
    private var checked = 0
    private var stamp = Stamp()
    /// New times were seen at the same size: a rewrite in place when the size is still the
    /// same at the next look (an append changes the times just before the size, so one
    /// look may see them with the old size).
    private var stampMoved = false
    static let checkedBytes = 64

    /// The modification time. Not the status-change time: a `chmod`, a new hard link or
    /// a rename of the file (a log rotated away) moves it without changing a byte.
    struct Stamp: Equatable {
        var modified = timespec()
        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }
    }

    init(path: String?, st: stat) {
        self.path = path
        device = UInt(st.st_dev)
        inode = UInt(st.st_ino)
        stamp = Stamp(modified: st.st_mtim)
    }

    /// How the file (`fd`, whose status is `st`) changed since the last look, which had
    /// read `filled` bytes; nil for an append or no change.
    mutating func change(fd: Int32, st: stat, filled: Int) -> FollowedFileChange? {
        let size = Int(st.st_size)
        if size < filled { return .truncated }
        if let c = replacedOrBytesChanged(fd: fd, tailEnd: filled) { return c }
        let now = Stamp(modified: st.st_mtim)
        if size == filled && now != stamp {
            if stampMoved { return .rewritten }
            stampMoved = true
        } else {
            stampMoved = false
        }
        return nil
    }

    /// Remembers the file's first and last bytes of `0 ..< filled` and its times (after
    /// it grew to `filled`); nil, or the change when the file shrank meanwhile.
    mutating func remember(fd: Int32, st: stat, filled: Int) -> FollowedFileChange? {
        let n = Self.checkedBytes
        guard let h = Self.read(fd, min(n, filled), at: 0),
            let t = Self.read(fd, min(n, filled), at: max(0, filled - n))
        else {
            return .truncated
        }
        head = h
        tail = t
        checked = filled
        if !stampMoved { stamp = Stamp(modified: st.st_mtim) }
        return nil
    }

    /// ``change(fd:st:filled:)`` without the times (which need two looks) and without
    /// changing what was remembered: for a look between the indexer's. `sameSizeByTime`:
    /// a file not followed, whose size is fixed once read: a new modification time at the
    /// same size is a rewrite in place (one look suffices, no append is on its way).
    func look(fd: Int32, sameSizeByTime: Bool = false) -> FollowedFileChange? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        if Int(st.st_size) < checked { return .truncated }
        if let c = replacedOrBytesChanged(fd: fd, tailEnd: checked) { return c }
        return sameSizeByTime && Int(st.st_size) == checked && Stamp(modified: st.st_mtim) != stamp ? .rewritten : nil
    }

    /// `.replaced` when another file has the name, else how the first bytes remembered
    /// and the last ones (ending at `tailEnd`) differ from the file's now; nil when alike.
    private func replacedOrBytesChanged(fd: Int32, tailEnd: Int) -> FollowedFileChange? {
        if let path {
            var named = stat()
            // A name that is gone (rotated away, not yet made again): the file open goes on.
            if stat(path, &named) == 0 && (UInt(named.st_dev) != device || UInt(named.st_ino) != inode) {
                return .replaced
            }
        }
        return Self.differs(fd, head, at: 0) ?? Self.differs(fd, tail, at: tailEnd - tail.count)
    }

    /// `.rewritten` when the file's bytes at `offset` are not `bytes`, `.truncated` when
    /// they are gone.
    private static func differs(_ fd: Int32, _ bytes: [UInt8], at offset: Int) -> FollowedFileChange? {
        guard !bytes.isEmpty else { return nil }
        guard let now = read(fd, bytes.count, at: offset) else { return .truncated }
        return now == bytes ? nil : .rewritten
    }

    /// `count` bytes of `fd` at `offset`, nil when fewer are there.
    private static func read(_ fd: Int32, _ count: Int, at offset: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, count - got, off_t(offset + got)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            got += n
        }
        return bytes
    }
}
