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

    func layout(_ json: String) throws(CellLayout.LoadError) -> CellLayout {
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
        ("{\"height\": 2,", "test.json: not valid JSON"),
        ("[]", "test.json: expected a JSON object"),
        ("{\"views\": []}", "test.json: height: missing"),
        ("{\"height\": true, \"views\": []}", "test.json: height: expected a whole number from 1 to 100, not true"),
        ("{\"height\": 0, \"views\": []}", "test.json: height: expected a whole number from 1 to 100, not 0"),
        ("{\"height\": 1}", "test.json: views: missing"),
        ("{\"height\": 1, \"views\": [], \"colour\": 1}", "test.json: colour: unknown key"),
        ("{\"height\": 1, \"views\": [{\"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}", "test.json: views[0].class: missing"),
        ("{\"height\": 1, \"views\": [{\"class\": \"Button\", \"frame\": {}}]}", "test.json: views[0].class: unknown class 'Button'"),
        ("{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":-1,\"y\":0,\"width\":1,\"height\":1}}]}", "test.json: views[0].frame.x: expected a whole number from 0 to 10000, not -1"),
        ("{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":0,\"y\":0,\"width\":\"wide\",\"height\":1}}]}", "test.json: views[0].frame.width: expected a whole number or \"fill\""),
        ("{\"height\": 1, \"views\": [{\"class\": \"Label\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":2}}]}", "test.json: views[0].frame: ends at line 2, below the layout's height 1"),
        ("{\"height\": 1, \"views\": [{\"class\": \"Label\", \"font\": \"huge\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}", "test.json: views[0].font: unknown font 'huge'"),
        ("{\"height\": 1, \"views\": [{\"class\": \"Label\", \"outlet\": \"a\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}, {\"class\": \"Label\", \"outlet\": \"a\", \"frame\": {\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}", "test.json: views[1].outlet: outlet 'a' is used twice"),
    ])
    func badFilesGiveErrorsNamingTheKey(json: String, expected: String) {
        do {
            _ = try layout(json)
            Issue.record("expected an error starting \(expected)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test func requiredOutletsAreCheckedByNameAndClass() throws {
        let l = try layout(Self.good)
        try l.requireOutlets(["value": .label, "icon": .imageView])
        #expect(throws: CellLayout.LoadError.self) { try l.requireOutlets(["missing": .label]) }
        do {
            try l.requireOutlets(["icon": .label], source: "test.json")
        } catch {
            #expect(error.description == "test.json: views[2].class: outlet 'icon' must be a Label, not an ImageView")
        }
    }

    @Test func missingFileIsReportedByPath() {
        do {
            _ = try CellLayout.load(contentsOf: URL(fileURLWithPath: "/nonexistent/cell.json"))
        } catch {
            #expect(error.description == "/nonexistent/cell.json: no such file")
        }
    }
}
