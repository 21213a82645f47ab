import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces the file at `url` with `data` so that a crash at any moment leaves either the
/// old file or the new one, complete: write a temporary file in the same directory,
/// `fsync` it, `rename(2)` it over the old one (atomic within a file system), then
/// `fsync` the directory so that the rename itself is durable.
///
/// A crash can leave a temporary file named `.<name>.tmp-<pid>-<random>` beside the
/// target; it is never read and is safe to delete. A store opened for writing deletes its
/// own while it holds the store's lock (see ``ItemStore/init(fileURL:seed:persists:)``).
/// - Throws: ``ItemStoreError/saveFailed(path:step:reason:)``.
func writeAtomically(_ data: Data, to url: URL) throws(ItemStoreError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    func fail(_ step: String) -> ItemStoreError {
        .saveFailed(path: path, step: step, reason: String(cString: strerror(errno)))
    }
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        throw .saveFailed(path: path, step: "creating the directory \(directory)", reason: "\(error.localizedDescription)")
    }
    let temp = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw fail("creating \(temp)") }
    var ok = false
    defer { if !ok { unlink(temp) } }
    let written: Bool = data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 { if errno == EINTR { continue }; return false }
            offset += n
        }
        return true
    }
    guard written else { let e = fail("writing \(temp)"); close(fd); throw e }
    guard fsync(fd) == 0 else { let e = fail("syncing \(temp)"); close(fd); throw e }
    guard close(fd) == 0 else { throw fail("closing \(temp)") }
    guard rename(temp, path) == 0 else { throw fail("renaming \(temp)") }
    ok = true
    let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard dirfd >= 0 else { throw fail("opening the directory to sync it") }
    defer { close(dirfd) }
    guard fsync(dirfd) == 0 else { throw fail("syncing the directory") }
}
