import _FoundationICU

/// The display width of text in terminal columns, per grapheme cluster.
///
/// A grapheme cluster (Swift's `Character`, UAX #29 extended grapheme cluster) occupies
/// 0, 1 or 2 columns, measured the way `wcswidth` of python-wcwidth 0.7 measures it:
/// - 2 for East Asian Wide and Fullwidth characters (UAX #11), characters with the
///   `Emoji_Presentation` property (UTS #51) including a lone regional indicator,
///   text-default emoji made emoji by U+FE0F VARIATION SELECTOR-16 (`☺️`, `❤️`, keycaps
///   such as `1️⃣`) or by a skin-tone modifier (`☝🏽`), emoji ZWJ sequences (`👨‍👩‍👧`),
///   flags (regional-indicator pairs, tag sequences) and emoji with skin tones (`👍🏽`);
/// - 0 for clusters made only of zero-width scalars: nonspacing and enclosing marks
///   (Mn, Me), format characters (Cf) such as U+200B ZERO WIDTH SPACE (except the visible
///   prepended concatenation marks such as U+0600 ARABIC NUMBER SIGN), and Hangul
///   conjoining medial vowels and final consonants (U+1160–U+11FF, U+D7B0–U+D7FF);
/// - 1 otherwise, East Asian Ambiguous included. Nonspacing marks join their base and add
///   nothing; a spacing mark (Mc, e.g. Devanagari `ि`) after a base or a second consonant
///   of a conjunct adds one column, up to 2 for the cluster; a spacing mark with no base
///   adds nothing.
///
/// **Controls** (C0, DEL, C1) count as the one column of the visible form that
/// ``Sanitizer/sanitize(_:)`` gives them (`␛`, `␡`, `�`, tab as a space), and so do the
/// bidi controls and hidden format characters it shows as `⁇` (U+202E, U+2060, U+FEFF...;
/// U+200B, ZWNJ and ZWJ stay 0), so `columns(of: s) == columns(of: Sanitizer.sanitize(s))`
/// for every string (a seeded property test checks it): layout done on raw text stays
/// right once the text is sanitised.
///
/// Properties come from the standard library's Unicode data and, for East Asian Width,
/// from ICU (`u_getIntPropertyValue(_, UCHAR_EAST_ASIAN_WIDTH)`), the same ICU that
/// Foundation uses, so widths follow the toolchain's Unicode version. Reasons for the
/// cases where terminals disagree are in `docs/decisions/2026-11-29-text-layer-and-search-filter.md`.
public enum DisplayWidth {
    /// The width of one grapheme cluster in columns: 0, 1 or 2.
    ///
    /// - Complexity: O(number of scalars in the cluster); O(1) for ASCII.
    public static func columns(of character: Character) -> Int {
        // Any one-byte cluster is ASCII: printable, or a control shown as one picture.
        if character.utf8.count == 1 { return 1 }
        return clusterWidth(character.unicodeScalars)
    }

    /// The width of a string in columns: the sum of its grapheme clusters' widths.
    ///
    /// A leading run of scalars below U+0300 (ASCII and the Latin letters of most
    /// European names) is measured by scanning UTF-8 bytes, one column per scalar;
    /// from the first scalar at or above U+0300 on, cluster by cluster.
    /// - Complexity: O(n) in the string's UTF-8 length.
    public static func columns<S: StringProtocol>(of text: S) -> Int {
        let prefix = text.utf8.withContiguousStorageIfAvailable(latinPrefix)
        return columns(of: text[...], prefix: prefix)
    }

    /// The width of a string in columns; the non-generic fast path for `String` (the
    /// generic version is not specialised across modules). See ``columns(of:)-(S)``.
    /// - Complexity: O(n) in the string's UTF-8 length.
    public static func columns(of text: String) -> Int {
        var text = text
        let prefix = text.withUTF8(latinPrefix)
        if prefix.bytes == text.utf8.count { return prefix.scalars }
        return columns(of: text[...], prefix: prefix)
    }

    /// The width of a substring in columns. See ``columns(of:)-(S)``.
    public static func columns(of text: Substring) -> Int {
        var text = text
        let prefix = text.withUTF8(latinPrefix)
        return columns(of: text, prefix: prefix)
    }

    /// The length in bytes of the leading run of scalars below U+0300, eight ASCII bytes
    /// at a time. Those scalars (ASCII, Latin-1, Latin Extended-A/B, IPA) are one column
    /// each and never join one another in a cluster (CR LF, the exception, is two columns
    /// either way); a cluster with a combining mark starts at U+0300.
    private static func latinPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (bytes: Int, scalars: Int, lastStart: Int) {
        var i = 0
        var scalars = 0
        var lastStart = 0
        let n = bytes.count
        while i < n {
            if i + 8 <= n {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    lastStart = i + 7
                    i += 8
                    scalars += 8
                    continue
                }
            }
            let b = bytes[i]
            if b < 0x80 {
                lastStart = i
                i += 1
            } else if b >= 0xC2 && b <= 0xCB && i + 1 < n {  // two-byte scalars U+0080–U+02FF
                lastStart = i
                i += 2
            } else {
                break
            }
            scalars += 1
        }
        return (i, scalars, lastStart)
    }

    /// The width given the leading run of narrow scalars (nil: the text is not contiguous).
    private static func columns<S: StringProtocol>(of text: S, prefix: (bytes: Int, scalars: Int, lastStart: Int)?)
        -> Int
    {
        guard let prefix else { return slowColumns(text) }
        if prefix.bytes == text.utf8.count { return prefix.scalars }
        if prefix.scalars == 0 { return slowColumns(text) }
        // The last scalar of the run may be the base of a cluster that continues with the
        // scalar after the run (`e` + U+0301): measure from that scalar on.
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: prefix.lastStart)
        return prefix.scalars - 1 + slowColumns(text[start...])
    }

    private static func slowColumns<S: StringProtocol>(_ text: S) -> Int {
        var sum = 0
        for ch in text { sum += columns(of: ch) }
        return sum
    }

    /// The width of a cluster given as its scalars (more than one byte of UTF-8).
    ///
    /// Follows python-wcwidth 0.7's `wcswidth` within one cluster: a scalar after ZWJ is
    /// not measured; VS16 widens a narrow emoji; the second regional indicator of a pair and
    /// a skin-tone modifier after an emoji add nothing; the sum is capped at 2.
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var width = 0
        var lastMeasured: Unicode.Scalar? = nil
        var skipNext = false
        var regionalIndicators = 0
        var afterVirama = false
        for s in scalars {
            if skipNext {
                skipNext = false
                continue
            }
            let v = s.value
            switch v {
            case 0x00...0x1F, 0x7F...0x9F:
                width += 1  // shown as one visible picture by the Sanitizer (CR LF is two)
                lastMeasured = nil
                continue
            case _ where Sanitizer.isHiddenFormat(v):
                width += 1  // shown as `⁇` by the Sanitizer; always a cluster of its own
                lastMeasured = nil
                continue
            case 0x200D:  // ZEROWIDTH JOINER: the next scalar is drawn within this glyph
                if !afterVirama { skipNext = true }
                continue
            case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
                if let m = lastMeasured, m.properties.isEmoji, !isWide(m) { width += 1 }
                lastMeasured = nil
                continue
            case 0x1F1E6...0x1F1FF:  // regional indicators: a pair is one flag
                regionalIndicators += 1
                if regionalIndicators % 2 == 0 { continue }
            case 0x1F3FB...0x1F3FF:  // skin-tone modifiers tint the emoji before them
                if let m = lastMeasured, m.properties.isEmoji {
                    // A modifier sequence is shown as emoji (UTS #51), so `☝🏽` is 2 wide.
                    if m.properties.isEmojiModifierBase && !isWide(m) {
                        width += 1
                        lastMeasured = nil
                    }
                    continue
                }
            default:
                break
            }
            if s.properties.generalCategory == .spacingMark {
                // A spacing mark widens the glyph of the base it follows by one column; with
                // no base before it in the cluster (or after VS16) it adds nothing.
                if lastMeasured != nil {
                    width += 1
                    lastMeasured = nil
                }
                afterVirama = false
                continue
            }
            let w = scalarWidth(s)
            if w > 0 {
                width += w
                lastMeasured = s
                afterVirama = false
            } else {
                afterVirama = s.properties.canonicalCombiningClass.rawValue == 9  // virama
            }
        }
        return min(width, 2)
    }

    /// The width of a single scalar that is not a control: 0, 1 or 2.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }  // Latin-1 and Latin Extended: all one column, U+00AD too
        if isZeroWidth(scalar) { return 0 }
        if isWide(scalar) { return 2 }
        return 1
    }

    /// True for scalars that take no column of their own: nonspacing and enclosing
    /// marks, format characters (Cf) such as ZWJ and U+200B (those the Sanitizer shows as
    /// `⁇` are counted before this is asked), and Hangul medial vowels
    /// and final consonants.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        case .format: return !isPrependedConcatenationMark(v)
        default: break
        }
        return (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v)
    }

    /// True for the format characters that are drawn, spanning the digits after them
    /// (Unicode property `Prepended_Concatenation_Mark`, e.g. U+0600 ARABIC NUMBER SIGN).
    static func isPrependedConcatenationMark(_ v: UInt32) -> Bool {
        // The Unicode property itself (ICU), not a copied list that would drift.
        swift_u_hasBinaryProperty(UChar32(bitPattern: v), UCHAR_PREPENDED_CONCATENATION_MARK) != 0
    }

    /// True for East Asian Wide (W) and Fullwidth (F) scalars (UAX #11) and for emoji whose
    /// default presentation is emoji (`Emoji_Presentation`, UTS #51).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation { return true }
        let eaw = swift_u_getIntPropertyValue(UChar32(bitPattern: scalar.value), UCHAR_EAST_ASIAN_WIDTH)
        return eaw == Int32(U_EA_WIDE.rawValue) || eaw == Int32(U_EA_FULLWIDTH.rawValue)
    }
}

extension StringProtocol {
    /// The display width in terminal columns, `>= 0`. See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}

extension String {
    /// The display width in terminal columns, `>= 0`. See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}

extension Substring {
    /// The display width in terminal columns, `>= 0`. See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}
