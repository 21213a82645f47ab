extension Alert {
    /// Adds a one-line text field under the message (UIKit's
    /// `addTextField(configurationHandler:)`); `configurationHandler` sets it up (its
    /// placeholder, text, secure entry, delegate) before the alert is shown. The first field
    /// added has the keyboard when the alert appears. Read the fields in an action's
    /// handler through ``textFields``.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        let field = TextField()
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        fields.append(field)
        addSubview(field)
        if fields.count == 1 { focusTextField(0) }
    }

    /// Gives field `i` the keyboard (nil: the buttons get it back).
    func focusTextField(_ i: Int?) {
        if let i, fields.indices.contains(i) {
            focusedTextFieldIndex = i
            fields[i].becomeFirstResponder()
        } else {
            if let j = focusedTextFieldIndex, fields.indices.contains(j) { fields[j].resignFirstResponder() }
            focusedTextFieldIndex = nil
        }
    }

    /// The focus stops in Tab order: each field (as `-(i + 1)`), then each enabled button
    /// (its index in ``actions``).
    private var focusStops: [Int] {
        fields.indices.map { -($0 + 1) } + actions.indices.filter { actions[$0].isEnabled }
    }

    /// Moves the focus `delta` stops along fields then buttons, wrapping.
    func moveFocusAcrossFields(_ delta: Int) {
        let stops = focusStops
        guard !stops.isEmpty else { return }
        let current = focusedTextFieldIndex.map { -($0 + 1) } ?? focusedIndex ?? stops[0]
        let i = stops.firstIndex(of: current) ?? 0
        let next = stops[(i + delta + stops.count) % stops.count]
        if next < 0 {
            focusTextField(-next - 1)
        } else {
            focusTextField(nil)
            focusedIndex = next
        }
    }

    /// The action Enter in a field presses: the preferred one, else the first enabled one
    /// that is not cancel.
    var returnAction: AlertAction? {
        if let p = preferredAction, p.isEnabled { return p }
        return actions.first { $0.isEnabled && $0.style != .cancel }
    }

    /// Clicks and pastes in the fields: a click on a field focuses it, a paste goes to the
    /// focused field. Returns false for what the buttons' own handling takes; the keys are
    /// the alert's action table's (Alert+Keys.swift).
    func handleTextFieldEvent(_ event: Event) -> Bool {
        guard !fields.isEmpty else { return false }
        if case .mouse(let m) = event {
            guard m.kind == .press, let i = fields.firstIndex(where: { $0.frame.contains(m.location) }) else {
                return false
            }
            focusTextField(i)
            let f = fields[i]
            _ = f.handle(.mouse(MouseEvent(kind: .press, location: Point(x: m.location.x - f.frame.minX, y: 0))))
            return true
        }
        guard let i = focusedTextFieldIndex else { return false }
        if case .key = event { return false }
        if case .paste = event { _ = fields[i].handle(event) }
        return true  // modal: every other event is swallowed
    }

    /// Frames each field on its line, inside the border.
    func layoutTextFields() {
        let l = layout(forWidth: bounds.width)
        for (field, y) in zip(fields, l.fieldLines) {
            field.frame = Rect(x: 2, y: y, width: max(0, bounds.width - 4), height: 1)
        }
    }
}

extension KeyBinding {
    /// The same keys with another help text (and, when given, another label).
    func relabelled(_ label: String? = nil, help: String) -> KeyBinding {
        var b = self
        b.help = help
        if let label, !isRemapped { b.label = label }
        return b
    }
}
