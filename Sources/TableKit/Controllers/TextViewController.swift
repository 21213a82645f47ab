/// A controller whose view is one ``TextView``: a long text as a screen of its own,
/// pushed onto a navigation controller or presented (the shape of a `UIViewController`
/// whose view is a `UITextView`). The text view has the keyboard; Esc and ← go back
/// through the navigation controller as from any screen.
@MainActor
open class TextViewController: ViewController {
    /// The text view the controller shows.
    public let textView: TextView

    /// A controller showing `text` (wrapped unless `wrapsLines` is false) under `title`.
    public init(text: String, title: String? = nil, wrapsLines: Bool = true) {
        textView = TextView(text: text)
        textView.wrapsLines = wrapsLines
        super.init()
        self.title = title
    }

    open override func loadView() { setView(textView) }
}
