import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A controller made with `init(nibName:bundle:)` whose outlets the layout file names.
@MainActor
private final class GreetingViewController: ViewController, LayoutOwner {
    var greeting: Label?
    var loaded = 0

    func connect(outlet: String, to view: View) -> Bool {
        guard outlet == "greeting", let label = view as? Label else { return false }
        greeting = label
        return true
    }

    func action(named name: String) -> (@MainActor () -> Void)? { nil }

    override func viewDidLoad() { loaded += 1 }
}

/// `init(nibName:bundle:)`: the default `loadView` makes the view from `NAME.layout.json`,
/// NAME the nib name or the class's, as UIKit loads a controller's nib.
@MainActor
@Suite struct ViewControllerLayoutFileTests {
    let dir: URL
    let bundle: Bundle

    init() throws {
        dir = try TemporaryFiles.directory(prefix: "tk-nib")
        let layout = #"""
            { "height": 2, "views": [
              { "class": "Label", "outlet": "greeting", "text": "Hello",
                "frame": { "x": 1, "y": 1, "width": "fill", "height": 1 } } ] }
            """#
        try Data(layout.utf8).write(to: dir.appendingPathComponent("GreetingViewController.layout.json"))
        try Data(layout.replacingOccurrences(of: "Hello", with: "Other").utf8)
            .write(to: dir.appendingPathComponent("Other.layout.json"))
        bundle = try #require(Bundle(url: dir))
    }

    @Test(arguments: [(String?.none, "Hello"), ("Other", "Other")])
    func theViewComesFromTheLayoutFileNamedAfterTheClassOrTheNibName(nibName: String?, text: String) throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let vc = GreetingViewController(nibName: nibName, bundle: bundle)
        #expect(vc.nibName == nibName && vc.nibBundle === bundle)
        let root = try #require(vc.view as? LayoutRootView)
        #expect(vc.greeting === root.outlets["greeting"] && vc.greeting?.text == text)
        #expect(vc.loaded == 1)
        let window = Window(rootViewController: vc, size: Size(width: 12, height: 3))
        #expect(
            TextRenderer.render(window.render()).split(separator: "\n", omittingEmptySubsequences: false)[1]
                == " \(text)")
    }

    @Test func aControllerWithoutANibHasAnEmptyView() {
        defer { try? FileManager.default.removeItem(at: dir) }
        let vc = ViewController()
        #expect(vc.nibName == nil && vc.nibBundle == nil)
        #expect(!(vc.view is LayoutRootView) && vc.view.subviews.isEmpty)
    }

    @Test func theFileNameIsTheNibNameOrTheClassNameWithTheLayoutEnding() {
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(GreetingViewController(nibName: nil, bundle: bundle).layoutFileName == "GreetingViewController.layout")
        #expect(GreetingViewController(nibName: "Other", bundle: bundle).layoutFileName == "Other.layout")
    }
}
