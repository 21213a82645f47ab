import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a data file could not be read: one line naming the file and the reason.
///
/// The description is a ``Sanitizer/messageLine(_:)``: whatever the file name or the file
/// held, it never carries a control character, an escape sequence or a line break.
public struct DataFileError: Error, CustomStringConvertible, Equatable {
    /// The one-line message, sanitised.
    public let description: String
    /// An error with the message `description`, sanitised with ``Sanitizer/messageLine(_:)``.
    public init(_ description: String) { self.description = Sanitizer.messageLine(description) }
}

/// Reading the files the apps and the CLI show, with one plain reason when it fails.
public enum DataFile {
    /// The environment variable that sets ``maximumSize(environment:)``: a whole number of bytes,
    /// optionally with the suffix `K`, `M` or `G` (powers of 1024), e.g. `512M`.
    public static let sizeLimitVariable = "TABLEKIT_MAX_INPUT_BYTES"

    /// The default of ``maximumSize(environment:)``: 64 MiB.
    public static let defaultMaximumSize = 64 << 20

    /// The largest file, in bytes, that ``read(_:limit:)`` reads: ``sizeLimitVariable``
    /// when it is set, else ``defaultMaximumSize``.
    /// - Throws: ``DataFileError`` when the variable is set but is not a size.
    public static func maximumSize(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DataFileError) -> Int
    {
        guard let text = environment[sizeLimitVariable], !text.isEmpty else { return defaultMaximumSize }
        guard let n = parseSize(text) else {
            if isTooLargeSize(text) { throw DataFileError(tooLargeSizeMessage(sizeLimitVariable, text)) }
            throw DataFileError(
                "\(sizeLimitVariable) must be a number of bytes such as 268435456 or 256M, not '\(Sanitizer.messageValue(text))'"
            )
        }
        return n
    }

    /// `"512"`, `"64K"`, `"256M"`, `"2G"` (powers of 1024) as a byte count; nil otherwise.
    public static func parseSize(_ text: String) -> Int? {
        var digits = Substring(text)
        var scale = 1
        switch text.last {
        case "K", "k": scale = 1 << 10
        case "M", "m": scale = 1 << 20
        case "G", "g": scale = 1 << 30
        default: break
        }
        if scale > 1 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let n = Int(digits), n > 0 else { return nil }
        let (bytes, overflow) = n.multipliedReportingOverflow(by: scale)
        return overflow ? nil : bytes
    }

    /// Whether `text` is written as a size (digits, then optionally `K`, `M` or `G`) that
    /// ``parseSize(_:)`` refuses only because it is past `Int.max` bytes
    /// (`99999999999999999999`): it is then "too large", not malformed.
    public static func isTooLargeSize(_ text: String) -> Bool {
        var digits = Substring(text)
        if let last = digits.last, "KkMmGg".contains(last) { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            && digits.contains { $0 != "0" } && parseSize(text) == nil
    }

    /// The message for a size `text` given as `name` (an option or variable) that is past
    /// `Int.max` bytes: `--max-input is too large: '99999999999999999999' (at most 9223372036854775807 bytes)`.
    public static func tooLargeSizeMessage(_ name: String, _ text: String) -> String {
        "\(name) is too large: '\(Sanitizer.messageValue(text))' (at most \(Int.max) bytes)"
    }

    /// `4095 bytes`, `1.5 GiB`, `64 MiB`: sizes for messages, below 10 KiB in bytes, else in
    /// the largest binary unit with at most one decimal.
    public static func sizeText(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if bytes < 10_240 { return "\(bytes) bytes" }
        return value == value.rounded()
            ? "\(Int(value)) \(units[unit])" : "\((value * 10).rounded() / 10) \(units[unit])"
    }

    /// The bytes of a file, or an error that says plainly why not: no such file, a
    /// directory, not a regular file (a device, fifo or socket), not readable, or larger
    /// than the limit.
    ///
    /// The file is opened once (without blocking, so a fifo cannot hang the read), its size
    /// checked against `limit` before anything is read, then read in chunks of at most
    /// 1 MiB; a file that grows past the limit while it is read is refused too. So memory
    /// stays within `limit` plus one chunk, and an oversized file is refused at once.
    /// - Parameters:
    ///   - path: the file to read, as the user gave it (quoted, sanitised, in errors).
    ///   - givenLimit: the largest size accepted, in bytes; default ``maximumSize(environment:)``.
    /// - Throws: ``DataFileError`` naming the file and the reason; for a file over the
    ///   limit, its size, the limit and ``sizeLimitVariable``.
    /// - Complexity: O(file size), at most `limit` bytes read.
    public static func read(_ path: String, limit givenLimit: Int? = nil) throws(DataFileError) -> Data {
        let limit: Int
        if let givenLimit { limit = givenLimit } else { limit = try maximumSize() }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw DataFileError("\(path): no such file")
        }
        guard !isDir.boolValue else { throw DataFileError("\(path): is a directory, not a file") }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw DataFileError(
                errno == EACCES
                    ? "\(path): permission denied"
                    : "\(path): cannot open the file: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            throw DataFileError("\(path): cannot read the file: \(String(cString: strerror(errno)))")
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw DataFileError("\(path): not a regular file (a device, fifo or socket)")
        }
        func tooLarge(_ size: String) -> DataFileError {
            DataFileError(
                "\(path): the file is \(size), over the \(sizeText(limit)) input limit (set \(sizeLimitVariable) to raise it)"
            )
        }
        if Int(st.st_size) > limit { throw tooLarge(sizeText(Int(st.st_size))) }
        var data = Data()
        data.reserveCapacity(Int(st.st_size))
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, chunk) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DataFileError("\(path): cannot read the file: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            if data.count + n > limit { throw tooLarge("more than \(sizeText(limit))") }
            data.append(contentsOf: buffer[0..<n])
        }
        return data
    }
}
