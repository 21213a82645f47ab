/// A controller's ``ViewController/keyCommands`` in dispatch and help: the responder chain's
/// precedence of UIKit's `UIKeyCommand`, where a command of a controller on screen takes its
/// key before the view that has the keyboard.
extension ViewController {
    /// The key commands that apply now, innermost controller first; for a key bound twice,
    /// the innermost one's. Empty while the focused view captures the keys (a search bar
    /// typing, the section index, a delete confirmation): typed text is never a command.
    /// - Complexity: O(commands) of the controllers on screen.
    var activeKeyCommands: [KeyCommand] {
        guard focusedView?.isCapturingKeys != true else { return [] }
        var seen = Set<Key>()
        var commands: [KeyCommand] = []
        for vc in keyCommandResponders {
            for c in vc.keyCommands ?? [] where !c.isDisabled && seen.insert(c.key).inserted { commands.append(c) }
        }
        return commands
    }

    /// Runs the key command for `key`, if one applies; returns whether one ran.
    func performKeyCommand(for key: Key) -> Bool {
        guard let command = activeKeyCommands.first(where: { $0.key == key }) else { return false }
        command.perform()
        return true
    }

    /// Help for the controller on screen with its key commands: `focused` (the focused
    /// view's bindings), the commands, then `rest` (the controller's and the window's),
    /// every binding but the commands' without the keys they take.
    func bindingsWithKeyCommands(focused: [KeyBinding], rest: [KeyBinding]) -> [KeyBinding] {
        let commands = activeKeyCommands
        guard !commands.isEmpty else { return focused + rest }
        let taken = Set(commands.map(\.key))
        return focused.map { $0.removingKeys(taken) } + commands.map(\.keyBinding) + rest.map { $0.removingKeys(taken) }
    }
}
