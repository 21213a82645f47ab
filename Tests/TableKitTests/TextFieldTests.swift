import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Records what a text field's delegate hears; vetoes edits while `veto` is true.
@MainActor
final class FieldLog: TextFieldDelegate {
    var log: [String] = []
    var veto = false
    var allowsBegin = true
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) '\(string)'")
        return !veto
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("return")
        return true
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        log.append("clear")
        return true
    }
}

/// The text field edits whole graphemes with readline's keys, asks its
/// delegate, hides secure text and scrolls to keep the cursor in view.
@MainActor
@Suite struct TextFieldTests {
    func field(_ text: String, width: Int = 20) -> TextField {
        let f = TextField(frame: Rect(x: 0, y: 0, width: width, height: 1), text: text)
        f.becomeFirstResponder()
        return f
    }

    func press(_ f: TextField, _ keys: [Key]) {
        for k in keys { #expect(f.handle(.key(k)), "\(k) not taken") }
    }

    /// (text, keys, text after, cursor column after).
    nonisolated static let sequences: [(String, [Key], String, Int)] = [
        ("abc", [.left, .character("X")], "abXc", 3),
        ("abc", [.home, .character("X")], "Xabc", 1),
        ("abc", [.ctrl("a"), .right, .ctrl("k")], "a", 1),
        ("abc", [.left, .left, .ctrl("u")], "bc", 0),
        ("abc", [.ctrl("a"), .ctrl("e"), .backspace], "ab", 2),
        ("abc", [.home, .delete], "bc", 0),
        ("one two  ", [.ctrl("w")], "one ", 4),
        ("one two", [.left, .left, .ctrl("w")], "one wo", 4),
        // CJK: 2 columns each, moved and deleted whole.
        ("日本語", [.left, .backspace], "日語", 2),
        ("日本語", [.home, .right, .character("x")], "日x本語", 3),
        // A letter with two combining marks is one grapheme of one column.
        ("e\u{301}\u{323}x", [.left, .left, .delete], "x", 0),
        ("ae\u{301}", [.backspace], "a", 1),
        // A combining mark typed after a letter joins it: the cursor stays after the pair.
        ("e", [.character("\u{301}")], "e\u{301}", 1),
        // Emoji: a ZWJ family and a flag are one grapheme of 2 columns each.
        ("👨‍👩‍👧🇸🇪", [.left, .backspace], "🇸🇪", 0),
        ("a👍🏽b", [.left, .left, .delete], "ab", 1),
        ("😀😀", [.ctrl("a"), .ctrl("k"), .character("z")], "z", 1),
    ]

    @Test(arguments: sequences)
    func editingKeysWorkOnWholeGraphemes(text: String, keys: [Key], after: String, column: Int) {
        let f = field(text)
        press(f, keys)
        #expect(f.text == after)
        #expect(f.cursorColumn == column)
    }

    @Test func deleteWordSkipsTheBlanksThenTheWord() {
        #expect(TextEditingState(text: "a  bc   ").wordStart(before: 8) == 3)
        #expect(TextEditingState(text: "abc").wordStart(before: 3) == 0)
    }

    @Test func theDelegateIsAskedWithUTF16RangesAndCanVeto() {
        let f = field("日😀é")
        let log = FieldLog()
        f.delegate = log
        press(f, [.backspace])  // é: UTF-16 location 3 (日 1, 😀 2)
        press(f, [.home, .character("a")])
        #expect(log.log == ["change 3,1 ''", "change 0,0 'a'"])
        #expect(f.text == "a日😀")
        log.veto = true
        press(f, [.ctrl("k")])
        #expect(f.text == "a日😀" && f.cursor == 1, "a vetoed edit changes neither text nor cursor")
        #expect(log.log.last == "change 1,3 ''")
        press(f, [.right])  // moves are not offered to the delegate
        #expect(log.log.count == 3 && f.cursor == 2)
    }

    @Test func editingChangedFollowsUserEditsOnly() {
        let f = field("")
        var seen: [String] = []
        f.editingChanged = { seen.append($0.text) }
        press(f, [.character("h"), .character("i"), .left])
        f.text = "set in code"
        #expect(seen == ["h", "hi"])
    }

    @Test func pasteInsertsAtTheCursorOnOneLineSanitised() {
        let f = field("ad")
        press(f, [.left])
        #expect(f.handle(.paste("b\nc\u{1B}")))
        #expect(f.text == "ab c␛d")
        #expect(f.cursor == 5)
    }

    @Test func enterAsksShouldReturnAndBeginAndEndAreTold() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let log = FieldLog()
        f.delegate = log
        #expect(!f.handle(.key(.character("q"))), "a field that is not editing leaves letters (q quits) to the screen")
        #expect(f.handle(.key(.enter)), "Enter begins editing")
        #expect(f.handle(.key(.character("a"))))
        #expect(f.handle(.key(.enter)))
        #expect(f.handle(.key(.escape)) && !f.isEditing, "Esc stops editing")
        #expect(!f.handle(.key(.escape)), "the next Esc is the screen's")
        #expect(log.log == ["shouldBegin", "didBegin", "change 0,0 'a'", "return", "didEnd"])
        log.allowsBegin = false
        #expect(!f.handle(.key(.enter)) && !f.isEditing)
        #expect(!f.handle(.paste("b")) && f.text == "a")
    }

    @Test func clearAsksTheDelegate() {
        let f = field("abc")
        let log = FieldLog()
        f.delegate = log
        f.clear()
        #expect(f.text == "" && log.log == ["clear"])
    }

    @Test func tabMovesTheKeyboardToTheNextFieldAndFocusFollows() {
        let form = View(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let a = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let b = TextField(frame: Rect(x: 0, y: 1, width: 20, height: 1))
        form.addSubview(a)
        form.addSubview(b)
        #expect(ViewController.firstResponder(in: form) === a, "the first field takes keys at first")
        press(a, [.enter, .character("x"), .tab])
        #expect(!a.isEditing && b.isEditing)
        #expect(ViewController.firstResponder(in: form) === b, "the editing field is the one found")
        press(b, [.character("y"), .backTab])
        #expect(a.isEditing && a.text == "x" && b.text == "y")
        let lone = field("z")
        #expect(!lone.handle(.key(.tab)), "with no other field Tab passes on")
    }

    @Test func aClickPutsTheCursorUnderIt() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1), text: "日本語abc")
        #expect(f.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 0)))))
        #expect(f.isEditing && f.cursor == 1, "column 3 is the right half of 本, the grapheme at offset 1")
        #expect(f.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 15, y: 0)))))
        #expect(f.cursor == 6)
    }

    @Test func theCursorStaysInViewWhenTheTextIsWiderThanTheField() {
        let f = field("", width: 8)
        press(f, "一二三四五六".map { .character($0) })
        #expect(f.scrollOffset == 5, "12 columns + the cursor's cell in 8: 5 scrolled off")
        #expect(f.cursorColumn == 7)
        assertSnapshot(f.renderedCanvas(), named: "textfield-scrolled-end")
        press(f, [.home])
        #expect(f.scrollOffset == 0 && f.cursorColumn == 0)
        press(f, [.end, .left, .left, .left])
        #expect(f.cursorColumn >= 0 && f.cursorColumn + 2 <= 8)
        assertSnapshot(f.renderedCanvas(), named: "textfield-scrolled-middle")
    }

    @Test func secureEntryShowsOneBulletPerGrapheme() {
        let f = field("pä日👍🏽", width: 10)
        f.isSecureTextEntry = true
        press(f, [.left])
        #expect(f.cursorColumn == 3)
        assertSnapshot(f.renderedCanvas(), named: "textfield-secure")
    }

    @Test func thePlaceholderShowsWhileEmptyAndNotEditing() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 12, height: 1))
        f.placeholder = "Name"
        f.borderStyle = .roundedRect
        assertSnapshot(f.renderedCanvas(), named: "textfield-placeholder")
    }

    @Test func controlCharactersNeverReachTheCanvas() {
        let f = field("a\u{1B}[2Jb\u{9B}", width: 12)
        let row = TextRenderer.render(f.renderedCanvas())
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x80...0x9F).contains($0.value) })
        #expect(row.hasPrefix("a␛[2Jb"))
    }

    /// Every key of the map does what its help says; keys it does not list are not taken.
    @Test func everyTextFieldKeyDoesWhatItsHelpSays() {
        func two() -> (TextField, TextField, FieldLog) {
            let form = View(frame: Rect(x: 0, y: 0, width: 20, height: 2))
            let a = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1), text: "ab cd")
            let b = TextField(frame: Rect(x: 0, y: 1, width: 20, height: 1))
            form.addSubview(a)
            form.addSubview(b)
            let log = FieldLog()
            keep.append(log)
            keep.append(form)  // a view holds its superview weakly
            a.delegate = log
            a.becomeFirstResponder()
            a.setCursor(4)
            log.log = []
            return (a, b, log)
        }
        walk(
            KeyMaps.current.textField, sample: "x",
            checks: [
                "cursor left": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.cursor == 3, "\(k)")
                },
                "cursor right": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.cursor == 5, "\(k)")
                },
                "to start": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.cursor == 0, "\(k)")
                },
                "to end": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.cursor == 5, "\(k)")
                },
                "erase": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "ab d", "\(k)")
                },
                "delete": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "ab c", "\(k)")
                },
                "delete to end": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "ab c", "\(k)")
                },
                "delete to start": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "d", "\(k)")
                },
                "delete word": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "ab d", "\(k)")
                },
                "type": { k in
                    let (a, _, _) = two()
                    _ = a.handle(.key(k))
                    #expect(a.text == "ab cxd", "\(k)")
                },
                "done": { k in
                    let (a, _, l) = two()
                    _ = a.handle(.key(k))
                    #expect(l.log == ["return"], "\(k)")
                },
                "stop editing": { k in
                    let (a, _, l) = two()
                    _ = a.handle(.key(k))
                    #expect(!a.isEditing && l.log == ["didEnd"], "\(k)")
                },
                "next field": { k in
                    let (a, b, _) = two()
                    _ = a.handle(.key(k))
                    #expect(b.isEditing, "\(k)")
                },
                "previous field": { k in
                    let (a, b, _) = two()
                    _ = a.handle(.key(k))
                    #expect(b.isEditing, "\(k) wraps")
                },
            ],
            unlisted: { k in
                let (a, b, l) = two()
                #expect(!a.handle(.key(k)), "\(k) was taken")
                #expect(a.text == "ab cd" && a.cursor == 4 && a.isEditing && !b.isEditing && l.log.isEmpty, "\(k)")
            })
    }

    @Test func clearsOnBeginEditingEmptiesTheField() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 1), text: "old")
        f.clearsOnBeginEditing = true
        f.becomeFirstResponder()
        #expect(f.text == "" && f.cursor == 0)
    }

    /// A field and a search bar with a scope bar and cancel button draw at every width
    /// from 0 to 24 without leaving their bounds, the cursor's cell always inside.
    @Test func everyWidthDrawsInsideTheBounds() {
        for width in 0...24 {
            let f = field("日本語 text 👍🏽 é", width: width)
            f.setCursor(4)
            let canvas = f.renderedCanvas()
            #expect(canvas.size.width == width)
            #expect(f.cursorColumn >= 0 && (width == 0 || f.cursorColumn < width), "width \(width)")
            let bar = SearchBar(frame: Rect(x: 0, y: 0, width: width, height: 1))
            bar.scopeButtonTitles = ["All", "Names"]
            bar.showsScopeBar = true
            bar.showsCancelButton = true
            bar.text = "query"
            bar.beginEditing()
            #expect(bar.renderedCanvas().size == Size(width: width, height: 2))
        }
    }

    @Test func theClearButtonShowsByItsModeAndAClickClears() {
        let f = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 1), text: "abcdefghijkl")
        let log = FieldLog()
        f.delegate = log
        f.clearButtonMode = .whileEditing
        #expect(!f.showsClearButton)
        f.becomeFirstResponder()
        #expect(f.showsClearButton && f.cursorColumn == 7, "8 text columns: the cursor's cell is the last of them")
        #expect(TextRenderer.render(f.renderedCanvas()) == "fghijkl▏ ×")
        #expect(f.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 9, y: 0)))))
        #expect(f.text == "" && log.log.last == "clear" && !f.showsClearButton)
        f.clearButtonMode = .unlessEditing
        f.text = "x"
        #expect(!f.showsClearButton)
        f.resignFirstResponder()
        #expect(f.showsClearButton)
    }

    var keep: [AnyObject] {
        get { TextFieldTests.kept }
        nonmutating set { TextFieldTests.kept = newValue }
    }
    static var kept: [AnyObject] = []
}
