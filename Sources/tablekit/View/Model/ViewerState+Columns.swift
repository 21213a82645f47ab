import TableKit
import TableKitData

/// The model's column, prompt and undo transitions (VisiData's `-`, `gv`, `<`/`>`, `!`, `|`,
/// `c`, `U`): hiding, widening and marking as keys the screen's columns, the filter sheets
/// asked for in a prompt, the cursor sent to a row or a column by what was typed, and the
/// steps `U` takes back.
/// Pure, as ``handle(_:)``: the columns' names, the rows shown and the cursor come in the events.
extension ViewerState {
    /// `-`: hides the column at `position` (an index into the screen's configured columns),
    /// unless it is the last one shown (`shown` columns are) or hidden already.
    mutating func columnHidden(position: Int, shown: Int, at place: Place) -> [ViewerEffect] {
        note = nil
        guard !hiddenColumns.contains(position) else { return [] }
        guard shown > 1 else {
            note = "the last column shown stays"
            return []
        }
        record(.columns(hidden: hiddenColumns, widths: columnWidths, place))
        hiddenColumns.insert(position)
        return [.layColumnsOut]
    }

    /// `v`: every hidden column shown again, where it was.
    mutating func hiddenColumnsShown(at place: Place) -> [ViewerEffect] {
        note = nil
        guard !hiddenColumns.isEmpty else {
            note = "no hidden columns"
            return []
        }
        record(.columns(hidden: hiddenColumns, widths: columnWidths, place))
        hiddenColumns = []
        return [.layColumnsOut]
    }

    /// `!`: the column at `position` (an index into the screen's configured columns) made a
    /// key column, or no longer one; the status line says what `F` now counts.
    mutating func keyColumnToggled(position: Int, at place: Place) -> [ViewerEffect] {
        record(.keys(keyColumns, place))
        if keyColumns.remove(position) == nil { keyColumns.insert(position) }
        switch keyColumns.count {
        case 0: note = "no key columns: F counts the cursor's column"
        case 1: note = "1 key column: F counts its values"
        case let n: note = "\(n) key columns: F counts their combinations"
        }
        return [.layColumnsOut]
    }

    /// `<` / `>`: the column at `position`, `width` wide on screen now, `by` columns
    /// narrower (< 0) or wider, kept to `1 ... maxColumnWidth`.
    mutating func columnResized(position: Int, width: Int, by delta: Int, at place: Place) -> [ViewerEffect] {
        note = nil
        let wanted = min(max(1, width + delta), Self.maxColumnWidth)
        guard wanted != width else {
            note = delta < 0 ? "the column is 1 wide" : "the column is \(Self.maxColumnWidth) wide, the widest"
            return []
        }
        record(.columns(hidden: hiddenColumns, widths: columnWidths, place))
        columnWidths[position] = wanted
        return [.layColumnsOut]
    }

    /// `|`: the rows whose field in source column `column` (named `name`) matches `pattern`
    /// (``RowPattern``, as the search's regex mode reads it), as a sheet titled
    /// `NAME ~ /PATTERN/`; a pattern that does not compile says why on the status line.
    /// An empty pattern asks for nothing.
    mutating func regexFilterAsked(column: Int, named name: String, pattern text: String) -> [ViewerEffect] {
        note = nil
        guard !text.isEmpty else { return [] }
        do throws(DataError) {
            let pattern = try RowPattern(text)
            let filter = FilterExpression.pattern(pattern, inColumn: column, named: name)
            return [.showFilterSheet(filter, step: name + " ~ /" + text + "/")]
        } catch {
            note = "not filtered: " + Sanitizer.messageLine(error.description)
            return []
        }
    }

    /// `=`: the rows satisfying `text` read as `--where` reads it against `columns`, as a
    /// sheet titled by the text; an expression refused says where and why on the status
    /// line (``FilterExpressionError``: `1:7: unknown column 'popp' (columns: city, pop)`).
    /// Spaces alone ask for nothing.
    mutating func expressionFilterAsked(_ text: String, columns: [Column]) -> [ViewerEffect] {
        note = nil
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        do throws(FilterExpressionError) {
            let filter = try FilterExpression.parse(trimmed, columns: columns)
            return [.showFilterSheet(filter, step: trimmed)]
        } catch {
            note = "not filtered: " + error.description
            return []
        }
    }

    /// `:` then a number: the cursor to row `text` (1-based) of the `rowsShown` rows, in
    /// the order shown; else the status line says what rows there are.
    mutating func rowAsked(_ text: String, rowsShown: Int) -> [ViewerEffect] {
        note = nil
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return [] }
        guard let n = Int(typed.replacingOccurrences(of: ",", with: "")), n >= 1, n <= rowsShown else {
            note =
                rowsShown == 0
                ? "no rows to go to"
                : "no row " + Sanitizer.messageValue(typed) + ": rows 1 to " + rowsShown.formatted()
            return []
        }
        followsEnd = false
        return [.moveCursor(toShownRow: n - 1)]
    }

    /// `c` then a name: the column cursor to the first of `names` (the columns shown, left
    /// to right) that contains `text`, case ignored; else the status line says none does.
    mutating func columnSought(_ text: String, names: [String]) -> [ViewerEffect] {
        note = nil
        guard !text.isEmpty else { return [] }
        guard let i = names.firstIndex(where: { $0.range(of: text, options: .caseInsensitive) != nil }) else {
            note = "no column name contains " + Sanitizer.messageValue(text)
            return []
        }
        return [.moveColumnCursor(to: i)]
    }

    /// `U`: the last step taken back, the cursor where it was before it: a sort (the sort
    /// before it made again), a column hidden, shown or resized (the columns as they were),
    /// a key column marked or unmarked (the key columns as they were), the sheet opened (it
    /// closes). Nothing to undo: the status line says so.
    mutating func undoAsked() -> [ViewerEffect] {
        note = nil
        guard let step = undoSteps.popLast() else {
            note = "nothing to undo"
            return []
        }
        switch step {
        case .sort(let key, let place):
            end = nil
            return [.showSortArrow(key)] + sortAsked(key, fromTheTop: false) + [.restoreCursor(place)]
        case .columns(let hidden, let widths, let place):
            (hiddenColumns, columnWidths) = (hidden, widths)
            return [.layColumnsOut, .restoreCursor(place)]
        case .keys(let keys, let place):
            keyColumns = keys
            return [.layColumnsOut, .restoreCursor(place)]
        case .sheet:
            return [.closeSheet]
        }
    }

    /// Records `step` for `U`, the oldest dropped past ``undoLimit`` steps.
    mutating func record(_ step: UndoStep) {
        undoSteps.append(step)
        if undoSteps.count > Self.undoLimit { undoSteps.removeFirst(undoSteps.count - Self.undoLimit) }
    }
}
