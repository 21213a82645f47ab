/// A message centred in its bounds, horizontally and vertically, such as "No Results"
/// behind an empty table (the label UIKit's search display shows).
@MainActor
open class MessageView: View {
    /// The text shown, wrapped to the view's width and centred.
    public var message: String
    /// The style of the text; dim by default.
    public var style: Style

    /// A view that shows `message`, centred, in `style`.
    public init(message: String, style: Style = .dim) {
        self.message = message
        self.style = style
        super.init(frame: .zero)
    }

    open override func draw(in context: inout DrawContext) {
        let lines = TextWrapping.wrap(message, width: max(1, bounds.width))
        let top = max(0, (bounds.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            context.draw(line, x: 0, y: top + i, width: bounds.width, style: style, alignment: .center)
        }
    }
}
