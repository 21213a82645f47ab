import TableKitTestSupport
import Testing
import _FoundationICU

@testable import TableKit

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("\u{1B}[2J", "␛[2J"),
        ("a\rb", "a␍b"),
        ("a\nb", "a␊b"),
        ("a\r\nb", "a␍␊b"),
        ("del\u{7F}", "del␡"),
        ("nul\u{0}", "nul␀"),
        ("bell\u{7}", "bell␇"),
        ("a\tb", "a b"),
        ("c1\u{85}", "c1\u{2424}"),  // NEL, a line break, shows as ␤
        ("c1\u{9B}", "c1\u{FFFD}"),  // CSI and the other C1 controls
        ("csi\u{9B}31m", "csi\u{FFFD}31m"),
        ("evil\u{202E}txt.exe", "evil⁇txt.exe"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}x", "⁇⁇⁇⁇x"),
        ("\u{2066}iso\u{2069}\u{2067}\u{2068}", "⁇iso⁇⁇⁇"),
        ("lrm\u{200E}rlm\u{200F}alm\u{61C}", "lrm⁇rlm⁇alm⁇"),
        ("pass\u{2060}word\u{FEFF}", "pass⁇word⁇"),  // word joiner, BOM: hidden
        ("\u{180E}\u{2061}\u{206A}\u{FFF9}\u{13430}\u{1BCA0}\u{1D173}\u{E0001}", "⁇⁇⁇⁇⁇⁇⁇⁇"),
        ("line\u{2028}para\u{2029}", "line␤para␤"),
        ("e\u{1B}\u{301}", "e␛\u{200B}\u{301}"),  // the mark stays alone, as in the input
        ("🇸\u{202E}🇸", "🇸⁇\u{200B}🇸"),  // an indicator may join: ZWSP
        ("क\u{202E}ि", "क⁇\u{200B}ि"),
        ("\u{1B}🏽", "␛\u{200B}🏽"),
        ("\u{600}\u{600}\u{1B}", "\u{600}\u{600}\u{200B}␛"),  // Prepend would absorb ␛
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{301}", "⁇⁇⁇⁇\u{200B}\u{301}"),
        ("\u{600}\u{202E}", "\u{600}\u{200B}⁇"),
        ("\u{202E}张\u{1B}张", "⁇张␛张"),  // nothing can join a CJK ideograph: no ZWSP
        ("ᄀ\u{202E}ᄀ", "ᄀ⁇\u{200B}ᄀ"),  // ⁇ then ᄀ would form one cluster
    ])
    func controlsAndHiddenFormatCharactersAreShown(_ input: String, _ expected: String) {
        #expect(Sanitizer.needsSanitizing(input))
        #expect(Sanitizer.sanitize(input) == expected)
        #expect(Sanitizer.sanitize(input).displayWidth == input.displayWidth)
        #expect(!Sanitizer.needsSanitizing(Sanitizer.sanitize(input)), "sanitising is idempotent")
    }

    @Test(arguments: [
        "", "plain ASCII text of some length, more than eight bytes",
        "José Zoë Straße", "张三 李四", "👨‍👩‍👧 🇸🇪 1️⃣ ☺️", "e\u{301}", "مرحبا", "नमस्ते",
        "\u{200B}zwsp", "\u{200D}zwj", "👨\u{200D}👩\u{200D}👧", "می\u{200C}خواهم",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "soft\u{AD}hyphen", "¡¿ÀÿĀ", "\u{A0}nbsp", "…“”‘’–—",
        "\u{2030}\u{2070}\u{20AC}",
        "\u{2000}\u{200A}\u{200C}", "\u{0600}\u{061B}\u{061D}",
    ])
    func textWithoutControlsIsReturnedUnchanged(_ input: String) {
        #expect(!Sanitizer.needsSanitizing(input))
        #expect(Sanitizer.sanitize(input) == input)
    }

    @Test func noRawControlOrBidiScalarSurvives() {
        var all = ""
        for v in UInt32(0)...0x9F { all.unicodeScalars.append(Unicode.Scalar(v)!) }
        for v: UInt32 in [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
            0x200E, 0x200F, 0x061C, 0x2028, 0x2029,
        ] {
            all.unicodeScalars.append(Unicode.Scalar(v)!)
        }
        let safe = Sanitizer.sanitize(all)
        for s in safe.unicodeScalars {
            #expect(!(s.value < 0x20 || (0x7F...0x9F).contains(s.value)), "raw control U+\(String(s.value, radix: 16))")
            #expect(!s.properties.isBidiControl, "bidi control U+\(String(s.value, radix: 16))")
        }
        #expect(safe.displayWidth == all.displayWidth)
    }

    /// The hidden format characters are exactly the format characters (Cf) that stand alone
    /// in a grapheme cluster (Grapheme_Cluster_Break=Control, per the toolchain's ICU), less
    /// U+200B (kept: a word separator, and the Sanitizer's own cluster break).
    @Test func hiddenFormatCharactersAreTheLoneFormatCharactersButZWSP() {
        for v in UInt32(0x300)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let lone =
                s.properties.generalCategory == .format
                && swift_u_getIntPropertyValue(UChar32(bitPattern: v), UCHAR_GRAPHEME_CLUSTER_BREAK)
                    == Int32(U_GCB_CONTROL.rawValue)
            #expect(Sanitizer.isHiddenFormat(v) == (lone && v != 0x200B), "U+\(String(v, radix: 16))")
        }
    }

    @Test func hiddenFormatCharactersAreOneColumnLikeTheirMark() {
        for v: UInt32 in [0x61C, 0x200E, 0x202E, 0x2060, 0x2066, 0xFEFF, 0xE0001] {
            let s = String(Unicode.Scalar(v)!)
            #expect(s.displayWidth == 1)
            #expect(Sanitizer.sanitize(s) == String(Sanitizer.hiddenFormatMark))
            #expect(Sanitizer.sanitize("ab" + s + "cd").displayWidth == 5)
        }
        #expect("\u{200B}".displayWidth == 0)
        #expect("👨\u{200D}👩\u{200D}👧".displayWidth == 2)
    }

    @Test func controlHiddenAfterLongASCIIRunIsFound() {
        // The 8-byte fast scan must not skip a control inside a word.
        for k in 0..<20 {
            let s = String(repeating: "x", count: k) + "\u{1B}" + String(repeating: "y", count: 9)
            #expect(Sanitizer.needsSanitizing(s), "ESC at offset \(k)")
        }
    }

    /// The rules, written scalar by scalar: the reference for the byte-level rewrite.
    static func reference(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func sanitised(_ v: UInt32) -> Bool {
            v < 0x20 || (0x7F...0x9F).contains(v) || [0x2028, 0x2029].contains(v) || Sanitizer.isHiddenFormat(v)
        }
        var out = String.UnicodeScalarView()
        var prevIsPrepend = false
        for (k, s) in scalars.enumerated() {
            let v = s.value
            guard sanitised(v) else {
                out.append(s)
                prevIsPrepend = Sanitizer.isPrepend(v)
                continue
            }
            let nextMayJoin =
                k + 1 < scalars.count && !sanitised(scalars[k + 1].value)
                && Sanitizer.mayJoinPrevious(scalars[k + 1])
            let replacement: Unicode.Scalar
            switch v {
            case 0x09: replacement = " "
            case 0x00...0x1F: replacement = Unicode.Scalar(0x2400 + v)!
            case 0x7F: replacement = "\u{2421}"
            case 0x85: replacement = "\u{2424}"  // NEL is a line break
            case 0x80...0x9F: replacement = "\u{FFFD}"
            case 0x2028, 0x2029: replacement = "\u{2424}"
            default: replacement = "⁇"
            }
            if prevIsPrepend { out.append("\u{200B}") }
            out.append(replacement)
            if nextMayJoin { out.append("\u{200B}") }
            prevIsPrepend = false
        }
        return String(out)
    }

    @Test func byteRewriteEqualsScalarRulesOnRandomText() {
        let seed = SeededRandom.seed(0x5A71)
        var rng = SeededRandom(seed: seed)
        let near: [UInt32] = [
            0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0x85, 0x9B, 0x9F, 0xA0,
            0xE9, 0x301, 0x61B, 0x61C, 0x61D, 0x200B, 0x200D, 0x200E, 0x200F, 0x2027, 0x2028,
            0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A, 0x2400, 0x5F20,
            0xFE0F, 0x1F468, 0x1F1F8, 0x1F3FD, 0x93F, 0x915, 0x94D, 0x600, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x20E3,
            0xE33, 0xE01,
            0x1F469, 0x2764, 0x263A, 0x41, 0x3B1, 0x5D0, 0x627, 0xE0067, 0x200C,
            0x2060, 0x2064, 0x206F, 0xFEFF, 0xFFFB, 0x180E, 0x13430, 0x1D17A, 0xE0001, 0xE0020,
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...16, using: &rng) {
                text.unicodeScalars.append(Unicode.Scalar(near.randomElement(using: &rng)!)!)
            }
            let out = Sanitizer.sanitize(text)
            #expect(out == Self.reference(text), "seed \(seed): \(text.debugDescription)")
            #expect(Sanitizer.needsSanitizing(text) == (out != text), "seed \(seed): \(text.debugDescription)")
            #expect(out.displayWidth == text.displayWidth, "seed \(seed): \(text.debugDescription)")
        }
    }
}
