/// The window's own keys (``KeyMaps/window``) as action tables: dispatch and the help line
/// read the same rows.
extension Window {
    /// The keys the window takes from anywhere, before the full help, a modal view or the
    /// focused view sees them: ⌃L repaints, ⌃Z suspends. In help order.
    var anywhereKeyActions: KeyActionTable {
        let map = KeyMaps.current.window
        return KeyActionTable([
            KeyAction("repaint", map.repaint) { _ in
                self.isRepaintRequested = true
                return true
            },
            KeyAction("suspend", map.suspend) { _ in
                self.isSuspendRequested = true
                return true
            },
        ])
    }

    /// The keys the window takes last, when no view or controller did: `?` shows the full
    /// help, `q` quits. In help order.
    var ownKeyActions: KeyActionTable {
        let map = KeyMaps.current.window
        return KeyActionTable([
            KeyAction("help", map.help) { _ in
                self.showsFullHelp = true
                return true
            },
            KeyAction("quit", map.quit) { _ in
                self.quit()
                return true
            },
        ])
    }

    /// Every key of the window, in help order (help, quit, repaint, suspend): its own keys,
    /// then those it takes from anywhere. What the help line and `?` list for the window.
    var windowKeyActions: KeyActionTable { KeyActionTable(ownKeyActions.actions + anywhereKeyActions.actions) }
}
