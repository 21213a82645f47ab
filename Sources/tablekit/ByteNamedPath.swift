import Foundation
import TableKit
import TableKitData

/// A FILE argument whose name is not valid UTF-8 (`name\xffbad.csv`): `CommandLine.arguments`
/// holds it with U+FFFD in place of the bad bytes, which names no file. Its bytes are taken
/// from the raw argv (`CommandLine.unsafeArgv`), the file is opened by them, and read
/// through `/dev/fd/N` (Linux reopens the same file there); messages and the title show
/// the name with U+FFFD, sanitized, never `/dev/fd/N`.
struct ByteNamedPath {
    /// The path read: `/dev/fd/N`, a descriptor kept open for the process's life (a
    /// followed file is stat'ed and reopened through it).
    let readPath: String
    /// The argument as `CommandLine.arguments` holds it (U+FFFD for each bad byte).
    let shownPath: String

    /// The raw bytes of the argument that `CommandLine.arguments` decoded to `argument`, when
    /// they are not valid UTF-8; nil for a valid one (read as it is).
    /// - Complexity: O(total argument bytes).
    static func rawBytes(of argument: String, in argv: [[UInt8]] = rawArguments()) -> [UInt8]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        return argv.first { bytes in
            String(validating: bytes, as: UTF8.self) == nil && String(decoding: bytes, as: UTF8.self) == argument
        }
    }

    /// The process's arguments as bytes, without the program name.
    static func rawArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { p in
                Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
            }
        }
    }

    /// Opens the file named by `bytes` (shown as `shownPath`) read-only.
    /// - Throws: ``DataError`` `NAME: no such file or directory` (the errno's text) when it
    ///   cannot be opened.
    init(bytes: [UInt8], shownPath: String) throws(DataError) {
        let fd = bytes.withUnsafeBufferPointer { b in
            (Array(b) + [0]).withUnsafeBufferPointer { z in
                z.baseAddress!.withMemoryRebound(to: CChar.self, capacity: z.count) {
                    Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
                }
            }
        }
        guard fd >= 0 else {
            throw DataError("\(Sanitizer.sanitize(shownPath)): \(String(cString: strerror(errno)).lowercased())")
        }
        readPath = "/dev/fd/\(fd)"
        self.shownPath = shownPath
    }

    /// `text` (a message or title) with the `/dev/fd/N` read path replaced by the shown name.
    func shown(_ text: String) -> String {
        text.replacingOccurrences(of: readPath, with: Sanitizer.sanitize(shownPath))
    }
}
