/// A message centred in its bounds, horizontally and vertically, such as "No Results"
/// behind an empty table (the label UIKit's search display shows).
@MainActor
open class MessageView: View {
    public var message: String
    public var style: Style

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
