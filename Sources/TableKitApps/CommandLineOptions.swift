import TableKit

/// A small parser for the apps' options: `--flag`, `--name VALUE` or `--name=VALUE`, and
/// positional arguments. Unknown options are an error that names them.
public struct CommandLineOptions {
    /// The known flags that were given, e.g. `--print`.
    public private(set) var flags: Set<String> = []
    /// The value of each known option given, by name (`--width` → `"100"`); the last wins when
    /// an option is repeated.
    public private(set) var values: [String: String] = [:]
    /// The arguments that are not options, in order, including everything after `--`.
    public private(set) var positional: [String] = []

    /// A usage error: one line for standard error.
    public struct UsageError: Error, CustomStringConvertible, Equatable {
        /// The message, e.g. `unknown option '--wdith'`, sanitised: an argument with an
        /// escape sequence or a line break is shown, never sent.
        public let description: String
        /// An error with the message `description`, sanitised with `Sanitizer.messageLine(_:)`.
        public init(_ description: String) { self.description = Sanitizer.messageLine(description) }
    }

    /// Parses `arguments` (without the program name).
    /// - Parameters:
    ///   - arguments: the command line's words, in order.
    ///   - knownFlags: options that take no value.
    ///   - knownOptions: options that take one value.
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    public init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>)
        throws(UsageError)
    {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" {
                positional += arguments[(i + 1)...]
                break
            }
            if a.hasPrefix("--") || (a.hasPrefix("-") && a.count == 2) {
                var name = a
                var inline: String? = nil
                if let eq = a.firstIndex(of: "=") {
                    name = String(a[..<eq])
                    inline = String(a[a.index(after: eq)...])
                }
                if knownFlags.contains(name) && inline == nil {
                    flags.insert(name)
                } else if knownOptions.contains(name) {
                    if let v = inline {
                        values[name] = v
                    } else {
                        guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                            throw UsageError("option \(Sanitizer.messageValue(name)) needs a value")
                        }
                        values[name] = arguments[i + 1]
                        i += 1
                    }
                } else {
                    throw UsageError("unknown option '\(Sanitizer.messageValue(a))'")
                }
            } else {
                positional.append(a)
            }
            i += 1
        }
    }

    /// The same options with `positional` in place of the arguments given (one FILE of
    /// several, opened on its own).
    public func replacingPositional(_ positional: [String]) -> CommandLineOptions {
        var copy = self
        copy.positional = positional
        return copy
    }

    /// The same options with `option` (with its dashes) given `value`, or not given with
    /// nil (a table chosen from a SQLite table list, opened as `--table NAME` would).
    public func replacingValue(_ value: String?, for option: String) -> CommandLineOptions {
        var copy = self
        copy.values[option] = value
        return copy
    }

    /// Whether the flag `flag` (with its dashes, e.g. `"--print"`) was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// The value given for `option` (with its dashes); nil when it was not given.
    public func value(_ option: String) -> String? { values[option] }

    /// The message for an empty path given as `what` (an option such as `--store`, or
    /// `FILE`): an empty string names no file, not the current directory.
    public static func emptyPathMessage(_ what: String) -> String {
        "\(what) is an empty path: give the path of a file"
    }

    /// Refuses an empty value for any of `options` that are paths (`--store ''`), which
    /// would otherwise be read as the current directory.
    /// - Throws: ``UsageError``, e.g. `--store is an empty path: give the path of a file`.
    public func refuseEmptyPaths(_ options: Set<String>) throws(UsageError) {
        if let name = options.sorted().first(where: { values[$0]?.isEmpty == true }) {
            throw UsageError(Self.emptyPathMessage(name))
        }
    }

    /// The value of an option that must be a whole number in `range`.
    /// - Throws: ``UsageError``: a whole number out of `range` (however many digits) is
    ///   "too large" or "too small" with the bound; anything else names the range.
    public func int(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let v = values[option] else { return nil }
        if let n = Int(v), range.contains(n) { return n }
        let digits = v.hasPrefix("-") || v.hasPrefix("+") ? v.dropFirst() : Substring(v)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A whole number, perhaps past Int: say which way it is out of range.
            let shown = Sanitizer.messageValue(v)
            let below = Int(v).map { $0 < range.lowerBound } ?? v.hasPrefix("-")  // `--width 0` of 1...1000 too
            if below {
                throw UsageError("option \(option) is too small: '\(shown)' (at least \(range.lowerBound))")
            }
            throw UsageError("option \(option) is too large: '\(shown)' (at most \(range.upperBound))")
        }
        throw UsageError(
            "option \(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(Sanitizer.messageValue(v))'"
        )
    }
}
