import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The exclusive advisory locks that keep a second writer off a store, whatever path it
/// takes to the file: `flock(2)` without waiting on
///
/// 1. `.<name>.lock` beside the *resolved* file (``StorePath``), so a symbolic link, a
///    `..` path or a linked directory finds the same lock; the holder's pid is written in
///    it so that a refused instance can say who holds it;
/// 2. the store file itself (its device and inode), so a hard link under another name, or
///    a second instance after the lock file was deleted, finds the file locked. A save
///    locks the new file before renaming it into place, and an earlier file stays locked
///    while another name still links it.
///
/// Before every save ``verify()`` checks that the lock file is still the one held; when it
/// was deleted or replaced, the lock is taken again on the new file, or the save is refused
/// with ``ItemStoreError/inUse(path:pid:)`` when another instance holds that one.
///
/// The locks live as long as this object (descriptors closed in `deinit`), and the kernel
/// releases them when the process ends in any way, `kill -9` included. The lock file is
/// left in place: removing it on exit would let a third process lock a new file while a
/// second still holds the old, unlinked one.
final class StoreLock {
    private(set) var fd: Int32
    let path: StorePath
    /// Descriptors holding `flock` on store files: the current one last.
    private(set) var fileLocks: [Int32] = []

    /// Takes both locks for the store at `path` (its directory must exist).
    /// - Throws: ``ItemStoreError/inUse(path:pid:)`` when another holder has either,
    ///   ``ItemStoreError/lockFailed(path:step:reason:)`` otherwise.
    init(path: StorePath) throws(ItemStoreError) {
        self.path = path
        fd = try Self.lockFile(path)
        // From here on a throw runs deinit, which closes `fd`.
        let file = open(path.resolved, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
        if file >= 0 {
            guard Self.flockNow(file) else {
                let holder = Self.holderPID(of: file)
                close(file)
                throw .inUse(path: path.given, pid: holder)
            }
            fileLocks.append(file)
        }
        // Absent: nothing to lock yet. Unreadable: the read reports it.
    }

    deinit {
        Self.unlockAndClose(fd)
        fileLocks.forEach { Self.unlockAndClose($0) }
    }

    /// Releases the `flock` held through `fd`, then closes it. A lock belongs to the open
    /// file description, which a child forked by another thread shares until its exec
    /// closes it (`O_CLOEXEC`); closing alone would leave the lock held for that moment,
    /// and an instance opened right after would be refused. `LOCK_UN` releases it at once.
    static func unlockAndClose(_ fd: Int32) {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }

    /// Opens and locks `.<name>.lock`, retrying when the file it locked was replaced in
    /// the meantime (so the lock held is always the one others find by name).
    private static func lockFile(_ path: StorePath) throws(ItemStoreError) -> Int32 {
        let lockPath = path.lockPath
        for _ in 0..<8 {
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o644)
            guard fd >= 0 else {
                throw .lockFailed(
                    path: path.given, step: "opening \(lockPath)", reason: String(cString: strerror(errno)))
            }
            guard flockNow(fd) else {
                let e = errno
                let pid = recordedPID(fd)
                close(fd)
                if e == EWOULDBLOCK { throw .inUse(path: path.given, pid: pid) }
                throw .lockFailed(path: path.given, step: "locking \(lockPath)", reason: String(cString: strerror(e)))
            }
            if isLinked(fd, at: lockPath) {
                // Record who holds it (best effort: the lock works without it).
                let text = Array("\(getpid())\n".utf8)
                if ftruncate(fd, 0) == 0 { _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) } }
                return fd
            }
            close(fd)  // deleted or replaced between open and flock: take the new one
        }
        throw .lockFailed(path: path.given, step: "locking \(lockPath)", reason: "the lock file keeps being replaced")
    }

    /// `flock(fd, LOCK_EX | LOCK_NB)`, retried on EINTR; false with `errno` set when refused.
    static func flockNow(_ fd: Int32) -> Bool {
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Whether `fd` is the file now at `path` (same device and inode).
    static func isLinked(_ fd: Int32, at path: String) -> Bool {
        var a = stat()
        var b = stat()
        return fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Checks, before a save, that the lock file is still the one held; takes the lock
    /// again when it was deleted or replaced.
    /// - Throws: ``ItemStoreError/inUse(path:pid:)`` when another instance took it.
    func verify() throws(ItemStoreError) {
        guard !Self.isLinked(fd, at: path.lockPath) else { return }
        let fresh = try Self.lockFile(path)
        Self.unlockAndClose(fd)
        fd = fresh
    }

    /// Takes over `file`, a new store file already locked and just renamed into place;
    /// earlier files no longer linked anywhere are released.
    func adopt(_ file: Int32) {
        var kept: [Int32] = []
        for old in fileLocks {
            var st = stat()
            if fstat(old, &st) == 0 && st.st_nlink > 0 { kept.append(old) } else { Self.unlockAndClose(old) }
        }
        fileLocks = kept + [file]
    }

    /// The pid written in the lock file, if it holds one.
    static func recordedPID(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer.prefix(n), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The pid holding a `flock` on the file open at `fd`, from `/proc/locks` (Linux);
    /// nil when it cannot be told.
    static func holderPID(of fd: Int32) -> Int32? {
        var st = stat()
        guard fstat(fd, &st) == 0,
            let text = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return nil }
        let dev = UInt64(st.st_dev)
        let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & ~UInt64(0xfff))
        let minor = (dev & 0xff) | ((dev >> 12) & ~UInt64(0xff))
        let wanted = String(format: "%02x:%02x:%llu", major, minor, UInt64(st.st_ino))
        for line in text.split(separator: "\n") {
            // "1: FLOCK  ADVISORY  WRITE 1234 00:2d:5678 0 EOF"
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            if f.count >= 6, f[1] == "FLOCK", f[5] == wanted, let pid = Int32(f[4]) { return pid }
        }
        return nil
    }
}
