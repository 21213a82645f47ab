import _FoundationICU

/// The display width of text in terminal columns, per grapheme cluster.
///
/// A grapheme cluster (Swift's `Character`) occupies 0, 1 or 2 columns:
/// - 2 for East Asian Wide and Fullwidth characters (UAX #11), characters with the
///   `Emoji_Presentation` property, emoji made so by U+FE0F (VARIATION SELECTOR-16),
///   emoji ZWJ sequences, flags (regional-indicator pairs) and keycaps;
/// - 0 for clusters made only of zero-width scalars (combining marks, format characters
///   such as U+200B, default-ignorables);
/// - 1 otherwise. Combining marks join their base and add nothing.
///
/// Properties come from ICU (`u_getIntPropertyValue(_, UCHAR_EAST_ASIAN_WIDTH)`), the same
/// ICU that Foundation uses, so widths follow the toolchain's Unicode version.
public enum DisplayWidth {
    /// The width of one grapheme cluster in columns: 0, 1 or 2.
    ///
    /// Control characters count 0 here; text from data is passed through
    /// ``Sanitizer/sanitize(_:)`` before drawing, which makes them visible.
    /// - Complexity: O(number of scalars in the cluster).
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        // Fast path: printable ASCII without combining marks.
        if first.value >= 0x20 && first.value < 0x7F && scalars.count == 1 { return 1 }
        if scalars.count > 1 {
            var regionalIndicators = 0
            var hasVS16 = false
            var hasVS15 = false
            var hasZWJ = false
            var hasKeycap = false
            var hasPictographic = false
            for s in scalars {
                switch s.value {
                case 0x1F1E6...0x1F1FF: regionalIndicators += 1
                case 0xFE0F: hasVS16 = true
                case 0xFE0E: hasVS15 = true
                case 0x200D: hasZWJ = true
                case 0x20E3: hasKeycap = true
                default:
                    if s.properties.isEmojiPresentation || s.properties.isEmoji && s.value > 0xFF {
                        hasPictographic = true
                    }
                }
            }
            if regionalIndicators >= 2 { return 2 }
            if hasKeycap && hasVS16 { return 2 }
            if hasZWJ && hasPictographic { return 2 }
            if hasVS16 && first.properties.isEmoji { return 2 }
            if hasVS15 && !isWide(first) { return 1 }
        }
        return scalarWidth(first)
    }

    /// The width of a single scalar standing as the base of a cluster: 0, 1 or 2.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return v == 0xAD ? 1 : 1 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(scalar) { return 2 }
        return 1
    }

    /// True for scalars that take no column of their own: nonspacing and enclosing
    /// marks, format characters (Cf) such as ZWJ and U+200B, and Hangul medial vowels
    /// and final consonants.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        let v = scalar.value
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        return false
    }

    /// True for East Asian Wide (W) and Fullwidth (F) scalars and for emoji whose default
    /// presentation is emoji (`Emoji_Presentation`).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation { return true }
        let eaw = swift_u_getIntPropertyValue(UChar32(bitPattern: scalar.value), UCHAR_EAST_ASIAN_WIDTH)
        return eaw == Int32(U_EA_WIDE.rawValue) || eaw == Int32(U_EA_FULLWIDTH.rawValue)
    }

    /// The width of a string in columns: the sum of its grapheme clusters' widths.
    /// - Complexity: O(n) in the string's length.
    public static func columns<S: StringProtocol>(of text: S) -> Int {
        var total = 0
        for ch in text { total += columns(of: ch) }
        return total
    }
}

extension StringProtocol {
    /// The display width in terminal columns. See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}
