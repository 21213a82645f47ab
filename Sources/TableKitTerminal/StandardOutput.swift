import Glibc
import TableKit

/// Writing the apps' printed output (`--print` screens, `--help`) and error lines with
/// every write checked: a full disk (`> /dev/full`), a closed descriptor or an I/O error is
/// reported, never lost.
public enum StandardOutput {
    /// A write that failed: one line naming what could not be written and why.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        /// e.g. `cannot write the output: No space left on device`.
        public let description: String
        /// An error with the message `description`.
        public init(_ description: String) { self.description = description }
    }

    /// Writes all of `text`'s UTF-8 to file descriptor `fd`, retrying after EINTR, after a
    /// partial write, and (waiting with `poll`) after EAGAIN on a non-blocking descriptor.
    /// - Returns: nil when every byte was written, else the `errno` of the failed write.
    public static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(bytes: $0, to: fd) }
    }

    /// Writes all of `bytes` to file descriptor `fd`, as ``writeAll(_:to:)`` does: for
    /// output that is not text (a picked line as read, invalid UTF-8 included).
    /// - Returns: nil when every byte was written, else the `errno` of the failed write.
    public static func writeAll(bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, base + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A non-blocking descriptor (set by another program sharing it): wait.
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    if poll(&p, 1, -1) >= 0 || errno == EINTR { continue }
                }
                return errno
            }
            if n == 0 { return EIO }
            done += n
        }
        return nil
    }

    /// Writes `text` and a line break to standard output.
    /// - Throws: ``WriteError`` with the system's reason when any byte could not be written.
    public static func printLine(_ text: String) throws(WriteError) {
        if let e = writeAll(text + "\n", to: STDOUT_FILENO) {
            throw WriteError("cannot write the output: \(String(cString: strerror(e)))")
        }
    }

    /// Writes `bytes` to standard output.
    /// - Throws: ``WriteError`` with the system's reason when any byte could not be written.
    public static func write(bytes: [UInt8]) throws(WriteError) {
        if let e = bytes.withUnsafeBufferPointer({ writeAll(bytes: $0, to: STDOUT_FILENO) }) {
            throw WriteError("cannot write the output: \(String(cString: strerror(e)))")
        }
    }

    /// The line ``TerminalHost/printError(_:)`` writes for `message`: `"NAME: MESSAGE\n"`,
    /// where NAME is the program's name (the last component of `argv[0]`) and the whole
    /// line is a `Sanitizer.messageLine(_:)` (no control, escape sequence, C1 or bidi
    /// control, no line break but the final one, at most
    /// `Sanitizer.maximumMessageColumns` columns).
    public static func errorLine(_ message: String, program: String? = CommandLine.arguments.first) -> String {
        let name = program.map { String($0.split(separator: "/").last ?? "") } ?? "tablekit"
        return Sanitizer.messageLine("\(name): \(message)") + "\n"
    }
}
