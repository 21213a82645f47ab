import Foundation

/// How rows and queries are folded for ``SearchIndex``.
extension SearchIndex {
    /// The folding used for rows and queries: case and diacritics removed, U+0000 removed.
    ///
    /// The reference is Foundation's
    /// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` applied to
    /// the NFC form (so precomposed and decomposed accents fold alike), then the Latin
    /// letters it leaves folded to ASCII (`letterFolding`). Two fast paths give the same
    /// result: pure-ASCII text lowercases A–Z; text of scalars below U+0300 only folds
    /// scalar by scalar from a table made once from the reference. Consequences, all
    /// locale-independent:
    /// - `José` → `jose`, `ZOË` → `zoe`;
    /// - the Latin letters that have no decomposition fold to ASCII as in ICU's Latin-ASCII
    ///   and Lucene's ASCIIFoldingFilter (`letterFolding`): `Łódź` → `lodz`, `Ødegaard` →
    ///   `odegaard`, `Ærø` → `aero`, `Œuvre` → `oeuvre`, `Þór` → `thor`, `Đ`/`ð` → `d`,
    ///   `ħ` → `h`, `ŀ` → `l`, `ŧ` → `t`;
    /// - `ß` and `ẞ` → `ss` (full case folding), so `strasse` finds `Straße` and `straße`
    ///   finds `STRASSE`;
    /// - Turkish: `İ` → `i` and dotless `ı` → `i`, so `istanbul` finds `İstanbul` and `isik`
    ///   finds `Işık` (and `i` finds `ısı`); no Turkish locale rules are applied;
    /// - final sigma `ς` → `σ`; fullwidth letters fold case only (`Ｆ` → `ｆ`, not `f`).
    /// - Complexity: O(n).
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded UTF-8 of `text`, without any 0x00 byte, to `bytes`.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        latinFoldingPacked.withUnsafeBufferPointer { appendFolded(text, to: &bytes, latin: $0) }
    }

    /// Appends the folded UTF-8 of `text`, without any 0x00 byte, to `bytes`;
    /// `latin` is ``latinFoldingPacked``.
    static func appendFolded(_ text: String, to bytes: inout [UInt8], latin: UnsafeBufferPointer<UInt32>) {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { src in
            if isPlainASCII(src) {
                appendLowercasedASCII(src, to: &bytes)
                return true
            }
            return appendFoldedLatin(src, to: &bytes, table: latin)
        }
        if done == true { return }
        // Other scripts, combining marks, or text without contiguous UTF-8: Foundation.
        for b in foundationFold(text).utf8 where b != 0 { bytes.append(b) }
    }

    /// True when every byte is ASCII and none is 0x00; eight bytes at a time.
    @inline(__always)
    static func isPlainASCII(_ src: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var j = 0
        while j + 8 <= src.count {
            let w = UnsafeRawPointer(src.baseAddress! + j).loadUnaligned(as: UInt64.self)
            // A byte ≥ 0x80, or a 0x00 byte (exact: no borrow reaches a set high bit).
            if w & highs != 0 || (w &- ones) & ~w & highs != 0 { return false }
            j += 8
        }
        while j < src.count {
            if src[j] >= 0x80 || src[j] == 0 { return false }
            j += 1
        }
        return true
    }

    /// Appends plain ASCII with A–Z lowercased: one copy, then eight bytes at a time in place.
    @inline(__always)
    static func appendLowercasedASCII(_ src: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let start = bytes.count
        let n = src.count
        bytes.append(contentsOf: src)
        bytes.withUnsafeMutableBufferPointer { out in
            let base = UnsafeMutableRawPointer(out.baseAddress! + start)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            var j = 0
            while j + 8 <= n {
                let w = base.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                // For ASCII bytes, adding 0x3F (0x25) sets the high bit exactly for b ≥ 0x41 (≥ 0x5B).
                let upper = (w &+ 0x3F &* ones) & ~(w &+ 0x25 &* ones) & highs
                base.storeBytes(of: w | upper >> 2, toByteOffset: j, as: UInt64.self)
                j += 8
            }
            while j < n {
                let b = out[start + j]
                out[start + j] = b &- 0x41 < 26 ? b | 0x20 : b
                j += 1
            }
        }
    }

    /// Text of scalars below U+0300 only (Latin-1, Latin Extended-A/B, IPA: no combining
    /// mark, so already NFC), folded scalar by scalar from `table` (``latinFoldingPacked``),
    /// reading UTF-8 directly. Returns false, having appended nothing, for any other text
    /// and for the few scalars that fold to more than three bytes (Foundation folds those).
    static func appendFoldedLatin(
        _ src: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8],
        table: UnsafeBufferPointer<UInt32>
    ) -> Bool {
        // Each input byte gives at most 1.5 output bytes (two in, at most three out).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * src.count + 8) { scratch -> Bool in
            var used = 0
            var i = 0
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while i < src.count {
                // Eight plain ASCII bytes at once, lowercased as in appendLowercasedASCII.
                if i + 8 <= src.count {
                    let w = UnsafeRawPointer(src.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if w & highs == 0 && (w &- ones) & ~w & highs == 0 {
                        let upper = (w &+ 0x3F &* ones) & ~(w &+ 0x25 &* ones) & highs
                        UnsafeMutableRawPointer(scratch.baseAddress! + used).storeBytes(
                            of: w | upper >> 2, as: UInt64.self)
                        used += 8
                        i += 8
                        continue
                    }
                }
                let b = src[i]
                if b < 0x80 {
                    if b != 0 {
                        scratch[used] = b &- 0x41 < 26 ? b | 0x20 : b
                        used += 1
                    }
                    i += 1
                    continue
                }
                // U+0080–U+02FF are two bytes: a lead in 0xC2...0xCB and one continuation.
                guard b >= 0xC2 && b <= 0xCB, i + 1 < src.count else { return false }
                var packed = table[Int(b & 0x1F) << 6 | Int(src[i + 1] & 0x3F)]
                guard packed >> 24 != 0xFF else { return false }
                for _ in 0..<packed >> 24 {
                    scratch[used] = UInt8(truncatingIfNeeded: packed)
                    used += 1
                    packed >>= 8
                }
                i += 2
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<used]))
            return true
        }
    }

    /// The reference folding: Foundation's, on the NFC form, then ``letterFolding``.
    static func foundationFold(_ text: String) -> String {
        let folded = text.precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { letterFolding[$0.value] != nil }) else { return folded }
        var out = String.UnicodeScalarView()
        for u in folded.unicodeScalars {
            if let ascii = letterFolding[u.value] {
                out.append(contentsOf: ascii.unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }

    /// Latin letters with no canonical decomposition, which removing diacritics leaves, and
    /// the ASCII that ICU's Latin-ASCII transliterator and Lucene's ASCIIFoldingFilter give
    /// them (lowercase, since case is folded; the capitals too, in case it is not).
    static let letterFolding: [UInt32: String] = [
        0xF8: "o", 0xD8: "o",  // ø Ø
        0x142: "l", 0x141: "l",  // ł Ł
        0xE6: "ae", 0xC6: "ae",  // æ Æ
        0x153: "oe", 0x152: "oe",  // œ Œ
        0x111: "d", 0x110: "d",  // đ Đ
        0xF0: "d", 0xD0: "d",  // ð Ð
        0xFE: "th", 0xDE: "th",  // þ Þ
        0x127: "h", 0x126: "h",  // ħ Ħ
        0x131: "i",  // ı (İ is i with a dot, a diacritic)
        0x140: "l", 0x13F: "l",  // ŀ Ŀ
        0x167: "t", 0x166: "t",  // ŧ Ŧ
    ]

    /// The folded UTF-8 of each scalar U+0000–U+02FF, made once by ``foundationFold(_:)``.
    /// Folding these scalars is context-free (no combining marks, no final-sigma rule).
    static let latinFolding: [[UInt8]] = (0..<0x300).map { v in
        Array(foundationFold(String(Unicode.Scalar(UInt32(v))!)).utf8)
    }

    /// ``latinFolding`` packed: the folded bytes (without 0x00) in the low three bytes,
    /// first byte lowest, their count in the top byte; 0xFF in the top byte when the
    /// folding is longer than three bytes (then the text is folded by Foundation).
    static let latinFoldingPacked: [UInt32] = latinFolding.map { folded in
        let kept = folded.filter { $0 != 0 }
        guard kept.count <= 3 else { return 0xFF00_0000 }
        var packed = UInt32(kept.count) << 24
        for (k, b) in kept.enumerated() { packed |= UInt32(b) << (8 * k) }
        return packed
    }
}
