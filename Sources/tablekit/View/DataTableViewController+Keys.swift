import TableKit
import TableKitApps

/// The screen's own keys: `/` begins a search, Enter in the bar goes to the results, Esc
/// cancels the search (keeping the cursor's row in place) or, in pick mode, the pick.
extension DataTableViewController {
    var screenFocusedView: View? {
        searchController.searchBar.isEditing ? searchController.searchBar : tableView
    }

    /// Whether Esc cancels a pick here: pick mode, or the SQLite table list whose opened
    /// table picks (``ViewConfiguration/picksInOpenedScreen``).
    var picksHereOrInOpenedScreen: Bool { config.pick != nil || config.picksInOpenedScreen }

    /// Esc in pick mode with nothing else open: quit without printing (exit 1, as fzf).
    /// Listed in the full help only: the key bar's `q quit` does the same, and a narrow
    /// key bar would keep this Esc (its way out) over "Enter pick"
    /// (docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md).
    static let cancelPick = KeyBinding([.escape], "Esc", help: "cancel pick", short: false)

    /// Esc while loading waits for a first row or a lock, with no search open: the screen
    /// quits (``ViewerEvent/stopAsked``), as q does; the status line says "Esc/q to stop".
    static let stopWaiting = KeyBinding([.escape], "Esc", help: "stop")

    /// Whether this is the first screen of its navigation (or has none): on any screen
    /// pushed over another (a sheet, a file or table opened from a list) Esc goes back,
    /// even in pick mode.
    var isFirstScreen: Bool { navigationController.map { $0.viewControllers.first === self } ?? true }

    /// Whether Esc stops the screen now (``stopWaiting``).
    var escapeStops: Bool {
        !searchController.isActive && state.waitsWithNothingToBrowse
    }

    /// The screen's keys as one action table, in help order: `/` begins a search, ↓/Tab in
    /// the bar go to the results, `n`/`N` step through them, Esc cancels the search (keeping
    /// the cursor's row in place) or, in pick mode with no search open, the pick; on a screen
    /// pushed over another Esc, `q` or ⌫ goes back to it (VisiData's `q`); ← at the first column stays
    /// here (it only moves columns; a navigation controller would read it as back: Esc
    /// goes back), listed with the table's column keys.
    var screenKeyActions: KeyActionTable {
        let keys = KeyMaps.current.search
        let viewer = ViewerKeyMap.current
        let isActive: @MainActor () -> Bool = { self.searchController.isActive }
        let notEditing: @MainActor () -> Bool = { !self.searchController.searchBar.isEditing }
        return KeyActionTable([
            KeyAction("begin", keys.begin) { _ in
                self.beginSearch()
                return true
            },
            KeyAction("results", keys.results, when: { self.searchController.searchBar.isEditing }) { _ in
                self.searchController.searchBar.endEditing()
                self.highlightFirstResult()
                return true
            },
            KeyAction("nextMatch", Self.fullHelpOnly(keys.next), when: { self.browsesResults }) { _ in
                self.moveToMatch(1)
                return true
            },
            KeyAction("previousMatch", Self.fullHelpOnly(keys.previous), when: { self.browsesResults }) { _ in
                self.moveToMatch(-1)
                return true
            },
            KeyAction("cancel", keys.cancel, when: isActive) { _ in
                // Esc from the results keeps the place, as `less` does: the cursor's row stays
                // the cursor's row, on the same line of the screen when it can.
                let place = self.searchController.searchBar.isEditing ? nil : self.cursorPlace()
                self.searchController.deactivate()
                if let place { self.restore(place) }
                return true
            },
            KeyAction("stopWaiting", Self.stopWaiting, when: { self.escapeStops }) { _ in
                self.send(.stopAsked)
                return true
            },
            KeyAction("regexMode", viewer.regexMode, when: { self.searchController.searchBar.isEditing }) { _ in
                self.toggleRegexMode()
                return true
            },
            KeyAction("cancelSummary", viewer.cancelSummary, when: { self.state.summary != nil && !isActive() }) { _ in
                self.send(.summaryCancelled)
                return true
            },
            KeyAction("summary", viewer.summary, when: { !self.searchController.searchBar.isEditing }) { _ in
                self.send(.summaryAsked)
                return true
            },
            KeyAction(
                "cancelFrequency", viewer.cancelFrequency, when: { self.state.frequency != nil && !isActive() }
            ) { _ in
                self.send(.frequencyCancelled)
                return true
            },
            KeyAction("frequency", viewer.frequency, when: { !self.searchController.searchBar.isEditing }) { _ in
                self.askForFrequency()
                return true
            },
            KeyAction("keyColumn", viewer.keyColumn, when: notEditing) { _ in
                self.toggleCursorKeyColumn()
                return true
            },
            KeyAction("rowsWithValue", viewer.rowsWithValue, when: { !self.searchController.searchBar.isEditing }) {
                _ in
                self.showRowsWithCursorValue()
                return true
            },
            KeyAction("regexFilter", viewer.regexFilter, when: notEditing) { _ in
                self.askForRegexFilter()
                return true
            },
            KeyAction("expressionFilter", viewer.expressionFilter, when: notEditing) { _ in
                self.askForExpressionFilter()
                return true
            },
            KeyAction("hideColumn", viewer.hideColumn, when: notEditing) { _ in
                self.hideCursorColumn()
                return true
            },
            KeyAction("showColumns", viewer.showColumns, when: notEditing) { _ in
                self.send(.hiddenColumnsShown(at: self.undoPlace))
                return true
            },
            KeyAction("columnLeftH", viewer.columnLeft, when: notEditing) { _ in
                self.moveColumnCursor(by: -1)
                return true
            },
            KeyAction("columnRightL", viewer.columnRight, when: notEditing) { _ in
                self.moveColumnCursor(by: 1)
                return true
            },
            KeyAction("findColumn", viewer.findColumn, when: notEditing) { _ in
                self.askForColumn()
                return true
            },
            KeyAction("narrowColumn", viewer.narrowColumn, when: notEditing) { _ in
                self.resizeCursorColumn(by: -Self.columnWidthStep)
                return true
            },
            KeyAction("widenColumn", viewer.widenColumn, when: notEditing) { _ in
                self.resizeCursorColumn(by: Self.columnWidthStep)
                return true
            },
            KeyAction("goToRow", viewer.goToRow, when: notEditing) { _ in
                self.askForRow()
                return true
            },
            KeyAction("undo", viewer.undo, when: notEditing) { _ in
                self.send(.undoAsked)
                return true
            },
            KeyAction("copyCell", viewer.copyCell, when: { !self.searchController.searchBar.isEditing }) { _ in
                self.copy(self.cursorCellText)
                return true
            },
            KeyAction("copyRow", viewer.copyRow, when: { !self.searchController.searchBar.isEditing }) { _ in
                self.copy(self.cursorRowText)
                return true
            },
            KeyAction(
                "cancelPick", Self.cancelPick,
                when: {
                    self.picksHereOrInOpenedScreen && !isActive() && !self.escapeStops && self.state.summary == nil
                        && self.state.frequency == nil && self.isFirstScreen
                }
            ) { _ in
                self.window?.quit()
                return true
            },
            KeyAction("save", viewer.save, when: { !self.searchController.searchBar.isEditing }) { _ in
                self.askWhereToSave()
                return true
            },
            // After every row Esc does something else in (a search, a pick, a job to stop).
            KeyAction("back", viewer.back, when: { notEditing() && !self.isFirstScreen }) { _ in
                self.navigationController?.popViewController(animated: true) != nil
            },
            KeyAction("columnLeft", KeyMaps.current.table.columnLeft, listedWhen: { false }) { _ in true },
        ])
    }

    var screenKeyBindings: [KeyBinding] { screenKeyActions.keyBindings }

    /// Whether a row of the screen's table takes `key` now: ← always does (it only moves
    /// columns), so a navigation controller's help does not say ← goes back.
    func screenTakesKey(_ key: Key) -> Bool { screenKeyActions.action(for: key) != nil }

    /// Whether the results of a search show and the bar does not type: `n`/`N` step
    /// through them (also while the search still finds more).
    var browsesResults: Bool {
        searchController.isActive && !searchController.searchBar.isEditing && state.visibleHits != nil
    }

    /// `binding` listed in the full help only.
    static func fullHelpOnly(_ binding: KeyBinding) -> KeyBinding {
        var b = binding
        b.showsInShortHelp = false
        return b
    }

    /// The screen's keys, dispatched by the same rows that ``screenKeyBindings`` lists.
    func handleScreenEvent(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        return screenKeyActions.perform(key) ?? false
    }
}
