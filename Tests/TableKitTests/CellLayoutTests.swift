import Foundation
import Testing

@testable import TableKit

@MainActor
@Suite struct CellLayoutTests {
    static let good = """
        { "height": 2,
          "views": [
            { "class": "Label", "outlet": "title", "text": "Name:", "font": ["bold", "underline"], "alignment": "right",
              "frame": { "x": 0, "y": 0, "width": 6, "height": 1 } },
            { "class": "Label", "outlet": "value", "tag": 7, "color": "red", "lines": 0,
              "frame": { "x": 7, "y": 0, "width": "fill", "trailing": 2, "height": 2 } },
            { "class": "ImageView", "outlet": "icon", "text": "★", "frame": { "x": 0, "y": 1, "width": 1, "height": 1 } }
          ] }
        """

    func layout(_ json: String) throws(LayoutError) -> CellLayout {
        try CellLayout(data: Data(json.utf8), source: "test.json")
    }

    @Test func readsViewsFramesStylesAndOutlets() throws {
        let l = try layout(Self.good)
        #expect(l.height == 2)
        #expect(l.outletNames == ["title", "value", "icon"])
        #expect(l.elements[0].style == Style(attributes: [.bold, .underline]))
        #expect(l.elements[0].alignment == .right)
        #expect(l.elements[1].style == Style(foreground: .red))
        #expect(l.elements[1].numberOfLines == 0)
        #expect(l.elements[1].tag == 7)
        #expect(l.elements[1].frame(inWidth: 30) == Rect(x: 7, y: 0, width: 21, height: 2))
        #expect(l.elements[2].kind == .imageView)
    }

    @Test func instantiatedViewsFollowTheWidthAndAreFoundByOutletAndTag() throws {
        let v = try layout(Self.good).instantiate()
        v.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        v.layoutIfNeeded()
        let value = try #require(v.outlet("value", as: Label.self))
        #expect(value.frame == Rect(x: 7, y: 0, width: 11, height: 2))
        #expect(v.viewWithTag(7) === value)
        #expect(v.outlet("value", as: ImageView.self) == nil)
        value.text = "MacBook"
        #expect(TextRenderer.lines(v.renderedCanvas()) == [" Name: MacBook", "★"])
    }

    @Test(arguments: [
        ("{\"height\": 2,", "test.json:1:14: not valid JSON: expected a key in double quotes"),
        ("[]", "test.json:1:1: expected a JSON object, not a list"),
        ("{\"views\": []}", "test.json:1:1: height: missing (a whole number from 1 to 100 is required)"),
        (
            "{\"height\": true, \"views\": []}",
            "test.json:1:12: height: expected a whole number from 1 to 100, not true"
        ),
        ("{\"height\": 0, \"views\": []}", "test.json:1:12: height: expected a whole number from 1 to 100, not 0"),
        ("{\"height\": 1}", "test.json:1:1: views: missing (a list of views is required)"),
        (
            "{\"height\": 1, \"views\": [], \"colour\": 1}",
            "test.json:1:28: colour: unknown key (expected one of: accessoryType, height, outlet, reuseIdentifier, selectionStyle, style, views)"
        ),
        (
            "{\"height\": 1, \"views\": [{\"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}",
            "test.json:1:25: views[0].class: missing (Label, ImageView, Button or View)"
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Slider\", \"frame\": {}}]}",
            "test.json:1:35: views[0].class: unknown class 'Slider' (expected Label, ImageView, Button or View)"
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":-1,\"y\":0,\"width\":1,\"height\":1}}]}",
            "test.json:1:58: views[0].frame.x: expected a whole number from 0 to 10000, not -1"
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":0,\"y\":0,\"width\":\"wide\",\"height\":1}}]}",
            "test.json:1:74: views[0].frame.width: expected a whole number or \"fill\", not the string \"wide\""
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":2}}]}",
            "test.json:1:53: views[0].frame: ends at line 2, below the layout's height 1"
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Label\", \"font\": \"huge\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}",
            "test.json:1:52: views[0].font: unknown font 'huge' (expected one of: bold, dim, italic, plain, underline)"
        ),
        (
            "{\"height\": 1, \"views\": [{\"class\": \"Label\", \"outlet\": \"a\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}, {\"class\": \"Label\", \"outlet\": \"a\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}",
            "test.json:1:134: views[1].outlet: the outlet 'a' is used twice"
        ),
    ])
    func badFilesGiveErrorsNamingTheKey(json: String, expected: String) {
        do {
            _ = try layout(json)
            Issue.record("expected the error \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func requiredOutletsAreCheckedByNameAndClass() throws {
        let l = try layout(Self.good)
        try l.requireOutlets(["value": .label, "icon": .imageView])
        // The cell ports' names for the error and the view still work.
        #expect(throws: CellLayout.LoadError.self) { try l.requireOutlets(["missing": .label]) }
        do { try l.requireOutlets(["missing": .label]) } catch {
            #expect(
                error.description == "test.json: views: no view has the outlet 'missing' (outlets: title, value, icon)")
        }
        do {
            try l.requireOutlets(["icon": .label], source: "test.json")
        } catch {
            #expect(
                error.description
                    == "test.json:7:39: views[2].outlet: the outlet 'icon' must be a Label, not an ImageView")
        }
    }

    @Test func aCellLayoutIsAViewLayoutMakingALayoutRootView() throws {
        let view: LayoutView = try layout(Self.good).instantiate()
        #expect(view.layout == (try ViewLayout(data: Data(Self.good.utf8), source: "test.json")))
        #expect(view.subviews.count == 3)
    }

    @Test func missingFileIsReportedByPath() {
        do {
            _ = try CellLayout.load(contentsOf: URL(fileURLWithPath: "/nonexistent/cell.json"))
        } catch {
            #expect(error.description == "/nonexistent/cell.json: no such file")
        }
    }
}
