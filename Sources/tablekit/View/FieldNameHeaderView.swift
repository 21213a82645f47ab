import TableKit

/// The detail screen's header over a field's value: one line, the field's name as written (sanitized, dim, cut to the width), where a grouped table's title header
/// would draw it in capitals. Field names are data (`userId`, `na\e[31mme`): upper-casing
/// changes them, and changes which escape is shown.
@MainActor
final class FieldNameHeaderView: View {
    let name: String

    init(name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    /// One line, as a grouped title header (the table adds the gap between sections).
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    override func draw(in context: inout DrawContext) {
        context.draw(name, x: 1, y: max(0, bounds.height - 1), width: max(0, bounds.width - 2), style: .dim)
    }
}
