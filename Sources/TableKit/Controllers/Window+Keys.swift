/// The window's own keys (``KeyMaps/window``) as action tables: dispatch and the help line
/// read the same rows.
extension Window {
    /// The keys the window takes from anywhere, before the full help, a modal view or the
    /// focused view sees them: ⌃L repaints, ⌃Z suspends. In help order.
    var anywhereKeyActions: KeyActionTable { keptWindowKeyActions.anywhere }

    /// The keys the window takes last, when no view or controller did: `?` shows the full
    /// help, `q` quits. In help order.
    var ownKeyActions: KeyActionTable { keptWindowKeyActions.own }

    /// The window's tables as kept: built again only when ``KeyMaps/current`` changed
    /// (``KeyMaps/generation``), since dispatch and help read them at every key. Their
    /// closures hold the window unowned, so keeping them makes no cycle.
    private var keptWindowKeyActions: WindowKeyActionsCache {
        if let kept = windowKeysCache, kept.generation == KeyMaps.generation { return kept }
        let map = KeyMaps.current.window
        let anywhere = KeyActionTable([
            KeyAction("repaint", map.repaint) { [unowned self] _ in
                self.isRepaintRequested = true
                return true
            },
            KeyAction("suspend", map.suspend) { [unowned self] _ in
                self.isSuspendRequested = true
                return true
            },
        ])
        let own = KeyActionTable([
            KeyAction("help", map.help) { [unowned self] _ in
                self.showsFullHelp = true
                return true
            },
            KeyAction("quit", map.quit) { [unowned self] _ in
                self.quit()
                return true
            },
        ])
        let kept = WindowKeyActionsCache(
            generation: KeyMaps.generation, own: own, anywhere: anywhere,
            all: KeyActionTable(own.actions + anywhere.actions))
        windowKeysCache = kept
        return kept
    }

    /// The window's keys over a modal view, before the view sees them: `?` shows the full
    /// help, which lists the view's keys, unless the view is capturing keys (an alert's
    /// text field takes `?` as text). Listed in the full help only: the help line under a
    /// modal view keeps its room for the view's keys. In help order.
    func modalKeyActions(over modal: View) -> KeyActionTable {
        var help = KeyMaps.current.window.help
        help.showsInShortHelp = false
        return KeyActionTable([
            KeyAction("help", help, when: { !modal.isCapturingKeys }) { _ in
                self.showsFullHelp = true
                return true
            }
        ])
    }

    /// Every key of the window, in help order (help, quit, repaint, suspend): its own keys,
    /// then those it takes from anywhere. What the help line and `?` list for the window.
    var windowKeyActions: KeyActionTable { keptWindowKeyActions.all }
}

/// The window's action tables and the ``KeyMaps/generation`` they were built at.
struct WindowKeyActionsCache {
    var generation: Int
    var own: KeyActionTable
    var anywhere: KeyActionTable
    var all: KeyActionTable
}
