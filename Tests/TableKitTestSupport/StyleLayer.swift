import TableKit

/// The styles of a rendered canvas in a readable text form, for snapshots: one line of
/// letters per canvas line, column for column under the characters, and a legend.
///
/// `.` is the plain style; every other style gets a letter (`a`–`z`, then `A`–`Z`, then
/// `#`) in order of first appearance, reading lines top to bottom, so the same screen
/// always gives the same letters. Trailing plain cells are left out, so a line without
/// styles is empty. The legend names each letter's attributes and colours:
///
/// ```
/// ── styles: a = reverse · b = bold fg:black bg:cyan
/// ```
public enum StyleLayer {
    /// The legend line followed by one line per canvas line.
    /// - Complexity: O(width × height).
    public static func render(_ canvas: Canvas) -> String {
        var letters: [Style: Character] = [:]
        var legend: [(Character, Style)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var lines: [String] = []
        for y in 0..<canvas.size.height {
            var line = ""
            for x in 0..<canvas.size.width {
                let style = canvas[x, y].style
                if style == .plain {
                    line.append(".")
                    continue
                }
                if let letter = letters[style] {
                    line.append(letter)
                } else {
                    let letter: Character = legend.count < alphabet.count ? alphabet[legend.count] : "#"
                    letters[style] = letter
                    legend.append((letter, style))
                    line.append(letter)
                }
            }
            while line.last == "." { line.removeLast() }
            lines.append(line)
        }
        let head =
            legend.isEmpty
            ? "── styles: none"
            : "── styles: " + legend.map { "\($0.0) = \(describe($0.1))" }.joined(separator: " · ")
        return ([head] + lines).joined(separator: "\n")
    }

    /// `bold reverse fg:red bg:white`: attributes first, then colours; `plain` for none.
    public static func describe(_ style: Style) -> String {
        var words: [String] = []
        let names: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
            (.underline, "underline"), (.reverse, "reverse"),
        ]
        for (attribute, name) in names where style.attributes.contains(attribute) { words.append(name) }
        if let fg = style.foreground { words.append("fg:\(fg)") }
        if let bg = style.background { words.append("bg:\(bg)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
