import TableKit

extension AppRunner {
    /// The keys section `--help` ends with: the lines of the screen's own `?` help
    /// (`KeyBinding/fullHelp(_:)` of the first screen's `Window/keyBindings` at 80×24),
    /// so that `--help` and the screen never disagree. Empty when `root` is nil (the app
    /// could not be built from the options: `--help` still prints its usage).
    public static func screenKeysHelp(_ root: ViewController?) -> String {
        guard let root else { return "" }
        let window = Window(rootViewController: root, size: Size(width: 80, height: 24))
        _ = window.render()  // lay out, so that the bindings are those of the first frame
        let lines = KeyBinding.fullHelp(window.keyBindings)
        guard !lines.isEmpty else { return "" }
        return "\n\nKeys on the first screen (as ? shows them):\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
