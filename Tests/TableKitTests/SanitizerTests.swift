import Testing
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
        ("c1\u{85}", "c1\u{FFFD}"),
        ("csi\u{9B}31m", "csi\u{FFFD}31m"),
        ("evil\u{202E}txt.exe", "eviltxt.exe"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}x", "x"),
        ("\u{2066}iso\u{2069}\u{2067}\u{2068}", "iso"),
        ("lrm\u{200E}rlm\u{200F}alm\u{61C}", "lrmrlmalm"),
        ("line\u{2028}para\u{2029}", "line␤para␤"),
        ("e\u{1B}\u{301}", "e␛\u{301}"),
    ])
    func controlsAreShownOrDropped(_ input: String, _ expected: String) {
        #expect(Sanitizer.needsSanitizing(input))
        #expect(Sanitizer.sanitize(input) == expected)
        #expect(!Sanitizer.needsSanitizing(Sanitizer.sanitize(input)), "sanitising is idempotent")
    }

    @Test(arguments: [
        "", "plain ASCII text of some length, more than eight bytes",
        "José Zoë Straße", "张三 李四", "👨‍👩‍👧 🇸🇪 1️⃣ ☺️", "e\u{301}", "مرحبا", "नमस्ते",
        "\u{200B}zwsp", "\u{200D}zwj", "¡¿ÀÿĀ", "\u{A0}nbsp", "…“”‘’–—", "\u{2030}\u{2070}\u{20AC}",
        "\u{2000}\u{200A}\u{200C}", "\u{0600}\u{061B}\u{061D}",
    ])
    func textWithoutControlsIsReturnedUnchanged(_ input: String) {
        #expect(!Sanitizer.needsSanitizing(input))
        #expect(Sanitizer.sanitize(input) == input)
    }

    @Test func noRawControlOrBidiScalarSurvives() {
        var all = ""
        for v in UInt32(0)...0x9F { all.unicodeScalars.append(Unicode.Scalar(v)!) }
        for v: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                          0x200E, 0x200F, 0x061C, 0x2028, 0x2029] {
            all.unicodeScalars.append(Unicode.Scalar(v)!)
        }
        let safe = Sanitizer.sanitize(all)
        for s in safe.unicodeScalars {
            #expect(!(s.value < 0x20 || (0x7F...0x9F).contains(s.value)), "raw control U+\(String(s.value, radix: 16))")
            #expect(!s.properties.isBidiControl, "bidi control U+\(String(s.value, radix: 16))")
        }
        #expect(safe.displayWidth == all.displayWidth)
    }

    @Test func controlHiddenAfterLongASCIIRunIsFound() {
        // The 8-byte fast scan must not skip a control inside a word.
        for k in 0..<20 {
            let s = String(repeating: "x", count: k) + "\u{1B}" + String(repeating: "y", count: 9)
            #expect(Sanitizer.needsSanitizing(s), "ESC at offset \(k)")
        }
    }
}
