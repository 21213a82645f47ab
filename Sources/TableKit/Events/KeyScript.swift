/// Key scripts for `--keys` and tests: keys separated by spaces, named as in the help
/// (`Down`, `Up`, `Enter`, `Esc`, `Tab`, `PgDn`, `PgUp`, `Home`, `End`, `Space`, `BS`,
/// `Del`, `S-Up`, `S-Down`, `C-u`), or literal text in quotes (`'ann'`), or a single
/// character.
public enum KeyScript {
    /// A script that cannot be read; the description says what and where.
    public struct ParseError: Error, CustomStringConvertible {
        /// What is wrong and where, e.g. `unknown key 'Dwn' in key script`.
        public let description: String
        /// An error with the message `description`, sanitised (``Sanitizer/messageLine(_:)``).
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
            if first == " " { rest = rest.dropFirst(); continue }
            if first == "'" {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: "'") else { throw .init("unterminated quote in key script") }
                events += body[..<end].map { .key(.character($0)) }
                rest = body[body.index(after: end)...]
                continue
            }
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            let word = String(rest[..<end])
            rest = rest[end...]
            guard let e = named(word) else { throw .init("unknown key '\(word)' in key script") }
            events.append(e)
        }
        return events
    }

    static func named(_ w: String) -> Event? {
        let table: [String: Key] = [
            "Up": .up, "Down": .down, "Left": .left, "Right": .right, "Enter": .enter, "Esc": .escape,
            "Tab": .tab, "BTab": .backTab, "PgDn": .pageDown, "PgUp": .pageUp, "Home": .home, "End": .end,
            "Space": .character(" "), "BS": .backspace, "Del": .delete, "S-Up": .shiftUp, "S-Down": .shiftDown,
        ]
        if let k = table[w] { return .key(k) }
        if w.hasPrefix("C-"), w.count == 3, let c = w.last { return .key(.ctrl(Character(c.lowercased()))) }
        if w.count == 1, let c = w.first { return .key(.character(c)) }
        return nil
    }
}
