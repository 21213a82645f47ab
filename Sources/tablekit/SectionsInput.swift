import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The input of `tablekit sections`: lines of UTF-8, read in chunks from a file
/// descriptor, with a limit on the bytes read so that endless input (`/dev/zero`) or a
/// huge file stops with one error instead of filling memory.
///
/// Lines end in LF (a CR before it is dropped); a final newline does not add an empty
/// line; an empty line in the middle is the empty string. Each line is checked as UTF-8
/// as soon as it is complete, so garbage (`/dev/urandom`) stops at its first line.
enum SectionsInput {
    /// The default limit on input bytes: 64 MiB, about four million names.
    static let defaultByteLimit = 64 << 20
    /// The size of one `read(2)`.
    static let chunkSize = 1 << 20

    /// The lines of `fd`, read to its end.
    /// - Parameters:
    ///   - fd: an open file descriptor; not closed here.
    ///   - limit: the most bytes read; one byte more is an error.
    ///   - source: how messages name the input, e.g. `standard input` or `'names.txt'`
    ///     (already sanitised).
    /// - Throws: ``SectionsCommand/Failure`` for a read error, input over `limit` bytes,
    ///   or a line that is not UTF-8 (naming its 1-based number).
    /// - Complexity: O(bytes); memory: the lines, plus one chunk and the longest line.
    static func lines(of fd: Int32, limit: Int, source: String) throws(SectionsCommand.Failure) -> [String] {
        var collector = LineCollector(source: source)
        var status = stat()
        if fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
            if Int(status.st_size) > limit { throw tooLarge(source, limit) }
            collector.lines.reserveCapacity(Int(status.st_size) / 16)
        }
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        var total = 0
        while true {
            let n = read(fd, chunk.baseAddress, min(chunkSize, limit - total + 1))
            if n < 0 {
                if errno == EINTR { continue }
                throw SectionsCommand.Failure(description: "cannot read \(source): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            total += n
            if total > limit { throw tooLarge(source, limit) }
            try collector.add(UnsafeBufferPointer(rebasing: chunk[0..<n]))
        }
        try collector.finish()
        return collector.lines
    }

    /// The lines of `bytes` (for tests and callers that hold the input already).
    static func lines(of bytes: [UInt8], source: String) throws(SectionsCommand.Failure) -> [String] {
        var collector = LineCollector(source: source)
        try bytes.withUnsafeBufferPointer { (buffer) throws(SectionsCommand.Failure) in try collector.add(buffer) }
        try collector.finish()
        return collector.lines
    }

    static func tooLarge(_ source: String, _ limit: Int) -> SectionsCommand.Failure {
        SectionsCommand.Failure(
            description: "\(source) is larger than \(limit) bytes, the input limit (raise it with --max-bytes)")
    }

    /// Splits chunks into lines, carrying a partial line from one chunk to the next.
    struct LineCollector {
        var lines: [String] = []
        var carry: [UInt8] = []
        let source: String

        init(source: String) { self.source = source }

        mutating func add(_ chunk: UnsafeBufferPointer<UInt8>) throws(SectionsCommand.Failure) {
            guard let base = chunk.baseAddress else { return }
            var start = 0
            while start < chunk.count, let found = memchr(base + start, 0x0A, chunk.count - start) {
                let end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if carry.isEmpty {
                    try append(UnsafeBufferPointer(rebasing: chunk[start..<end]))
                } else {
                    carry.append(contentsOf: chunk[start..<end])
                    try appendCarry()
                }
                start = end + 1
            }
            carry.append(contentsOf: chunk[start...])
        }

        mutating func finish() throws(SectionsCommand.Failure) {
            if !carry.isEmpty { try appendCarry() }
        }

        private mutating func appendCarry() throws(SectionsCommand.Failure) {
            let line = carry
            carry.removeAll(keepingCapacity: carry.count < SectionsInput.chunkSize)
            try line.withUnsafeBufferPointer { (buffer) throws(SectionsCommand.Failure) in try append(buffer) }
        }

        private mutating func append(_ line: UnsafeBufferPointer<UInt8>) throws(SectionsCommand.Failure) {
            let text = line.last == 0x0D ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
            guard let string = String(validating: text, as: UTF8.self) else {
                throw SectionsCommand.Failure(
                    description: ParsePosition.message(
                        source, at: ParsePosition(line: lines.count + 1), "invalid UTF-8"))
            }
            lines.append(string)
        }
    }
}
