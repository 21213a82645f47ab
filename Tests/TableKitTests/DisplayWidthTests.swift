import Testing

@testable import TableKit

/// Expected widths are python-wcwidth 0.7.0 `wcswidth` values, written in as literals, except
/// where docs/decisions/2026-11-29-text-layer-and-search-filter.md says TableKit differs on purpose (controls).
@Suite struct DisplayWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var columns: Int
        var why: String
        init(_ text: String, _ columns: Int, _ why: String) {
            self.text = text
            self.columns = columns
            self.why = why
        }
        var testDescription: String { "\(why): \(text.debugDescription) = \(columns)" }
    }

    static let cases: [Case] = [
        Case("", 0, "empty"),
        Case("hello", 5, "ASCII"),
        Case("e\u{301}", 1, "combining acute joins its base"),
        Case("a\u{308}\u{304}", 1, "two combining marks"),
        Case("x\u{20DD}", 1, "enclosing mark"),
        Case("👨‍👩‍👧", 2, "emoji ZWJ family"),
        Case("🏳️‍🌈", 2, "ZWJ sequence of a text-default emoji with VS16"),
        Case("🧑🏽‍💻", 2, "ZWJ sequence with skin tone"),
        Case("🇸🇪", 2, "flag: regional-indicator pair"),
        Case("🇸🇪🇫🇮", 4, "two flags"),
        Case("1️⃣", 2, "keycap with VS16"),
        Case("#️⃣", 2, "keycap #"),
        Case("1\u{20E3}", 1, "keycap without VS16 stays text"),
        Case("张三", 4, "CJK ideographs are Wide"),
        Case("日本語テキスト", 14, "kanji and katakana"),
        Case("ｱ", 1, "halfwidth katakana"),
        Case("ｶﾀｶﾅ", 4, "halfwidth katakana run"),
        Case("Ａ", 2, "fullwidth Latin A"),
        Case("Ｆｕｌｌ", 8, "fullwidth Latin word"),
        Case("\u{3000}", 2, "ideographic space is Fullwidth"),
        Case("한국어", 6, "Hangul syllables"),
        Case("\u{1100}\u{1161}\u{11A8}", 2, "conjoining jamo L V T form one wide syllable"),
        Case("\u{1100}", 2, "lone leading jamo is wide"),
        Case("\u{1161}", 0, "lone medial vowel jamo is zero-width"),
        Case("☺", 1, "text-default emoji"),
        Case("☺️", 2, "text-default emoji with VS16"),
        Case("❤", 1, "heavy heart, text default"),
        Case("❤️", 2, "red heart with VS16"),
        Case("©️", 2, "copyright sign with VS16"),
        Case("⌚", 2, "Emoji_Presentation"),
        Case("⌚\u{FE0E}", 2, "VS15 does not narrow a wide emoji"),
        Case("👍🏽", 2, "skin-tone modifier"),
        Case("\u{200B}", 0, "zero width space"),
        Case("\u{2060}", 1, "word joiner, shown as ⁇"),
        Case("\u{AD}", 1, "soft hyphen is drawn"),
        Case("\u{600}\u{661}", 2, "Arabic number sign is a visible format character"),
        Case("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "tag sequence flag (England)"),
        Case("🏴‍☠️", 2, "pirate flag ZWJ sequence"),
        Case("👩‍❤️‍💋‍👨", 2, "kiss ZWJ sequence with VS16 inside"),
        Case("❤️‍🔥", 2, "heart on fire"),
        Case("⛹🏽‍♀️", 2, "modifier and ZWJ and VS16"),
        Case("☝🏽", 2, "skin tone on a text-default emoji (decision: 2, wcwidth says 1)"),
        Case("🇸🇪🇸", 4, "flag then a lone regional indicator"),
        Case("a\u{200B}b", 2, "ZWSP inside a word"),
        Case("กำ", 2, "Thai with SARA AM (spacing)"),
        Case("ก่", 1, "Thai with tone mark (nonspacing)"),
        Case("สวัสดี", 4, "Thai word with above and below marks"),
        Case("कि", 2, "Devanagari consonant + spacing vowel sign"),
        Case("नमस्ते", 4, "Devanagari with virama conjunct"),
        Case("क्षि", 2, "Devanagari conjunct with vowel sign, capped at 2"),
        Case("\u{93F}", 0, "spacing mark with no base adds nothing"),
        Case("مرحبا", 5, "Arabic letters"),
        Case("مُحَمَّد", 4, "Arabic with harakat (nonspacing)"),
        Case("…", 1, "ellipsis (East Asian Ambiguous counts 1)"),
        Case("Å", 1, "Latin-1"),
        Case("Zoë Saldaña", 11, "Latin-1 name"),
        Case("naïve\u{301}", 5, "Latin-1 run ending in a base with a combining mark"),
        Case("Ø\u{308}张", 3, "Latin-1 base, mark, then wide"),
        Case("Łódź ǅ ɐ", 8, "Latin Extended-A/B and IPA"),
        Case("ﬁ", 1, "ligature"),
        // TableKit's own decision: a control counts as the picture the Sanitizer shows.
        Case("\u{1B}[2J", 4, "ESC counts as ␛"),
        Case("\r", 1, "CR counts as ␍"),
        Case("\n", 1, "LF counts as ␊"),
        Case("\r\n", 2, "CR LF is one cluster, two pictures"),
        Case("\u{7F}", 1, "DEL counts as ␡"),
        Case("\u{0}", 1, "NUL counts as ␀"),
        Case("\t", 1, "tab counts as one space"),
        Case("\u{85}", 1, "C1 NEL counts as �"),
        Case("\u{9B}", 1, "C1 CSI counts as �"),
        Case("a\u{202E}b", 3, "bidi override is shown as ⁇, one"),
        Case("\u{2066}x\u{2069}", 3, "bidi isolates are shown as ⁇"),
        Case("pass\u{2060}word", 9, "word joiner is shown as ⁇"),
        Case("🇸", 2, "lone regional indicator (decision: 2)"),
    ]

    @Test(arguments: cases)
    func stringWidthMatchesReference(_ c: Case) {
        #expect(DisplayWidth.columns(of: c.text) == c.columns)
        #expect(c.text.displayWidth == c.columns)
        #expect(c.text[...].displayWidth == c.columns, "Substring path agrees")
    }

    @Test(arguments: cases)
    func widthIsUnchangedBySanitizing(_ c: Case) {
        #expect(DisplayWidth.columns(of: Sanitizer.sanitize(c.text)) == c.columns)
    }

    @Test(arguments: cases)
    func stringWidthIsSumOfClusterWidths(_ c: Case) {
        #expect(c.text.reduce(0) { $0 + DisplayWidth.columns(of: $1) } == c.columns)
    }

    @Test func everyClusterIsZeroOneOrTwoColumns() {
        for c in Self.cases {
            for ch in c.text { #expect((0...2).contains(DisplayWidth.columns(of: ch)), "\(ch.debugDescription)") }
        }
    }

    @Test func sanitizedEscapeSequenceIsFourColumns() {
        let s = Sanitizer.sanitize("\u{1B}[2J")
        #expect(s == "␛[2J")
        #expect(s.displayWidth == 4)
    }

    @Test func asciiBaseBeforeNonASCIIMarkIsMeasuredAsOneCluster() {
        // The ASCII fast path must hand the last ASCII byte to the cluster walk.
        let long = String(repeating: "abcdefgh", count: 4) + "e\u{301}" + "张"
        #expect(long.displayWidth == 32 + 1 + 2)
    }
}
