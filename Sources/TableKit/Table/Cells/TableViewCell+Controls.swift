/// The controls a cell holds, for the keyboard: those in its content view and its accessory
/// view, and the one with the keyboard drawn clear of the cursor's reverse video.
extension TableViewCell {
    /// The enabled, visible controls in the content view, then in the accessory view shown,
    /// depth first in subview order; a control's own subviews are not searched.
    var enabledControls: [Control] {
        func collect(_ v: View, into out: inout [Control]) {
            guard !v.isHidden else { return }
            if let c = v as? Control {
                if c.isEnabled { out.append(c) }
                return
            }
            for s in v.subviews { collect(s, into: &out) }
        }
        var out: [Control] = []
        collect(contentView, into: &out)
        if let a = shownAccessoryView { collect(a, into: &out) }
        return out
    }

    /// Draws again, over the cursor's look, each highlighted control (one with the keyboard
    /// or pressed), so that it shows in its own style, underlined.
    func drawHighlightedControls(in context: inout DrawContext) {
        for c in enabledControls where c.isHighlighted {
            c.render(in: &context, at: c.convert(.zero, to: self))
        }
    }
}
