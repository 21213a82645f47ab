import Foundation

/// The cursor row's controls from the keyboard: Space flips or presses the row's switch or
/// button (Enter still selects the row, as in UIKit), Tab or → gives the keyboard to the
/// row's controls where it has several (or one that takes more than Space), and there Tab
/// and ⇧Tab (or → and ← when the control does not take them) move between them, Esc or ←
/// from the first goes back to the row. Clicks reach the controls through the accessory's
/// click path (TableView+Accessory.swift).
struct RowControlFocus {
    /// The row whose control has the keyboard; the focus holds only while the cursor is on it.
    var row: IndexPath?
    /// The control with the keyboard.
    weak var control: Control?
}

extension TableView {
    /// The cursor row's enabled, visible controls, content view first, then the accessory.
    var cursorRowControls: [Control] {
        guard let ip = state.cursor, let cell = cells.visible[ip] else { return [] }
        return cell.enabledControls
    }

    /// The cursor row's control that has the keyboard; nil while the row has it.
    var focusedRowControl: Control? {
        guard let c = rowControlFocus.control, rowControlFocus.row == state.cursor,
            cursorRowControls.contains(where: { $0 === c })
        else { return nil }
        return c
    }

    /// Gives the keyboard to `control` in the cursor's row (nil: back to the row), which is
    /// drawn highlighted while it has it.
    func focusRowControl(_ control: Control?) {
        if let old = rowControlFocus.control, old !== control { old.isHighlighted = false }
        rowControlFocus = RowControlFocus(row: control == nil ? nil : state.cursor, control: control)
        control?.isHighlighted = true
        setNeedsLayout()
    }

    /// Drops a focus the cursor has left (or whose control went away).
    func syncRowControlFocus() {
        if rowControlFocus.control != nil, focusedRowControl == nil { focusRowControl(nil) }
    }

    /// The control Space runs from the row: the first that has a primary action for keys.
    private var spaceControl: Control? { cursorRowControls.first { $0.primaryActionHelp != nil } }

    /// Whether the cursor's row acts through its control only: its cell shows no selection
    /// (`selectionStyle` `.none`, UIKit's `UITableViewCell.SelectionStyle.none`) and has a
    /// switch or button that Space runs, as a settings row with a switch. Enter still
    /// selects it (UIKit calls `tableView(_:didSelectRowAt:)`), but help does not list Enter there.
    var cursorRowActsThroughItsControl: Bool {
        guard let ip = state.cursor, let cell = cells.visible[ip], cell.selectionStyle == .none else { return false }
        return spaceControl != nil
    }

    /// The row's control keys as an action table: with a control focused, moving between
    /// the controls and back to the row; otherwise Space for the row's switch or button
    /// and Tab/→ into the controls.
    var rowControlKeyActions: KeyActionTable { rowControlKeyActions(cursorRowControls) }

    /// ``rowControlKeyActions`` for the cursor row's `controls` (``cursorRowControls``).
    func rowControlKeyActions(_ controls: [Control]) -> KeyActionTable {
        let map = KeyMaps.current.table
        if let focused = focusedRowControl {
            let i = controls.firstIndex { $0 === focused } ?? 0
            return KeyActionTable([
                KeyAction("nextControl", map.nextControl) { _ in
                    if i + 1 < controls.count { self.focusRowControl(controls[i + 1]) }
                    return true
                },
                KeyAction("previousControl", map.previousControl) { _ in
                    self.focusRowControl(i > 0 ? controls[i - 1] : nil)
                    return true
                },
                KeyAction("leaveControls", map.leaveControls) { _ in
                    self.focusRowControl(nil)
                    return true
                },
            ])
        }
        let space = controls.first { $0.primaryActionHelp != nil }
        let takesFocus = controls.count > 1 || (controls.count == 1 && controls[0].primaryActionHelp == nil)
        var press = map.pressControl
        if let help = space?.primaryActionHelp { press.help = help }
        return KeyActionTable([
            KeyAction("pressControl", press, when: { space != nil }) { _ in
                space?.performPrimaryAction()
                return true
            },
            KeyAction("focusControls", map.focusControls, when: { takesFocus }) { _ in
                self.focusRowControl(controls.first)
                return true
            },
        ])
    }

    /// The row controls' keys for help: the focused control's own, then moving between
    /// them; or Space and Tab/→ where the row has controls.
    var rowControlKeyBindings: [KeyBinding] {
        let controls = cursorRowControls  // looked for once (a walk of the cell's views)
        if controls.isEmpty { return [] }  // a row without controls has none of their keys
        return (focusedRowControl?.keyBindings ?? []) + rowControlKeyActions(controls).keyBindings
    }

    /// A key for the row's controls: the focused control first, then ``rowControlKeyActions``;
    /// nil when neither takes it (the key goes on to the rows).
    func handleRowControlKey(_ key: Key) -> Bool? {
        syncRowControlFocus()
        if let c = focusedRowControl, c.handle(.key(key)) {
            setNeedsLayout()
            return true
        }
        let controls = cursorRowControls  // looked for once (a walk of the cell's views)
        if controls.isEmpty { return nil }  // a row without controls takes none of their keys
        return rowControlKeyActions(controls).perform(key)
    }
}
