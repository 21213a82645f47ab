/// Makes untrusted text safe to draw: no control character, escape sequence or bidi
/// control from data ever reaches the terminal raw.
///
/// Scalar by scalar:
/// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400–U+241F), so ESC
///   shows as `␛` and `\u{1B}[2J` as `␛[2J` (an escape sequence is shown, never run);
///   CR and LF show as `␍` and `␊` (break lines with ``TextWrapping`` first); DEL becomes
///   `␡`. Tab becomes one space.
/// - C1 controls (U+0080–U+009F, which UTF-8 terminals may obey: U+009B is CSI) become
///   U+FFFD REPLACEMENT CHARACTER.
/// - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR become `␤` (U+2424).
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks
///   U+200E, U+200F, U+061C are dropped: they would reorder the columns around them
///   (UAX #9; the "Trojan Source" attack).
///
/// Every replacement is one column wide and every dropped scalar zero columns, which is
/// what ``DisplayWidth`` counts for the original, so sanitising never changes a width.
public enum Sanitizer {
    /// Returns `text` with every control and bidi formatting scalar neutralised.
    /// - Returns: `text` itself (no copy) when ``needsSanitizing(_:)`` is false.
    /// - Complexity: O(n) in the UTF-8 length; the check is a byte scan.
    public static func sanitize(_ text: String) -> String {
        if !needsSanitizing(text) { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch s.value {
            case 0x09: out.append(" ")
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + s.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80...0x9F: out.append("\u{FFFD}")
            case 0x2028, 0x2029: out.append("\u{2424}")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// True when `text` contains any scalar that ``sanitize(_:)`` would change.
    /// - Complexity: O(n) in the UTF-8 length, a byte scan with no decoding.
    public static func needsSanitizing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(scan)
    }

    /// Looks for the UTF-8 encodings of the scalars ``sanitize(_:)`` changes.
    private static func scan(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var i = 0
        // Eight bytes at a time while all are printable ASCII (SWAR: no byte has the high
        // bit set, none is below 0x20, none equals 0x7F).
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i < n {
            if i + 8 <= n {
                let x = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let below20 = (x &- 0x20 &* ones) & ~x & highs
                let y = x ^ (0x7F &* ones)
                let is7F = (y &- ones) & ~y & highs
                if (x & highs) | below20 | is7F == 0 { i += 8; continue }
            }
            let c = b[i]
            if c >= 0x20 && c < 0x7F { i += 1; continue } // printable ASCII: the hot case
            if c < 0x20 || c == 0x7F { return true }
            switch c {
            case 0xC2: // U+0080–U+00BF: C1 controls are C2 80–C2 9F
                if i + 1 < n && b[i + 1] <= 0x9F { return true }
            case 0xD8: // U+061C ARABIC LETTER MARK is D8 9C
                if i + 1 < n && b[i + 1] == 0x9C { return true }
            case 0xE2: // U+2000–U+2FFF
                if i + 2 < n {
                    let c1 = b[i + 1], c2 = b[i + 2]
                    // U+200E, U+200F, U+2028–U+202E: E2 80 8E/8F/A8–AE
                    if c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || (0xA8...0xAE).contains(c2)) { return true }
                    // U+2066–U+2069: E2 81 A6–A9
                    if c1 == 0x81 && (0xA6...0xA9).contains(c2) { return true }
                }
            default: break
            }
            i += 1
        }
        return false
    }
}
