/// A view that shows an image. In a terminal an image is a glyph: one grapheme such as
/// `★`, `📷` or `●` (UIKit's `UIImageView` with a `UIImage`).
@MainActor
open class ImageView: View {
    /// The glyph shown, or nil for none. Its display width is 1 or 2 columns.
    public var image: String? { didSet { setNeedsLayout() } }
    /// The style the glyph is drawn in.
    public var style: Style = .plain

    /// An image view showing `image` (nil for none) in `style`; size it with `sizeThatFits(_:)`.
    public init(image: String? = nil, style: Style = .plain) {
        self.image = image
        self.style = style
        super.init(frame: .zero)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        guard let image else { return .zero }
        return Size(width: image.displayWidth, height: 1)
    }

    open override func draw(in context: inout DrawContext) {
        if let image { context.draw(image, x: 0, y: 0, style: style) }
    }
}
