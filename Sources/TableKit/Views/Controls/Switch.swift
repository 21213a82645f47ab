/// An on/off switch (UIKit's `UISwitch`), drawn in five columns as `[ ON]` (bold) or
/// `[OFF]`: letters rather than a knob glyph, so it reads the same on every terminal and
/// without colour. A click, or Space or Enter while it has the keyboard (Space from its
/// table row), flips it and sends `.valueChanged` and `.primaryActionTriggered`; setting
/// ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as in UIKit.
@MainActor
open class Switch: Control {
    /// Whether the switch is on; false by default. Setting it sends no event.
    public var isOn = false

    /// An off switch.
    public init() { super.init(frame: .zero) }

    /// Sets ``isOn`` without sending an event (UIKit's `setOn(_:animated:)`); `animated`
    /// is accepted for ported code and changes nothing (the terminal draws at once).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// What the switch draws: `[ ON]` or `[OFF]`.
    public var drawnText: String { isOn ? "[ ON]" : "[OFF]" }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: 5, height: 1) }

    open override func draw(in context: inout DrawContext) {
        context.draw(drawnText, x: 0, y: 0, width: bounds.width, style: stateStyle(isOn ? .bold : .plain))
    }

    /// Flips the switch as the user does: ``isOn`` changes, then `.valueChanged` and
    /// `.primaryActionTriggered` are sent.
    func toggle() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    open override func touchUpInside() {
        toggle()
        sendActions(for: .touchUpInside)
    }

    open override var primaryActionHelp: String? { KeyMaps.current.switchControl.toggle.help }

    open override func performPrimaryAction() { toggle() }

    /// Space or Enter (``KeyMaps/switchControl``): flip.
    open override var keyActions: KeyActionTable {
        KeyActionTable([
            KeyAction("toggle", KeyMaps.current.switchControl.toggle) { _ in
                self.toggle()
                return true
            }
        ])
    }
}
