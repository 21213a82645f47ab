import TableKit
import Testing

/// A field that is not editing shows the start of its text, as UIKit's does; while it
/// edits, the text scrolls so the cursor is in view.
@MainActor
@Suite struct TextFieldScrollWhenNotEditingTests {
    @Test func aFieldThatStopsEditingShowsTheStartOfItsText() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 5, height: 1), text: "Kettle XY")
        field.becomeFirstResponder()
        #expect(field.scrollOffset > 0)  // the cursor at the end is in view
        field.resignFirstResponder()
        #expect(field.scrollOffset == 0)
        field.text = "A longer name"
        #expect(field.scrollOffset == 0)
    }
}
