extension FixedWidthLayout {
    /// The fields of `line` (tabs expanded, without its line break): one per column, each
    /// without the spaces around it; the last column to the end of the line.
    ///
    /// A word that a cut falls inside (a value wider than the first rows', as `ps`'s
    /// `124800` under `RSS`) goes whole to the column that holds most of it (the left one
    /// on a tie), so that no value is split.
    /// - Complexity: O(the line's length).
    func fields(_ line: String) -> [String] {
        let s = Array(line.unicodeScalars)
        var starts = [0]
        for cut in cuts {
            var c = min(max(cut, starts.last!), s.count)
            if c > 0 && c < s.count && s[c - 1] != " " && s[c] != " " {
                var left = c
                while left > starts.last! && s[left - 1] != " " { left -= 1 }
                var right = c
                while right < s.count && s[right] != " " { right += 1 }
                c = c - left >= right - c ? right : left
            }
            starts.append(c)
        }
        starts.append(s.count)
        return (0..<names.count).map { k in
            var a = starts[k]
            var b = starts[k + 1]
            while a < b && s[a] == " " { a += 1 }
            while b > a && s[b - 1] == " " { b -= 1 }
            return String(String.UnicodeScalarView(s[a..<b]))
        }
    }
}
