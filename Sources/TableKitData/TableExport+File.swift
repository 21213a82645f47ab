import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TableExport {
    /// Whether something (a file, a directory, a dangling link) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// Writes a file atomically: `body` writes its bytes (through the function it is given)
    /// to a temporary file in `path`'s directory, which is then flushed to disk and put at
    /// `path` in one step, so a reader never sees a part of it and an error (or a full
    /// disk) leaves no file behind. Without `replacing`, a file already at `path` is never
    /// replaced, even one made meanwhile (the temporary file is hard-linked to `path`,
    /// which fails if it exists); with it, the file is renamed over it. The new file's mode
    /// is 0666 less the umask, as a shell's redirection makes it.
    /// - Returns: what `body` returns.
    /// - Throws: ``DataError`` naming `path`: it exists (without `replacing`), its
    ///   directory cannot be written, or a write failed (with the system's reason); or what
    ///   `body` throws.
    @discardableResult
    public static func writeFile<T>(
        path: String, replacing: Bool, _ body: (_ write: ([UInt8]) throws -> Void) throws -> T
    ) throws -> T {
        let shown = Sanitizer.sanitize(path)
        func failure(_ what: String, _ code: Int32 = errno) -> DataError {
            DataError("\(shown): \(what): \(String(cString: strerror(code)))")
        }
        if !replacing && exists(path) { throw DataError("\(shown): exists") }
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(dir == "/" ? "" : dir)/.\(base).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot write in its directory") }
        let temp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var linked = false
        defer { if !linked { unlink(temp) } }
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        let result: T
        do {
            result = try body { bytes in
                var off = 0
                while off < bytes.count {
                    let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + off, bytes.count - off) }
                    if n < 0 && errno == EINTR { continue }
                    guard n > 0 else { throw failure("cannot write") }
                    off += n
                }
            }
            guard fsync(fd) == 0 else { throw failure("cannot write") }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure("cannot write") }
        if replacing {
            guard rename(temp, path) == 0 else { throw failure("cannot replace it") }
            linked = true
            return result
        }
        if link(temp, path) == 0 { return result }
        let code = errno
        if code == EEXIST { throw DataError("\(shown): exists") }
        // A file system without hard links: renamed, once more checked not to exist.
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EXDEV else {
            throw failure("cannot write", code)
        }
        if exists(path) { throw DataError("\(shown): exists") }
        guard rename(temp, path) == 0 else { throw failure("cannot write") }
        linked = true
        return result
    }
}
