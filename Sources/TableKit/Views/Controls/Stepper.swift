/// A pair of buttons that step a value down and up (UIKit's `UIStepper`), drawn in five
/// columns as `[-|+]`, a side dim when the value is at its end and the stepper does not
/// wrap. The value is not drawn (as in UIKit: show it in a label). A click on `-` or `+`,
/// or `-`/← and `+`/→ while it has the keyboard, steps by ``stepValue`` and sends
/// `.valueChanged`; setting ``value`` in code sends nothing.
@MainActor
open class Stepper: Control {
    /// The value, kept within ``minimumValue``...``maximumValue``; 0 by default.
    public var value: Double = 0 { didSet { value = clamped(value) } }
    /// The lowest value; 0 by default. Raising it above ``maximumValue`` raises that too.
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The highest value; 100 by default. Lowering it below ``minimumValue`` lowers that too.
    public var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }
    /// How much one step changes the value, `> 0` (a value `<= 0` traps); 1 by default.
    public var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "Stepper: stepValue must be > 0, not \(stepValue)") }
    }
    /// Whether stepping past an end goes on from the other end (UIKit's `wraps`); false by default.
    public var wraps = false
    /// The side under the last press: -1 for `-`, 1 for `+`.
    private var pressedSide = 0

    /// A stepper at 0 in 0...100, stepping by 1.
    public init() { super.init(frame: .zero) }

    private func clamped(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    /// Steps the value by `direction` (-1 or 1) steps as the user does: past an end it
    /// stops there or, with ``wraps``, goes to the other end; `.valueChanged` when it
    /// changed. Returns whether it changed.
    @discardableResult
    func step(_ direction: Int) -> Bool {
        var next = value + Double(direction) * stepValue
        if next > maximumValue { next = wraps && value == maximumValue ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps && value == minimumValue ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        sendActions(for: .valueChanged)
        return true
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: 5, height: 1) }

    open override func draw(in context: inout DrawContext) {
        let atMin = !wraps && value <= minimumValue
        let atMax = !wraps && value >= maximumValue
        context.draw("[", x: 0, y: 0, width: 1, style: stateStyle(.plain))
        context.draw("-", x: 1, y: 0, width: 1, style: stateStyle(atMin ? .dim : .bold))
        context.draw("|", x: 2, y: 0, width: 1, style: stateStyle(.plain))
        context.draw("+", x: 3, y: 0, width: 1, style: stateStyle(atMax ? .dim : .bold))
        context.draw("]", x: 4, y: 0, width: 1, style: stateStyle(.plain))
    }

    open override func handle(_ event: TableKit.Event) -> Bool {
        if case .mouse(let m) = event, m.kind == .press {
            pressedSide = m.location.x < 2 ? -1 : (m.location.x > 2 ? 1 : 0)
        }
        return super.handle(event)
    }

    open override func touchUpInside() {
        if pressedSide != 0 { step(pressedSide) }
        sendActions(for: .touchUpInside)
    }

    /// `-`/← and `+`/→ (``KeyMaps/stepper``): a step down or up; at an end without
    /// wrapping the key goes on.
    open override var keyActions: KeyActionTable {
        let map = KeyMaps.current.stepper
        let steps = KeyAction.Help.group("-/+", help: "step")
        return KeyActionTable([
            KeyAction("decrement", map.decrement, help: steps) { _ in self.step(-1) },
            KeyAction("increment", map.increment, help: steps) { _ in self.step(1) },
        ])
    }
}
