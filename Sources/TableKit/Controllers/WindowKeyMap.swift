/// The window's keys.
public struct WindowKeyMap: KeyMap {
    /// `?`: the full help over the screen (``HelpKeyMap``: Esc closes it, ↑↓ scroll it).
    public var help = KeyBinding([.character("?")], help: "help")
    /// `q` or ⌃C: quit. ⌃C quits from anywhere (help, alerts, typing), whatever this binding says.
    public var quit = KeyBinding([.character("q"), .ctrl("c")], "q", help: "quit")
    public var allBindings: [KeyBinding] { [help, quit, repaint, suspend] }

    // MARK: Keys people bring
    /// ⌃L, from anywhere: draw every cell again, whatever wrote over the screen (less, vim).
    public var repaint = KeyBinding([.ctrl("l")], help: "repaint", short: false)
    /// ⌃Z, from anywhere: suspend to the shell (SIGTSTP, the terminal restored); `fg` resumes
    /// with the screen drawn again.
    public var suspend = KeyBinding([.ctrl("z")], help: "suspend", short: false)
}
