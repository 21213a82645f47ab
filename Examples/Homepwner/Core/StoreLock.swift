import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a store: `flock(2)` on `.<name>.lock` beside it, taken
/// without waiting. The holder's pid is written into the lock file so that a refused
/// instance can say who holds it.
///
/// The lock lives as long as this object (its descriptor is closed in `deinit`), and the
/// kernel releases it when the process ends in any way, `kill -9` included. The lock file
/// itself is left in place: removing it on exit would let a third process lock a new
/// file while a second still holds the old, unlinked one.
final class StoreLock {
    let fd: Int32
    let url: URL

    /// Takes the lock for the store at `storeURL`, creating its directory and lock file
    /// when missing.
    /// - Throws: ``ItemStoreError/inUse(path:pid:)`` when another process holds it,
    ///   ``ItemStoreError/lockFailed(path:step:reason:)`` otherwise.
    init(storeURL: URL) throws(ItemStoreError) {
        let store = storeURL.path
        let directory = storeURL.deletingLastPathComponent().path
        url = ItemStore.lockFileURL(for: storeURL)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .lockFailed(path: store, step: "creating the directory \(directory)", reason: error.localizedDescription)
        }
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else {
            throw .lockFailed(path: store, step: "opening \(url.path)", reason: String(cString: strerror(errno)))
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let e = errno
            if e == EINTR { continue }
            if e == EWOULDBLOCK {
                let pid = Self.recordedPID(fd)
                close(fd)
                throw .inUse(path: store, pid: pid)
            }
            close(fd)
            throw .lockFailed(path: store, step: "locking \(url.path)", reason: String(cString: strerror(e)))
        }
        self.fd = fd
        // Record who holds it (best effort: the lock works without it).
        let text = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) } }
    }

    deinit { close(fd) }

    /// The pid written in the lock file, if it holds one.
    static func recordedPID(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer.prefix(n), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Deletes the temporary files a killed save left beside the store
    /// (`.<name>.tmp-<pid>-<random>`, see `writeAtomically`). Only safe while holding the
    /// lock: then no other process can be writing one.
    static func removeStaleTemporaryFiles(of storeURL: URL) {
        let directory = storeURL.deletingLastPathComponent()
        let prefix = "." + storeURL.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory.appendingPathComponent(name).path)
        }
    }
}
