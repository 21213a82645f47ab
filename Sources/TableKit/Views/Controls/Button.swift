/// A pressable button drawn as `[ Title ]` (UIKit's `UIButton`), a ``Control``: a click
/// (press and release on it), or Enter or Space while it has the keyboard, presses it,
/// sending `.touchUpInside` and `.primaryActionTriggered` and calling ``action``.
/// Drawn bold; reversed while ``Control/isSelected``, underlined while pressed, dim when disabled.
@MainActor
open class Button: Control {
    /// The text drawn between the brackets.
    public var title: String
    /// The style of the whole `[ Title ]`; bold by default.
    public var style: Style = .bold
    /// Called on the main actor when the button is pressed, before the actions registered
    /// for its events.
    public var action: (@MainActor () -> Void)?

    /// A button titled `title` that calls `action` when pressed.
    public init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
    }

    /// A button titled `title` (nil: the action's title) that runs `primaryAction` when
    /// pressed (UIKit's `UIButton(primaryAction:)`).
    public convenience init(title: String? = nil, primaryAction: Action) {
        self.init(title: title ?? primaryAction.title)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: title.displayWidth + 4, height: 1)
    }

    open override func draw(in context: inout DrawContext) {
        let look = isSelected ? style.adding(.reverse) : style
        context.draw("[ " + title + " ]", x: 0, y: 0, width: bounds.width, style: stateStyle(look))
    }

    /// Presses the button as a click or a key does: calls ``action``, then sends
    /// `.touchUpInside` and `.primaryActionTriggered`. Presses a disabled button too.
    public func sendAction() {
        action?()
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    open override func touchUpInside() { sendAction() }

    open override var primaryActionHelp: String? { KeyMaps.current.button.press.help }

    open override func performPrimaryAction() { sendAction() }

    /// Enter or Space (``KeyMaps/button``): press.
    open override var keyActions: KeyActionTable {
        KeyActionTable([
            KeyAction("press", KeyMaps.current.button.press) { _ in
                self.sendAction()
                return true
            }
        ])
    }
}
