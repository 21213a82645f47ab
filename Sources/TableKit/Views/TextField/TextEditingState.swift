import Foundation

/// The text of a one-line field and its cursor, with every edit a field's keys make as a
/// pure operation: a ``Change`` is computed first (so a delegate can veto it), then
/// applied. Text is edited in whole grapheme clusters (Swift `Character`s): a CJK
/// character, an emoji ZWJ sequence or a letter with combining marks moves and deletes
/// as one.
///
/// The cursor is a grapheme offset, `0...text.count`; on screen it is
/// ``cursorColumn(secure:)`` columns from the start. The keys are readline's (GNU readline's
/// `beginning-of-line`, `kill-line`, `unix-line-discard`, `unix-word-rubout`).
public struct TextEditingState: Sendable, Hashable {
    /// The text being edited; any string (control characters are shown sanitised).
    public private(set) var text: String
    /// The cursor: the number of grapheme clusters before it, `0...text.count`.
    public private(set) var cursor: Int

    /// A state with `text` and the cursor at grapheme offset `cursor` (clamped to
    /// `0...text.count`; nil puts it at the end).
    public init(text: String = "", cursor: Int? = nil) {
        self.text = text
        let n = text.count
        self.cursor = min(max(0, cursor ?? n), n)
    }

    /// An edit a key asks for.
    public enum Command: Sendable, Hashable {
        /// ← and →: one grapheme cluster back or forward.
        case moveLeft, moveRight
        /// Home/⌃A and End/⌃E: to the start or end of the text.
        case moveToStart, moveToEnd
        /// ⌫: delete the grapheme before the cursor; Del: the one under it.
        case deleteBackward, deleteForward
        /// ⌃K: delete from the cursor to the end.
        case killToEnd
        /// ⌃U: delete from the start to the cursor.
        case killToStart
        /// ⌃W: delete the word before the cursor and the blanks after it (readline's
        /// `unix-word-rubout`: words are separated by whitespace).
        case deleteWordBackward
        /// Typed or pasted text, inserted at the cursor.
        case insert(String)
        /// Moves the cursor to grapheme offset `n` (clamped), e.g. for a click.
        case moveTo(Int)
    }

    /// What a command does: replace the graphemes in `range` (offsets before the change)
    /// with `replacement`, then put the cursor at `cursorAfter` (an offset after the change).
    /// A move is a change with an empty range and an empty replacement.
    public struct Change: Sendable, Hashable {
        /// Grapheme offsets of the replaced text, before the change.
        public var range: Range<Int>
        /// The text put in its place.
        public var replacement: String
        /// The cursor after the change, as a grapheme offset of the new text.
        public var cursorAfter: Int
        /// Whether the change edits the text (false for a cursor move).
        public var changesText: Bool { !range.isEmpty || !replacement.isEmpty }
    }

    /// The change `command` makes here, or nil when it would change nothing (← at the
    /// start, ⌫ on empty text).
    /// - Complexity: O(n) in the text's length.
    public func change(for command: Command) -> Change? {
        let n = text.count
        func move(_ to: Int) -> Change? {
            to == cursor ? nil : Change(range: cursor..<cursor, replacement: "", cursorAfter: to)
        }
        func delete(_ r: Range<Int>) -> Change? {
            r.isEmpty ? nil : Change(range: r, replacement: "", cursorAfter: r.lowerBound)
        }
        switch command {
        case .moveLeft: return move(max(0, cursor - 1))
        case .moveRight: return move(min(n, cursor + 1))
        case .moveToStart: return move(0)
        case .moveToEnd: return move(n)
        case .moveTo(let i): return move(min(max(0, i), n))
        case .deleteBackward: return delete(max(0, cursor - 1)..<cursor)
        case .deleteForward: return delete(cursor..<min(n, cursor + 1))
        case .killToEnd: return delete(cursor..<n)
        case .killToStart: return delete(0..<cursor)
        case .deleteWordBackward: return delete(wordStart(before: cursor)..<cursor)
        case .insert(let s):
            guard !s.isEmpty else { return nil }
            // Graphemes may join across the boundary (e + U+0301 is é): count after joining.
            let after = (String(text.prefix(cursor)) + s).count
            return Change(range: cursor..<cursor, replacement: s, cursorAfter: after)
        }
    }

    /// The start of the word before grapheme offset `end`: blanks before it are skipped,
    /// then everything up to the previous blank.
    func wordStart(before end: Int) -> Int {
        let chars = Array(text.prefix(end))
        var i = chars.count
        while i > 0 && chars[i - 1].isWhitespace { i -= 1 }
        while i > 0 && !chars[i - 1].isWhitespace { i -= 1 }
        return i
    }

    /// Applies `change` (from ``change(for:)`` on this state). The cursor is clamped to
    /// the new text, which may have fewer graphemes than counted when the replacement
    /// joins the text after it.
    /// - Complexity: O(n).
    public mutating func apply(_ change: Change) {
        if change.changesText {
            let lo = text.index(text.startIndex, offsetBy: change.range.lowerBound)
            let hi = text.index(lo, offsetBy: change.range.count)
            text.replaceSubrange(lo..<hi, with: change.replacement)
        }
        cursor = min(max(0, change.cursorAfter), text.count)
    }

    /// Replaces the whole text and puts the cursor at its end (a program setting `text`).
    public mutating func setText(_ newText: String) {
        text = newText
        cursor = newText.count
    }

    /// The UTF-16 range of grapheme offsets `range` in the text (UIKit's `NSRange` of
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`).
    /// - Complexity: O(n).
    public func utf16Range(of range: Range<Int>) -> NSRange {
        let lo = text.index(text.startIndex, offsetBy: range.lowerBound)
        let hi = text.index(lo, offsetBy: range.count)
        let start = text.utf16.distance(from: text.utf16.startIndex, to: lo)
        return NSRange(location: start, length: text.utf16.distance(from: lo, to: hi))
    }

    /// The columns before the cursor as the text is shown (`secure`: one `•` column per
    /// grapheme).
    /// - Complexity: O(n).
    public func cursorColumn(secure: Bool = false) -> Int {
        secure ? cursor : DisplayWidth.columns(of: text.prefix(cursor))
    }

    /// The columns the grapheme under the cursor takes (1 at the end, where the cursor is
    /// a one-column bar; at least 1 for a zero-width grapheme).
    public func cursorWidth(secure: Bool = false) -> Int {
        guard !secure, cursor < text.count else { return 1 }
        return max(1, DisplayWidth.columns(of: text[text.index(text.startIndex, offsetBy: cursor)]))
    }

    /// The first column shown in a field `width` columns wide, given the one shown before
    /// (`previous`): unchanged while the cursor stays in view, else scrolled just enough
    /// to show the cursor's cell; never past what the text and the cursor need.
    /// - Returns: a column offset, `>= 0`.
    public func scrollOffset(previous: Int, width: Int, secure: Bool = false) -> Int {
        guard width > 0 else { return 0 }
        let col = cursorColumn(secure: secure)
        let cw = cursorWidth(secure: secure)
        let total = secure ? text.count : text.displayWidth
        var offset = max(0, previous)
        if col < offset { offset = col }
        if col + cw > offset + width { offset = col + cw - width }
        // No blank space after the end while text is hidden at the start.
        offset = min(offset, max(0, total + 1 - width))
        return max(0, min(offset, col))
    }
}
