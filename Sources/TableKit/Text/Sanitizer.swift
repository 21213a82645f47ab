import _FoundationICU

/// Makes untrusted text safe to draw: no control character, escape sequence or bidi
/// control from data ever reaches the terminal raw.
///
/// Scalar by scalar:
/// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400–U+241F), so ESC
///   shows as `␛` and `\u{1B}[2J` as `␛[2J` (an escape sequence is shown, never run);
///   CR and LF show as `␍` and `␊` (break lines with ``TextWrapping`` first); DEL becomes
///   `␡`. Tab becomes one space.
/// - C1 controls (U+0080–U+009F, which UTF-8 terminals may obey: U+009B is CSI) become
///   U+FFFD REPLACEMENT CHARACTER, except NEL (U+0085), a line break, which shows as `␤`
///   like U+2028 and U+2029.
/// - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR become `␤` (U+2424).
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks
///   U+200E, U+200F, U+061C and the other format characters that would hide text (U+2060
///   WORD JOINER, U+FEFF and the rest of the lone format characters, listed in
///   docs/decisions/2026-12-01-bidi-controls-and-hidden-format-characters-show-as.md) become `⁇` (U+2047,
///   ``hiddenFormatMark``): raw, they would reorder the columns around them (UAX #9; the
///   "Trojan Source" attack) or make two different strings look the same. U+200B, ZWNJ,
///   ZWJ, variation selectors and tags stay: scripts and emoji need them.
///
/// Every replacement is one column wide, which is what ``DisplayWidth`` counts for the
/// original. A control always stands between two
/// grapheme-cluster boundaries (UAX #29) and its replacement would not, so where a
/// neighbour could join the replacement (a mark, ZWJ or skin tone after it, a Prepend
/// scalar such as U+0600 before it, a regional indicator after it)
/// a U+200B ZERO WIDTH SPACE keeps the boundary: `\u{1B}` + U+0301 becomes `␛` ZWSP U+0301,
/// not `␛́`. So sanitising never changes a width: `DisplayWidth.columns(of: sanitize(s)) ==
/// DisplayWidth.columns(of: s)` for every `s`. Text without controls is returned as is.
public enum Sanitizer {
    /// Returns `text` with every control, bidi control and hidden format character shown.
    /// - Returns: `text` itself (no copy) when ``needsSanitizing(_:)`` is false.
    /// - Complexity: O(n) in the UTF-8 length; the check is a byte scan.
    public static func sanitize(_ text: String) -> String {
        if !needsSanitizing(text) { return text }
        var text = text
        return text.withUTF8 { src in
            // Rewrites the UTF-8 directly; every case matches a scalar of valid UTF-8.
            let n = src.count
            var out: [UInt8] = []
            out.reserveCapacity(n + 16)
            let zwsp: [UInt8] = [0xE2, 0x80, 0x8B]  // U+200B, a cluster break of width 0
            /// The scalar starting at the lead byte `j` (not ASCII) and its length in bytes.
            func decode(at j: Int) -> (value: UInt32, length: Int) {
                let c = src[j]
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                var v = UInt32(c) & (c >= 0xF0 ? 0x07 : c >= 0xE0 ? 0x0F : 0x1F)
                for k in 1..<length { v = v << 6 | UInt32(src[j + k] & 0x3F) }
                return (v, length)
            }
            /// True when the scalar at `j` could join the cluster before it (see
            /// ``mayJoinPrevious(_:)``) and is not itself sanitised (that one keeps its own
            /// boundaries).
            func mayJoin(at j: Int) -> Bool {
                guard j < n, src[j] >= 0xCC else { return false }
                let v = decode(at: j).value
                if isSanitizedAboveASCII(v) { return false }
                return Unicode.Scalar(v).map(mayJoinPrevious) ?? false
            }
            // A control or hidden format character always stands between two cluster
            // boundaries (UAX #29 GB4/GB5); its replacement would not. So a ZWSP goes before
            // the replacement after a Prepend scalar, and after it before a scalar that may join.
            var prevIsPrepend = false
            func replace(_ bytes: [UInt8], length: Int, at j: Int) {
                if prevIsPrepend { out.append(contentsOf: zwsp) }
                out.append(contentsOf: bytes)
                if mayJoin(at: j + length) { out.append(contentsOf: zwsp) }
                prevIsPrepend = false
            }
            var i = 0
            while i < n {
                let c = src[i]
                if c < 0x80 {
                    switch c {
                    case 0x09: replace([0x20], length: 1, at: i)  // tab → space
                    case 0x00..<0x20: replace([0xE2, 0x90, 0x80 + c], length: 1, at: i)  // U+2400 + c
                    case 0x7F: replace([0xE2, 0x90, 0xA1], length: 1, at: i)  // U+2421 ␡
                    default:
                        out.append(c)
                        prevIsPrepend = false
                    }
                    i += 1
                    continue
                }
                let (v, length) = decode(at: i)
                switch v {
                case 0x85, 0x2028, 0x2029: replace([0xE2, 0x90, 0xA4], length: length, at: i)  // → ␤
                case 0x80...0x9F: replace([0xEF, 0xBF, 0xBD], length: length, at: i)  // C1 → U+FFFD
                case _ where isHiddenFormat(v): replace(hiddenFormatMarkUTF8, length: length, at: i)
                default:
                    // Any other scalar is copied whole.
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: src[i..<i + length]))
                    prevIsPrepend = isPrepend(v)
                }
                i += length
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// What a hidden format character shows as: `⁇` U+2047 DOUBLE QUESTION MARK, one column.
    public static let hiddenFormatMark: Character = "\u{2047}"
    /// The UTF-8 of ``hiddenFormatMark``.
    static let hiddenFormatMarkUTF8: [UInt8] = [0xE2, 0x81, 0x87]

    /// True for the format characters (Cf) that would hide or reorder text and are shown as
    /// ``hiddenFormatMark``: those that stand alone in a grapheme cluster
    /// (Grapheme_Cluster_Break=Control) except U+200B ZERO WIDTH SPACE. They are the bidi
    /// controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069; U+180E, U+2060–U+2064,
    /// U+206A–U+206F, U+FEFF, U+FFF9–U+FFFB, U+13430–U+1343F, U+1BCA0–U+1BCA3,
    /// U+1D173–U+1D17A and U+E0001 (a test checks the list against ICU). Kept as they are:
    /// U+200B (the word separator of Thai, Khmer and Burmese, and what the Sanitizer itself
    /// writes to keep cluster boundaries), ZWNJ and ZWJ (Persian, Indic scripts, emoji ZWJ
    /// sequences), tags (flag sequences) and U+00AD SOFT HYPHEN (drawn as `-`).
    static func isHiddenFormat(_ v: UInt32) -> Bool {
        switch v {
        case 0x061C, 0x180E, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0xFEFF, 0xFFF9...0xFFFB, 0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001:
            return true
        default:
            return false
        }
    }

    /// True for the scalars above ASCII that ``sanitize(_:)`` replaces: C1 controls,
    /// U+2028, U+2029 and the hidden format characters.
    static func isSanitizedAboveASCII(_ v: UInt32) -> Bool {
        (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || isHiddenFormat(v)
    }

    /// True for scalars that can continue a grapheme cluster begun before them (UAX #29):
    /// marks and format characters (Extend, ZWJ, SpacingMark), skin-tone modifiers, regional
    /// indicators, Hangul jamo and syllables, and emoji (after a ZWJ). A superset, so a
    /// boundary is never lost; letters, digits, punctuation and CJK are not in it, so
    /// ordinary text gets no ZWSP.
    static func mayJoinPrevious(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x300 { return false }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: break
        }
        switch v {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF,  // Hangul
            0x0E33, 0x0EB3,  // Thai, Lao AM
            0x1F1E6...0x1F1FF:  // regional indicators
            return true
        default:
            return s.properties.isEmoji
        }
    }

    /// Grapheme_Cluster_Break=Prepend (UAX #29): scalars that join the cluster after them.
    static func isPrepend(_ v: UInt32) -> Bool {
        // Grapheme_Cluster_Break=Prepend from ICU, so it follows the same Unicode version as
        // the widths instead of a copied list.
        swift_u_getIntPropertyValue(UChar32(bitPattern: v), UCHAR_GRAPHEME_CLUSTER_BREAK)
            == Int32(U_GCB_PREPEND.rawValue)
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
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i < n {
            if i + 8 <= n {
                let x = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let below20 = (x &- 0x20 &* ones) & ~x & highs
                let y = x ^ (0x7F &* ones)
                let is7F = (y &- ones) & ~y & highs
                if (x & highs) | below20 | is7F == 0 {
                    i += 8
                    continue
                }
            }
            let c = b[i]
            if c >= 0x20 && c < 0x7F {
                i += 1
                continue
            }  // printable ASCII: the hot case
            if c < 0x20 || c == 0x7F { return true }
            // The lead bytes of the sanitised scalars above ASCII: C2 (C1 controls), D8 (U+061C),
            // E1 (U+180E), E2 (U+2000–U+2FFF), EF (U+FEFF, U+FFF9–B), F0 and F3 (the
            // supplementary format characters). Anything else is copied as is.
            switch c {
            case 0xC2:  // U+0080–U+00BF: C1 controls are C2 80–C2 9F
                if i + 1 < n && b[i + 1] <= 0x9F { return true }
            case 0xD8, 0xE1, 0xE2, 0xEF, 0xF0, 0xF3:
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                guard i + length <= n else { break }
                var v = UInt32(c) & (c >= 0xF0 ? 0x07 : c >= 0xE0 ? 0x0F : 0x1F)
                for k in 1..<length { v = v << 6 | UInt32(b[i + k] & 0x3F) }
                if isSanitizedAboveASCII(v) { return true }
            default: break
            }
            i += 1
        }
        return false
    }
}
