import Foundation
import TableKitTestSupport

@testable import TableKit

/// Terminal injection payloads: each would act on a terminal if it reached it raw.
enum InjectionCorpus {
    /// One payload per kind, named.
    static let payloads: [String] = [
        "csi\u{1B}[31mred\u{1B}[2J",  // CSI: colour, clear screen
        "osc0\u{1B}]0;pwned title\u{07}",  // OSC 0: window title (BEL)
        "osc8\u{1B}]8;;http://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\",  // OSC 8: hyperlink (ST)
        "osc52\u{1B}]52;c;ZXZpbA==\u{07}",  // OSC 52: clipboard
        "dcs\u{1B}P1$r\u{1B}\\",  // DCS
        "apc\u{1B}_payload\u{1B}\\",  // APC
        "c1csi\u{9B}31m c1osc\u{9D}0;t\u{9C}",  // C1 CSI, OSC, ST
        "c1all" + String((0x80...0x9F).map { Character(Unicode.Scalar($0)!) }),  // every C1 control
        "bidi\u{202A}a\u{202B}b\u{202C}c\u{202D}d\u{202E}e",  // embeddings, overrides
        "isolates\u{2066}a\u{2067}b\u{2068}c\u{2069}",  // isolates
        "hidden\u{2060}a\u{FEFF}b\u{180E}c\u{E0001}d",  // invisible format characters
        "bell\u{07}bs\u{08}\u{08}cr\rtext",  // BEL, BS, CR
        "line\none\r\ntwo\u{2028}three",  // LF, CR LF, LS
        "del\u{7F}nul\u{0}tab\tvt\u{0B}ff\u{0C}",  // DEL, NUL and the rest of C0
    ]

    /// The problems in the bytes of `line` (empty when it is safe): an ESC or any other C0
    /// control, DEL, a C1 control (U+0080–U+009F), a bidi control (U+202A–U+202E,
    /// U+2066–U+2069, U+200E/F, U+061C), a line or paragraph separator, a hidden format
    /// character (``Sanitizer/isHiddenFormat(_:)``: U+2060, U+FEFF...). One final LF is
    /// allowed when `finalNewline` is true (and then required).
    static func problems(in line: String, finalNewline: Bool = false) -> [String] {
        var b = Array(line.utf8)
        var out: [String] = []
        if finalNewline {
            if b.last == 0x0A { b.removeLast() } else { out.append("no final newline") }
        }
        var i = 0
        while i < b.count {
            let c = b[i]
            if c < 0x20 || c == 0x7F { out.append("control byte \(c) at \(i)") }
            if c == 0xC2, i + 1 < b.count, (0x80...0x9F).contains(b[i + 1]) { out.append("C1 control at \(i)") }
            if c == 0xD8, i + 1 < b.count, b[i + 1] == 0x9C { out.append("U+061C at \(i)") }
            if c == 0xE2, i + 2 < b.count {
                let c1 = b[i + 1]
                let c2 = b[i + 2]
                if c1 == 0x80 && ((0xA8...0xAE).contains(c2) || c2 == 0x8E || c2 == 0x8F) {
                    out.append("bidi or separator at \(i)")
                }
                if c1 == 0x81 && (0xA6...0xA9).contains(c2) { out.append("bidi isolate at \(i)") }
            }
            i += 1
        }
        for s in line.unicodeScalars where Sanitizer.isHiddenFormat(s.value) {
            out.append("hidden format character U+\(String(s.value, radix: 16, uppercase: true))")
        }
        return out
    }

    /// A scratch directory, removed by the caller.
    static func scratchDirectory() throws -> URL {
        try TemporaryFiles.directory(prefix: "tk-injection")
    }

    /// `payload` usable as a file name: `/` (the only byte besides NUL a name cannot hold)
    /// and NUL become `_`.
    static func fileName(_ payload: String) -> String {
        String(payload.map { $0 == "/" || $0 == "\u{0}" ? "_" : $0 })
    }
}
