import Foundation

/// The largest store or seed file read, in bytes: the limit of TableKit's `DataFile.read`
/// (64 MiB, raised by `TABLEKIT_MAX_INPUT_BYTES`), kept here because HomepwnerCore does not
/// depend on TableKit. The variable, its syntax and the message are the same.
enum InputLimit {
    /// The environment variable that sets the limit: a whole number of bytes, optionally
    /// with the suffix `K`, `M` or `G` (powers of 1024), e.g. `512M`.
    static let variable = "TABLEKIT_MAX_INPUT_BYTES"

    /// The default limit: 64 MiB.
    static let defaultBytes = 64 << 20

    /// The limit in bytes: ``variable`` when set, else ``defaultBytes``.
    /// - Throws: the reason, when the variable is set but is not a size.
    static func bytes(environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputLimitError)
        -> Int
    {
        guard let text = environment[variable], !text.isEmpty else { return defaultBytes }
        guard let n = parseSize(text) else {
            if isTooLargeSize(text) {
                throw InputLimitError(reason: "\(variable) is too large: '\(text)' (at most \(Int.max) bytes)")
            }
            throw InputLimitError(
                reason: "\(variable) must be a number of bytes such as 268435456 or 256M, not '\(text)'")
        }
        return n
    }

    /// The reason for a file over `limit` bytes whose size is `size` (e.g. "1 GiB", or
    /// "more than 64 MiB" for a file that grew while it was read).
    static func tooLarge(_ size: String, limit: Int) -> String {
        "the file is \(size), over the \(sizeText(limit)) input limit (set \(variable) to raise it)"
    }

    /// `"512"`, `"64K"`, `"256M"`, `"2G"` (powers of 1024) as a byte count; nil otherwise.
    static func parseSize(_ text: String) -> Int? {
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

    /// Whether `text` is written as a size that ``parseSize(_:)`` refuses only for being
    /// past `Int.max` bytes (as TableKit's `DataFile.isTooLargeSize`).
    static func isTooLargeSize(_ text: String) -> Bool {
        var digits = Substring(text)
        if let last = digits.last, "KkMmGg".contains(last) { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            && digits.contains { $0 != "0" } && parseSize(text) == nil
    }

    /// `4095 bytes`, `1.5 GiB`, `64 MiB`: below 10 KiB in bytes, else in the largest binary
    /// unit with at most one decimal.
    static func sizeText(_ bytes: Int) -> String {
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
}

/// A `TABLEKIT_MAX_INPUT_BYTES` that is not a size.
struct InputLimitError: Error {
    let reason: String
}
