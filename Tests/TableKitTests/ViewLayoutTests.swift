import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The owner of the header layout: the BNR header's File's Owner (outlets for the view and
/// the Edit button, actions Edit and New).
@MainActor
final class HeaderOwner: LayoutOwner {
    var headerView: View?
    var editButton: Button?
    var title: Label?
    var calls: [String] = []
    var awokeWithButton = false
    func awakeFromLayout() { awokeWithButton = editButton != nil }

    func connect(outlet: String, to view: View) -> Bool {
        switch outlet {
        case "headerView": headerView = view
        case "editButton":
            editButton = view as? Button
            return editButton != nil
        case "title":
            title = view as? Label
            return title != nil
        default: return false
        }
        return true
    }

    func action(named name: String) -> (@MainActor () -> Void)? {
        switch name {
        case "toggleEditingMode": { [unowned self] in calls.append("edit") }
        case "addNewItem": { [unowned self] in calls.append("new") }
        default: nil
        }
    }
}

@MainActor
@Suite struct ViewLayoutTests {
    static let header = """
        { "height": 2, "outlet": "headerView",
          "views": [
            { "class": "Label", "outlet": "title", "text": "Items", "font": "bold", "frame": { "x": 0, "y": 0, "width": "fill" } },
            { "class": "Button", "title": "Edit", "action": "toggleEditingMode", "outlet": "editButton",
              "frame": { "x": 1, "y": 1 } },
            { "class": "Button", "title": "New", "action": "addNewItem", "frame": { "trailing": 1, "y": 1 } }
          ] }
        """

    func layout(_ json: String) throws(LayoutError) -> ViewLayout {
        try ViewLayout(data: Data(json.utf8), source: "Header.json")
    }

    @Test func aHeaderWithTwoButtonsCallsTheOwnersActions() throws {
        let owner = HeaderOwner()
        let view = try layout(Self.header).instantiate(owner: owner)
        let buttons = view.subviews.compactMap { $0 as? Button }
        #expect(buttons.map(\.title) == ["Edit", "New"])
        buttons[0].sendAction()
        buttons[1].sendAction()
        buttons[0].sendAction()
        #expect(owner.calls == ["edit", "new", "edit"])
    }

    @Test func outletsAreConnectedToTheOwner() throws {
        let owner = HeaderOwner()
        let view = try layout(Self.header).instantiate(owner: owner)
        #expect(owner.headerView === view)
        #expect(owner.editButton?.title == "Edit")
        #expect(owner.title?.text == "Items")
        #expect(view.outlet("editButton", as: Button.self) === owner.editButton)
        #expect(owner.awokeWithButton)  // awakeFromLayout comes after the connections
    }

    @Test func theViewIsLaidOutAtAnyWidthAndDrawn() throws {
        let view = try layout(Self.header).instantiate(owner: nil)
        #expect(view.frame.height == 2)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        #expect(
            TextRenderer.lines(view.renderedCanvas(), trimTrailingSpaces: false) == [
                "Items               ", " [ Edit ]   [ New ] ",
            ])
        view.frame = Rect(x: 0, y: 0, width: 24, height: 2)
        #expect(TextRenderer.lines(view.renderedCanvas(), trimTrailingSpaces: false)[1] == " [ Edit ]       [ New ] ")
    }

    @Test func aClickOnALoadedButtonCallsItsAction() throws {
        let owner = HeaderOwner()
        let view = try layout(Self.header).instantiate(owner: owner)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        view.layoutIfNeeded()
        let hit = try #require(view.hitTest(Point(x: 14, y: 1)) as? Button)
        _ = hit.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 0, y: 0))))
        _ = hit.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 0, y: 0))))
        #expect(owner.calls == ["new"])
    }

    @Test(arguments: [
        // A syntax error: the place the reading stopped.
        (
            "{ \"height\": 2,\n  \"views\": [ } ",
            "Header.json:2:14: not valid JSON: unexpected character (expected a value)"
        ),
        // A misspelt key: where the key is.
        (
            "{ \"height\": 1, \"views\": [\n  { \"class\": \"Button\", \"titel\": \"Edit\", \"frame\": { \"x\": 0, \"y\": 0 } } ] }",
            "Header.json:2:24: views[0].titel: unknown key (expected one of: action, class, color, font, frame, outlet, tag, title)"
        ),
        // A bad value: where the value is.
        (
            "{ \"height\": 1, \"views\": [\n  { \"class\": \"Button\", \"frame\": { \"x\": -1, \"y\": 0 } } ] }",
            "Header.json:2:40: views[0].frame.x: expected a whole number from 0 to 10000, not -1"
        ),
        (
            "{ \"height\": 1, \"views\": [\n  { \"class\": \"Slider\", \"frame\": { \"x\": 0, \"y\": 0 } } ] }",
            "Header.json:2:14: views[0].class: unknown class 'Slider' (expected Label, ImageView, Button or View)"
        ),
        // A missing key: where its object starts.
        (
            "{ \"height\": 1,\n  \"views\": [ { \"class\": \"Label\", \"frame\": { \"y\": 0 } } ] }",
            "Header.json:2:43: views[0].frame.x: missing (give x, or trailing to place the view from the right edge)"
        ),
        ("{ \"views\": [] }", "Header.json:1:1: height: missing (a whole number from 1 to 100 is required)"),
        (
            "{ \"height\": 1, \"views\": [\n { \"class\": \"Label\", \"frame\": { \"x\": 0, \"y\": 1 } } ] }",
            "Header.json:2:31: views[0].frame: ends at line 2, below the layout's height 1"
        ),
        (
            "{ \"height\": 1, \"outlet\": \"a\", \"views\": [\n { \"class\": \"Label\", \"outlet\": \"a\", \"frame\": { \"x\": 0, \"y\": 0 } } ] }",
            "Header.json:2:32: views[0].outlet: the outlet 'a' is used twice"
        ),
    ])
    func aBadFileGivesOneLineWithFileLineColumnAndWhat(json: String, message: String) {
        #expect(throws: LayoutError.self) { try layout(json) }
        do { _ = try layout(json) } catch { #expect(error.description == message) }
    }

    @Test(arguments: [
        (
            "editButon", "toggleEditingMode",
            "Header.json:2:34: views[0].outlet: the owner HeaderOwner has no outlet 'editButon' for a Button"
        ),
        (
            "title", "toggleEditingMode",
            "Header.json:2:34: views[0].outlet: the owner HeaderOwner has no outlet 'title' for a Button"
        ),
        ("editButton", "toggle", "Header.json:2:58: views[0].action: the owner HeaderOwner has no action 'toggle'"),
    ])
    func aConnectionTheOwnerRefusesIsPlaced(outlet: String, action: String, message: String) throws {
        let json =
            "{ \"height\": 1, \"views\": [\n  { \"class\": \"Button\", \"outlet\": \"\(outlet)\", \"action\": \"\(action)\", \"frame\": { \"x\": 0, \"y\": 0 } } ] }"
        let l = try layout(json)
        do {
            _ = try l.instantiate(owner: HeaderOwner())
            Issue.record("connected")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aBundleLoadsTheLayoutByNameAsLoadNibNamedDoes() throws {
        let dir = try TemporaryFiles.directory(prefix: "layout")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.header.utf8).write(to: dir.appendingPathComponent("HeaderView.json"))
        let bundle = try #require(Bundle(path: dir.path))
        let owner = HeaderOwner()
        let view = try bundle.loadLayout(named: "HeaderView", owner: owner)
        #expect(owner.headerView === view)
        do {
            try bundle.loadLayout(named: "Missing", owner: owner)
            Issue.record("loaded")
        } catch {
            #expect(error.description.hasPrefix("Missing.json: no layout file of that name"))
        }
    }

    @Test func aControlCharacterFromTheFileNeverReachesTheMessage() throws {
        do {
            _ = try layout("{ \"height\": 1, \"views\": [ { \"class\": \"\\u001b[31m\" } ] }")
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\u{1b}"))
        }
    }
}
