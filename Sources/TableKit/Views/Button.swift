/// A pressable button drawn as `[ Title ]` (UIKit's `UIButton`). A click or Enter while it
/// is focused calls ``action``.
@MainActor
open class Button: View {
    /// The text drawn between the brackets.
    public var title: String
    /// The style of the whole `[ Title ]`; bold by default.
    public var style: Style = .bold
    /// Called on the main actor when the button is pressed.
    public var action: (@MainActor () -> Void)?

    /// A button titled `title` that calls `action` when pressed.
    public init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: title.displayWidth + 4, height: 1)
    }

    open override func draw(in context: inout DrawContext) {
        context.draw("[ " + title + " ]", x: 0, y: 0, width: bounds.width, style: style)
    }

    /// Presses the button: calls ``action``.
    public func sendAction() { action?() }

    /// The button's keys (``KeyMaps/button``) as one action table: Enter presses it.
    var keyActions: KeyActionTable {
        KeyActionTable([
            KeyAction("press", KeyMaps.current.button.press) { _ in
                self.sendAction()
                return true
            }
        ])
    }

    open override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event { return keyActions.perform(key) ?? false }
        if case .mouse(let m) = event, m.kind == .press {
            sendAction()
            return true
        }
        return false
    }
}
