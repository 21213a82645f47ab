import TableKit

/// Key scripts for `--keys` and tests: keys separated by spaces, named as in the help
/// (`Down`, `Up`, `Enter`, `Esc`, `Tab`, `PgDn`, `PgUp`, `Home`, `End`, `Space`, `BS`,
/// `Del`, `S-Up`, `S-Down`, `C-u`; any case, and the spellings people bring: `Escape`,
/// `Return`, `PageDown`, `Ctrl-C`, `Ctrl+C`, `^C`), or literal text in quotes (`'ann'`),
/// or a single character.
public enum KeyScript {
    /// A script that cannot be read; the description says what and where.
    public struct ParseError: Error, CustomStringConvertible {
        /// Where and what is wrong, e.g. `--keys:1:6: unknown key 'Dwn'; keys are Up Down …`.
        public let description: String
        /// An error with the message `description`, sanitised (`Sanitizer.messageLine(_:)`).
        public init(_ description: String) { self.description = Sanitizer.messageLine(description) }
    }

    /// The key events of `script`, in order: each quoted text becomes one event per character
    /// (quotes cannot be nested or escaped), each word a named key (also `Left`, `Right`, `BTab`),
    /// `C-` and one character, or a single character. Spaces only separate words.
    /// - Throws: ``ParseError`` for an unterminated quote or an unknown word.
    public static func parse(_ script: String) throws(KeyScript.ParseError) -> [Event] {
        var events: [Event] = []
        var rest = Substring(script)
        while let first = rest.first {
            if first == " " {
                rest = rest.dropFirst()
                continue
            }
            if first == "'" {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: "'") else {
                    let column = script.distance(from: script.startIndex, to: rest.startIndex) + 1
                    throw .init("--keys:1:\(column): a quote is not closed (a closing ' is missing)")
                }
                events += body[..<end].map { .key(.character($0)) }
                rest = body[body.index(after: end)...]
                continue
            }
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            let word = String(rest[..<end])
            let column = script.distance(from: script.startIndex, to: rest.startIndex) + 1
            rest = rest[end...]
            guard let e = named(word) else { throw unknownKey(word, column: column) }
            events.append(e)
        }
        return events
    }

    /// The key names a script takes, as the error for an unknown one lists them.
    public static let keyNames = [
        "Up", "Down", "Left", "Right", "Enter", "Esc", "Tab", "BTab", "PgUp", "PgDn",
        "Home", "End", "Space", "BS", "Del", "S-Up", "S-Down", "C-x",
    ]

    /// Other spellings people bring (case does not matter for any name): `Escape`,
    /// `Return`, `Backspace`, `Delete`, `PageUp`, `PageDown`, `Shift-Tab`, `Shift-Up`.
    static let aliases: [String: Key] = [
        "escape": .escape, "return": .enter, "backspace": .backspace, "delete": .delete,
        "pageup": .pageUp, "pagedown": .pageDown, "shift-tab": .backTab, "s-tab": .backTab,
        "shift-up": .shiftUp, "shift-down": .shiftDown,
    ]

    static func named(_ w: String) -> Event? {
        let table: [String: Key] = [
            "Up": .up, "Down": .down, "Left": .left, "Right": .right, "Enter": .enter, "Esc": .escape,
            "Tab": .tab, "BTab": .backTab, "PgDn": .pageDown, "PgUp": .pageUp, "Home": .home, "End": .end,
            "Space": .character(" "), "BS": .backspace, "Del": .delete, "S-Up": .shiftUp, "S-Down": .shiftDown,
        ]
        if let k = table[w] { return .key(k) }
        if w.count == 1, let c = w.first { return .key(.character(c)) }
        // Control keys: C-c, Ctrl-C, Ctrl+C, ^C (any case).
        let lower = w.lowercased()
        for prefix in ["c-", "ctrl-", "ctrl+", "^"] where lower.hasPrefix(prefix) && lower.count == prefix.count + 1 {
            if let c = lower.last, c != " " { return .key(.ctrl(c)) }
        }
        if let k = aliases[lower] { return .key(k) }
        if let k = table.first(where: { $0.key.lowercased() == lower })?.value { return .key(k) }
        return nil
    }

    /// The message for an unknown word: where it is (`--keys:1:COLUMN`, 1-based), what it
    /// is, and the names that are known, the words of ``steps(_:)`` too.
    static func unknownKey(_ word: String, column: Int) -> ParseError {
        ParseError(
            "--keys:1:\(column): unknown key '\(Sanitizer.messageValue(word))'; keys are "
                + keyNames.joined(separator: " ")
                + " (C-x, Ctrl-X or ^X for a control key), one character, or 'text' in quotes;"
                + " also the words Idle, Idle:2s (any duration in s or ms) and Wait")
    }
}
