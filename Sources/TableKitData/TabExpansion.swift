/// Tabs as spaces to the next tab stop, as `less` and `expand` show them, so that text
/// aligned with tabs (`/etc/services`) keeps its columns.
enum TabExpansion {
    /// The default distance between tab stops, in columns (`--tabs N`).
    static let defaultWidth = 8

    /// `text` with each tab replaced by the spaces up to the next multiple of `width`
    /// columns (counted in Unicode scalars from the start of `text`); `text` itself when
    /// it holds no tab. `width` is 1 or more; traps otherwise.
    /// - Complexity: O(`text`'s length).
    static func expand(_ text: String, width: Int = defaultWidth) -> String {
        precondition(width >= 1, "TabExpansion: tab width \(width) is not 1 or more")
        guard text.utf8.contains(0x09) else { return text }
        var out = String.UnicodeScalarView()
        var column = 0
        for s in text.unicodeScalars {
            if s == "\t" {
                let next = (column / width + 1) * width
                out.append(contentsOf: repeatElement(" ", count: next - column))
                column = next
            } else {
                out.append(s)
                column += 1
            }
        }
        return String(out)
    }
}
