import Foundation
import TableKit

/// `tablekit sections [--locale LOCALE] [FILE]`: files lines of text into a locale's
/// indexed-collation sections and prints them as JSON.
///
/// Input: one string per line from FILE, or standard input when FILE is absent or `-`.
/// Lines end in LF (a CR before it is dropped); a final newline does not add an empty
/// line; an empty line in the middle is the empty string and goes to `#`.
/// Output: `{"locale": …, "titles": […], "sections": [{"title": …, "rows": […]}, …]}` with
/// every title present, empty sections included, rows in the locale's collation order.
/// Errors (unknown locale, unreadable file, invalid UTF-8, bad arguments): one line on
/// standard error, `tablekit: …`, and exit status 1.
enum SectionsCommand {
    static let usage = "usage: tablekit sections [--locale LOCALE] [FILE]"

    /// A failure of the command, printed as one line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the command with the arguments after `sections`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            print(usage)
            return 0
        }
        do throws(Failure) {
            let (locale, path) = try parse(arguments)
            let collation = try collation(for: locale)
            let data = try read(path)
            let lines = try Self.lines(of: data, source: path.map { "'\($0)'" } ?? "standard input")
            FileHandle.standardOutput.write(Data(json(collation: collation, lines: lines).utf8))
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
            throw Failure(description: error.description)
        }
    }

    /// `--locale X` or `--locale=X`, and at most one FILE (`-` is standard input).
    static func parse(_ arguments: [String]) throws(Failure) -> (locale: String?, path: String?) {
        var locale: String?
        var path: String?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--locale" {
                guard i + 1 < arguments.count else { throw Failure(description: "--locale needs a value; \(usage)") }
                locale = arguments[i + 1]
                i += 2
                continue
            } else if argument.hasPrefix("--locale=") {
                locale = String(argument.dropFirst("--locale=".count))
            } else if argument.hasPrefix("-") && argument != "-" {
                throw Failure(description: "unknown option '\(argument)'; \(usage)")
            } else if path == nil {
                path = argument == "-" ? nil : argument
            } else {
                throw Failure(description: "more than one FILE; \(usage)")
            }
            i += 1
        }
        return (locale, path)
    }

    static func read(_ path: String?) throws(Failure) -> Data {
        guard let path else { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try DataFile.read(path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The lines of `data`, each validated as UTF-8.
    /// - Throws: ``Failure`` naming the first line (1-based) that is not valid UTF-8.
    static func lines(of data: Data, source: String) throws(Failure) -> [String] {
        var pieces = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        var result: [String] = []
        result.reserveCapacity(pieces.count)
        for (number, piece) in pieces.enumerated() {
            let line = piece.last == 0x0D ? piece.dropLast() : piece
            guard let text = String(validating: line, as: UTF8.self) else {
                throw Failure(description: ParsePosition.message(source, at: ParsePosition(line: number + 1), "invalid UTF-8"))
            }
            result.append(text)
        }
        return result
    }

    /// The JSON document for `lines` filed by `collation`: keys in the order `locale`,
    /// `titles`, `sections`; one section per line of output; non-ASCII written as is.
    static func json(collation: IndexedCollation, lines: [String]) -> String {
        let sections = collation.sections(from: lines, keepingEmptySections: true) { $0 }
        var out = "{\"locale\": \(quoted(collation.localeIdentifier)), \"titles\": ["
        out += collation.sectionTitles.map(quoted).joined(separator: ", ")
        out += "], \"sections\": [\n"
        out += sections.map { section in
            "  {\"title\": \(quoted(section.title)), \"rows\": [" + section.rows.map(quoted).joined(separator: ", ") + "]}"
        }.joined(separator: ",\n")
        out += "\n]}\n"
        return out
    }

    /// A JSON string literal (RFC 8259): `"` and `\` escaped, C0 controls as `\uXXXX`
    /// or their short forms; everything else as is.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
