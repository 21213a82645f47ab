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
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks
///   U+200E, U+200F, U+061C are dropped: they would reorder the columns around them
///   (UAX #9; the "Trojan Source" attack).
///
/// Every replacement is one column wide and every dropped scalar zero columns, which is
/// what ``DisplayWidth`` counts for the original. A control always stands between two
/// grapheme-cluster boundaries (UAX #29) and its replacement would not, so where a
/// neighbour could join the replacement (a mark, ZWJ or skin tone after it, a Prepend
/// scalar such as U+0600 before it, two regional indicators around a dropped bidi control)
/// a U+200B ZERO WIDTH SPACE keeps the boundary: `\u{1B}` + U+0301 becomes `␛` ZWSP U+0301,
/// not `␛́`. So sanitising never changes a width: `DisplayWidth.columns(of: sanitize(s)) ==
/// DisplayWidth.columns(of: s)` for every `s`. Text without controls is returned as is.
public enum Sanitizer {
    /// Returns `text` with every control and bidi formatting scalar neutralised.
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
            let zwsp: [UInt8] = [0xE2, 0x80, 0x8B] // U+200B, a cluster break of width 0
            /// The length of the sanitised scalar starting at `j` that is U+0300 or above
            /// (U+061C, U+200E/F, U+2028–202E, U+2066–2069), or 0.
            func highSanitized(at j: Int) -> Int {
                guard j + 1 < n else { return 0 }
                let c = src[j], c1 = src[j + 1]
                if c == 0xD8 { return c1 == 0x9C ? 2 : 0 }
                guard c == 0xE2, j + 2 < n else { return 0 }
                let c2 = src[j + 2]
                if c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || (0xA8 ... 0xAE).contains(c2)) { return 3 }
                if c1 == 0x81 && (0xA6 ... 0xA9).contains(c2) { return 3 }
                return 0
            }
            /// True when the scalar at `j` could join the cluster before it (see
            /// ``mayJoinPrevious(_:)``) and is not itself sanitised (that one keeps its own
            /// boundaries).
            func mayJoin(at j: Int) -> Bool {
                guard j < n, src[j] >= 0xCC, highSanitized(at: j) == 0 else { return false }
                let c = src[j]
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                var v = UInt32(c) & (c >= 0xF0 ? 0x07 : c >= 0xE0 ? 0x0F : 0x1F)
                for k in 1 ..< length { v = v << 6 | UInt32(src[j + k] & 0x3F) }
                return Unicode.Scalar(v).map(mayJoinPrevious) ?? false
            }
            // A control or bidi control always stands between two cluster boundaries
            // (UAX #29 GB4/GB5); its replacement would not. So a ZWSP goes before the
            // replacement after a Prepend scalar, and after it before a scalar that may join.
            var prevIsPrepend = false
            func replace(_ bytes: [UInt8], length: Int, at j: Int) {
                if prevIsPrepend && !bytes.isEmpty { out.append(contentsOf: zwsp) }
                out.append(contentsOf: bytes)
                if mayJoin(at: j + length) || (bytes.isEmpty && prevIsPrepend) { out.append(contentsOf: zwsp) }
                prevIsPrepend = false
            }
            var i = 0
            while i < n {
                let c = src[i]
                if c < 0x80 {
                    switch c {
                    case 0x09: replace([0x20], length: 1, at: i)                         // tab → space
                    case 0x00 ..< 0x20: replace([0xE2, 0x90, 0x80 + c], length: 1, at: i) // U+2400 + c
                    case 0x7F: replace([0xE2, 0x90, 0xA1], length: 1, at: i)             // U+2421 ␡
                    default: out.append(c); prevIsPrepend = false
                    }
                    i += 1
                    continue
                }
                if c == 0xC2 && src[i + 1] == 0x85 {                                     // NEL → ␤
                    replace([0xE2, 0x90, 0xA4], length: 2, at: i); i += 2; continue
                }
                if c == 0xC2 && src[i + 1] <= 0x9F {                                     // C1 → U+FFFD
                    replace([0xEF, 0xBF, 0xBD], length: 2, at: i); i += 2; continue
                }
                let high = highSanitized(at: i)
                if high > 0 {
                    if c == 0xE2 && src[i + 1] == 0x80 && (src[i + 2] == 0xA8 || src[i + 2] == 0xA9) {
                        replace([0xE2, 0x90, 0xA4], length: 3, at: i)                     // U+2028/9 → ␤
                    } else {
                        replace([], length: high, at: i)                                  // bidi dropped
                    }
                    i += high
                    continue
                }
                // Any other scalar is copied whole.
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                var scalar = UInt32(c) & (c >= 0xF0 ? 0x07 : c >= 0xE0 ? 0x0F : 0x1F)
                for k in 1 ..< length { scalar = scalar << 6 | UInt32(src[i + k] & 0x3F) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: src[i ..< i + length]))
                prevIsPrepend = isPrepend(scalar)
                i += length
            }
            return String(decoding: out, as: UTF8.self)
        }
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
        case 0x1100 ... 0x11FF, 0xA960 ... 0xA97F, 0xAC00 ... 0xD7A3, 0xD7B0 ... 0xD7FF, // Hangul
             0x0E33, 0x0EB3,                                                            // Thai, Lao AM
             0x1F1E6 ... 0x1F1FF:                                                       // regional indicators
            return true
        default:
            return s.properties.isEmoji
        }
    }

    /// Grapheme_Cluster_Break=Prepend (UAX #29): scalars that join the cluster after them.
    static func isPrepend(_ v: UInt32) -> Bool {
        // Grapheme_Cluster_Break=Prepend from ICU, so it follows the same Unicode version as
        // the widths instead of a copied list.
        swift_u_getIntPropertyValue(UChar32(bitPattern: v), UCHAR_GRAPHEME_CLUSTER_BREAK) == Int32(U_GCB_PREPEND.rawValue)
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
