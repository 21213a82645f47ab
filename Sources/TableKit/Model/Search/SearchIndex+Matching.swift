/// Where a search's words occur in a row's text, for marking them (the highlight of a
/// match), folded exactly as ``SearchIndex`` folds rows and queries.
extension SearchIndex {
    /// The ranges of `text` where each of `words` occurs after folding both
    /// (``fold(_:)``: case, diacritics, and `æ` → `ae`, `ø` → `o`, `ß` → `ss`...).
    ///
    /// Folding changes lengths (`Æ` is two folded bytes, `e` + U+0301 one), so each
    /// character's folded bytes are mapped back to it: a match covers every character whose
    /// folded bytes it touches (`ae` in `Ærø` is `Æ`; `a` is `Æ` too). Word by word in
    /// the order given; each word's matches left to right, not overlapping one another
    /// (those of different words may overlap). Words that fold to nothing are skipped.
    /// - Complexity: O(words × length of text) once a word is found; O(length) when none is.
    public static func matchRanges(of words: [String], in text: String) -> [Range<String.Index>] {
        let needles = words.map { Array(fold($0).utf8) }.filter { !$0.isEmpty }
        if needles.isEmpty || text.isEmpty { return [] }
        // Most cells hold no match: one fold of the whole text decides that.
        let whole = Array(fold(text).utf8)
        if !needles.contains(where: { firstOffset(of: $0, in: whole, from: 0) != nil }) { return [] }
        // The folded bytes character by character, each byte's character, their starts.
        var folded: [UInt8] = []
        var owner: [Int] = []
        var starts: [String.Index] = []
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            let before = folded.count
            appendFolded(String(text[i..<next]), to: &folded)
            owner.append(contentsOf: repeatElement(starts.count, count: folded.count - before))
            starts.append(i)
            i = next
        }
        starts.append(text.endIndex)
        var out: [Range<String.Index>] = []
        for needle in needles {
            var from = 0
            while let a = firstOffset(of: needle, in: folded, from: from) {
                let b = a + needle.count
                out.append(starts[owner[a]]..<starts[owner[b - 1] + 1])
                from = b
            }
        }
        return out
    }

    /// The first offset `>= from` where `needle` (non-empty) starts in `bytes`, or nil.
    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        let m = needle.count
        guard from + m <= bytes.count else { return nil }
        var s = from
        while s + m <= bytes.count {
            if bytes[s] == needle[0] {
                var k = 1
                while k < m && bytes[s + k] == needle[k] { k += 1 }
                if k == m { return s }
            }
            s += 1
        }
        return nil
    }
}
