import Foundation
import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `tablekit sections [--locale LOCALE] [--max-bytes N] [FILE]`: files lines of text into
/// a locale's indexed-collation sections and prints them as JSON.
///
/// Input: one string per line from FILE, or standard input when FILE is absent or `-`,
/// read in chunks (``SectionsInput``) up to a limit of 64 MiB (`--max-bytes` raises it).
/// Output: `{"locale": …, "titles": […], "sections": [{"title": …, "rows": […]}, …]}` with
/// every title present, empty sections included, rows in the locale's collation order;
/// written as it is made (``SectionsJSONWriter``), control and bidi scalars escaped.
/// Errors (unknown locale, unreadable file, invalid UTF-8, input over the limit, a failed
/// write, bad arguments): one line on standard error, `tablekit: …`, data in it
/// sanitised, and exit status 1.
enum SectionsCommand {
    static let usage = "usage: tablekit sections [--locale LOCALE] [--max-bytes N[K|M|G]] [FILE]"
    static let help = """
        \(usage)

        Files the lines of FILE (or standard input) into the sections of LOCALE's indexed
        collation (the section index titles of UILocalizedIndexedCollation) and prints them as
        JSON: {"locale": …, "titles": […], "sections": [{"title": …, "rows": […]}, …]}.

        options:
          --locale LOCALE   an ICU locale (sv_SE, zh@collation=stroke, de-AT); default: the system's
          --max-bytes N     read at most N bytes (K, M, G: binary multiples); default 64M
          -h, --help        print this

        Control characters and bidi controls in the output are written as \\uXXXX escapes.
        """

    /// A failure of the command, printed as one line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What the arguments ask for.
    struct Options: Equatable {
        var locale: String?
        var path: String?
        var maxBytes = SectionsInput.defaultByteLimit
    }

    /// Runs the command with the arguments after `sections`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            print(help)
            return 0
        }
        do throws(Failure) {
            let options = try parse(arguments)
            let collation = try collation(for: options.locale)
            let lines = try read(options)
            var writer = SectionsJSONWriter(.fileDescriptor(STDOUT_FILENO))
            try write(collation: collation, lines: lines, to: &writer)
            try writer.flush()
            return 0
        } catch {
            FileHandle.standardError.write(Data("tablekit: \(error.description)\n".utf8))
            return 1
        }
    }

    /// The collation of `locale`, or ``IndexedCollation/current`` when it is `nil`.
    static func collation(for locale: String?) throws(Failure) -> IndexedCollation {
        guard let locale else { return .current }
        do {
            return try IndexedCollation(locale: locale)
        } catch {
            throw Failure(description: Sanitizer.sanitize(error.description))
        }
    }

    /// `--locale X` or `--locale=X`, `--max-bytes N` or `--max-bytes=N`, and at most one
    /// FILE (`-` is standard input).
    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var pathSeen = false
        var i = 0
        func value(_ name: String) throws(Failure) -> String {
            let argument = arguments[i]
            if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
            guard i + 1 < arguments.count else { throw Failure(description: "\(name) needs a value; \(usage)") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--locale" || argument.hasPrefix("--locale=") {
                options.locale = try value("--locale")
            } else if argument == "--max-bytes" || argument.hasPrefix("--max-bytes=") {
                let text = try value("--max-bytes")
                guard let bytes = byteCount(text) else {
                    if byteCountIsTooLarge(text) {
                        throw Failure(
                            description:
                                "--max-bytes is too large: '\(Sanitizer.sanitize(text))' (at most \(1 << 48) bytes, 256 TiB)"
                        )
                    }
                    throw Failure(
                        description:
                            "--max-bytes takes a positive number of bytes with an optional K, M or G, not '\(Sanitizer.sanitize(text))'"
                    )
                }
                options.maxBytes = bytes
            } else if argument.hasPrefix("-") && argument != "-" {
                throw Failure(description: "unknown option '\(Sanitizer.sanitize(argument))'; \(usage)")
            } else if argument.isEmpty {
                throw Failure(description: "FILE is an empty path: give the path of a file")
            } else if !pathSeen {
                options.path = argument == "-" ? nil : argument
                pathSeen = true
            } else {
                throw Failure(description: "more than one FILE; \(usage)")
            }
            i += 1
        }
        return options
    }

    /// `N`, `NK`, `NM` or `NG` (binary multiples) as a byte count in 1 ... 2⁴⁸, or nil.
    /// Whether `text` is digits (then optionally `K`, `M` or `G`) that ``byteCount(_:)``
    /// refuses only for being over its 2⁴⁸-byte bound (or past `Int.max`).
    static func byteCountIsTooLarge(_ text: String) -> Bool {
        var digits = Substring(text)
        if let last = digits.last, "KkMmGg".contains(last) { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            && digits.contains { $0 != "0" } && byteCount(text) == nil
    }

    static func byteCount(_ text: String) -> Int? {
        let shifts: [Character: Int] = ["K": 10, "k": 10, "M": 20, "m": 20, "G": 30, "g": 30]
        var digits = Substring(text)
        var shift = 0
        if let last = digits.last, let s = shifts[last] {
            shift = s
            digits = digits.dropLast()
        }
        guard digits.allSatisfy(\.isASCII), let n = Int(digits), n > 0, n <= (1 << 48) >> shift else { return nil }
        return n << shift
    }

    /// The lines of the file or of standard input, within the byte limit.
    static func read(_ options: Options) throws(Failure) -> [String] {
        guard let path = options.path else {
            if isatty(STDIN_FILENO) == 1 {
                FileHandle.standardError.write(
                    Data("tablekit: reading lines from the terminal; end them with Ctrl-D\n".utf8))
            }
            return try SectionsInput.lines(of: STDIN_FILENO, limit: options.maxBytes, source: "standard input")
        }
        let shown = "'\(Sanitizer.sanitize(path))'"
        var status = stat()
        if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(description: "cannot read \(shown): is a directory")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: "cannot read \(shown): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        return try SectionsInput.lines(of: fd, limit: options.maxBytes, source: shown)
    }

    /// The lines of `data` (see ``SectionsInput``), each validated as UTF-8.
    /// - Throws: ``Failure`` naming the first line (1-based) that is not valid UTF-8.
    static func lines(of data: Data, source: String) throws(Failure) -> [String] {
        try SectionsInput.lines(of: [UInt8](data), source: source)
    }

    /// Writes the JSON document for `lines` filed by `collation`: keys in the order
    /// `locale`, `titles`, `sections`; one section per line of output.
    static func write(collation: IndexedCollation, lines: [String], to out: inout SectionsJSONWriter) throws(Failure) {
        let sections = collation.sections(from: lines, keepingEmptySections: true) { $0 }
        try out.raw("{\"locale\": ")
        try out.string(collation.localeIdentifier)
        try out.raw(", \"titles\": [")
        for (k, title) in collation.sectionTitles.enumerated() {
            if k > 0 { try out.raw(", ") }
            try out.string(title)
        }
        try out.raw("], \"sections\": [\n")
        for (k, section) in sections.enumerated() {
            try out.raw(k > 0 ? ",\n  {\"title\": " : "  {\"title\": ")
            try out.string(section.title)
            try out.raw(", \"rows\": [")
            for (r, row) in section.rows.enumerated() {
                if r > 0 { try out.raw(", ") }
                try out.string(row)
            }
            try out.raw("]}")
        }
        try out.raw("\n]}\n")
    }

    /// The whole JSON document as a string (what ``run(_:)`` streams).
    static func json(collation: IndexedCollation, lines: [String]) -> String {
        var writer = SectionsJSONWriter(.memory)
        try? write(collation: collation, lines: lines, to: &writer)  // memory never fails
        return String(decoding: writer.buffer, as: UTF8.self)
    }

    /// A JSON string literal, escaped as ``SectionsJSONWriter`` escapes.
    static func quoted(_ string: String) -> String {
        var string = string
        var out: [UInt8] = []
        string.withUTF8 { SectionsJSONWriter.appendQuoted($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
