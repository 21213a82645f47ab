/// A value chosen along a track (UIKit's `UISlider`), drawn as `━━━●────` over its width:
/// the part before the thumb `●` heavy, the rest light. ← and → while it has the keyboard
/// move by a twentieth of the range, Home and End to the ends; a click puts the value
/// under it; each change by the user sends `.valueChanged`, setting ``value`` in code
/// sends nothing.
@MainActor
open class Slider: Control {
    /// The value, kept within ``minimumValue``...``maximumValue``; 0 by default.
    public var value: Float = 0 { didSet { value = clamped(value) } }
    /// The lowest value; 0 by default. Raising it above ``maximumValue`` raises that too.
    public var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The highest value; 1 by default. Lowering it below ``minimumValue`` lowers that too.
    public var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }
    /// The columns the slider asks for in `sizeThatFits(_:)`; 12 by default, at least 2.
    public var preferredWidth = 12

    /// A slider at 0 in 0...1.
    public init() { super.init(frame: .zero) }

    private func clamped(_ v: Float) -> Float { min(max(v, minimumValue), maximumValue) }

    /// Sets ``value`` as the user does: `.valueChanged` when it changed. Returns whether it did.
    @discardableResult
    func slide(to v: Float) -> Bool {
        let next = clamped(v)
        guard next != value else { return false }
        value = next
        sendActions(for: .valueChanged)
        return true
    }

    /// The thumb's column in a track `width` columns wide: the value's place in the range,
    /// rounded, `0..<width`.
    func thumbColumn(width: Int) -> Int {
        guard width > 1, maximumValue > minimumValue else { return 0 }
        let f = (value - minimumValue) / (maximumValue - minimumValue)
        return min(width - 1, max(0, Int((f * Float(width - 1)).rounded())))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, max(2, preferredWidth)), height: 1)
    }

    open override func draw(in context: inout DrawContext) {
        let w = bounds.width
        guard w > 0 else { return }
        let t = thumbColumn(width: w)
        let text = String(repeating: "━", count: t) + "●" + String(repeating: "─", count: max(0, w - t - 1))
        context.draw(text, x: 0, y: 0, width: w, style: stateStyle(.plain))
    }

    open override func handle(_ event: TableKit.Event) -> Bool {
        if case .mouse(let m) = event, m.kind == .press, isEnabled, bounds.width > 1 {
            let f = Float(min(max(0, m.location.x), bounds.width - 1)) / Float(bounds.width - 1)
            slide(to: minimumValue + f * (maximumValue - minimumValue))
        }
        return super.handle(event)
    }

    /// ←/→ by a twentieth of the range, Home/End to the ends (``KeyMaps/slider``); a key
    /// that changes nothing (at an end) goes on.
    open override var keyActions: KeyActionTable {
        let map = KeyMaps.current.slider
        let step = (maximumValue - minimumValue) / 20
        let move = KeyAction.Help.group("←→", help: "slide")
        let ends = KeyAction.Help.group("Home/End", help: "min/max", short: false)
        return KeyActionTable([
            KeyAction("decrease", map.decrease, help: move) { _ in self.slide(to: self.value - step) },
            KeyAction("increase", map.increase, help: move) { _ in self.slide(to: self.value + step) },
            KeyAction("minimum", map.minimum, help: ends) { _ in self.slide(to: self.minimumValue) },
            KeyAction("maximum", map.maximum, help: ends) { _ in self.slide(to: self.maximumValue) },
        ])
    }
}
