/// Makes untrusted text safe to draw: no control character, escape sequence or bidi
/// override from data ever reaches the terminal raw.
///
/// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400–U+241F), so ESC
///   shows as `␛` and `\u{1B}[2J` as `␛[2J`; DEL becomes `␡`.
/// - C1 controls (U+0080–U+009F) become U+FFFD REPLACEMENT CHARACTER.
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the
///   marks U+200E, U+200F, U+061C are dropped: they would reorder the columns around them.
/// - Tab becomes one space.
public enum Sanitizer {
    /// Returns `text` with every control and bidi formatting scalar neutralised.
    /// - Complexity: O(n); returns the input unchanged (no copy) when nothing needs it.
    public static func sanitize(_ text: String) -> String {
        if !needsSanitizing(text) { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch s.value {
            case 0x09: out.append(" ")
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + s.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80...0x9F: out.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// True when `text` contains any scalar that ``sanitize(_:)`` would change.
    public static func needsSanitizing(_ text: String) -> Bool {
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F { return true }
            if b == 0xC2 || b == 0xD8 || b == 0xE2 { return slowCheck(text) }
        }
        return false
    }

    private static func slowCheck(_ text: String) -> Bool {
        for s in text.unicodeScalars {
            switch s.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                return true
            default: continue
            }
        }
        return false
    }
}
