import Foundation

/// What searching does to the table whose header view is a ``SearchController``'s bar:
/// starting scrolls to the top so the bar shows, remembering the content offset (the one
/// that hid the bar, as Apple's samples set it); ending puts that offset back; Enter or
/// ↓/Tab in the bar puts the cursor on the first result.
extension TableView {
    /// Remembers the content offset (unless already remembered) and scrolls to the top.
    func revealSearchBar() {
        if offsetBeforeSearch == nil { offsetBeforeSearch = contentOffset }
        setContentOffset(.zero, animated: false)
    }

    /// Puts back the content offset remembered by ``revealSearchBar()``, once.
    func restoreOffsetFromBeforeSearch() {
        guard let saved = offsetBeforeSearch else { return }
        offsetBeforeSearch = nil
        setContentOffset(saved, animated: false)
    }

    /// Moves the cursor to the first row of the first section with rows, scrolled into
    /// view; nil when the table has no rows.
    func moveCursorToFirstRow() {
        let first = (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }
        let ip = first.map { IndexPath(row: 0, section: $0) }
        moveCursor(to: ip)
        if let ip { scrollToRow(at: ip, at: .none, animated: false) }
    }
}
