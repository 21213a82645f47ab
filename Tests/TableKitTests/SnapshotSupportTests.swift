import Foundation
import TableKit
import TableKitTestSupport
import Testing

/// The shared snapshot assertion itself: its style layer, its diff, and the failures it
/// must report (a mismatch, a recording, a snapshot that cannot be written).
@Suite struct SnapshotSupportTests {
    @Test func styleLayerLettersStylesInOrderOfFirstAppearance() {
        var canvas = Canvas(width: 6, height: 3)
        _ = canvas.draw("ab", x: 0, y: 0, style: .reverse)
        _ = canvas.draw("c", x: 3, y: 1, style: Style(foreground: .white, background: .red, attributes: .bold))
        _ = canvas.draw("d", x: 5, y: 1, style: .reverse)
        #expect(
            StyleLayer.render(canvas) == """
                ── styles: a = reverse · b = bold fg:white bg:red
                aa
                ...b.a

                """)
        #expect(StyleLayer.render(Canvas(width: 2, height: 1)) == "── styles: none\n")
    }

    @Test func lineDiffMarksRemovedAndAddedLinesWithContext() {
        let expected = ["1", "2", "3", "4", "5", "6", "7", "8"]
        let actual = ["1", "2", "3", "4", "five", "6", "7", "8"]
        #expect(
            LineDiff.diff(expected: expected, actual: actual, context: 1) == """
                  …
                  4
                + five
                - 5
                  6
                  …
                """)
        #expect(LineDiff.diff(expected: expected, actual: expected).isEmpty)
        #expect(LineDiff.diff(expected: [], actual: ["new"]) == "+ new")
    }

    func temporaryTestFile() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("tk-snap-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            .appendingPathComponent("CallerTests.swift").path
    }

    @Test func aDifferentScreenDiffersWithTheLineDiff() throws {
        let file = SnapshotFile(name: "s", besideTestFile: temporaryTestFile())
        defer { try? FileManager.default.removeItem(atPath: (file.path as NSString).deletingLastPathComponent) }
        #expect(file.compare("one\ntwo", recording: false) == .recorded(path: file.path))
        #expect(file.compare("one\ntwo", recording: false) == .matched)
        #expect(file.compare("one\n2", recording: false) == .differs("  one\n+ 2\n- two\n  "))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "one\ntwo\n")
    }

    @Test func recordingRewritesAMatchingSnapshot() throws {
        let file = SnapshotFile(name: "r", besideTestFile: temporaryTestFile())
        defer { try? FileManager.default.removeItem(atPath: (file.path as NSString).deletingLastPathComponent) }
        _ = file.compare("old", recording: false)
        #expect(file.compare("new", recording: true) == .recorded(path: file.path))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "new\n")
    }

    @Test func aSnapshotThatCannotBeWrittenSaysWhy() {
        let file = SnapshotFile(name: "w", besideTestFile: "/proc/tablekit-no-such-dir/CallerTests.swift")
        guard case .unwritable(let path, let reason) = file.compare("x", recording: false) else {
            Issue.record("expected .unwritable")
            return
        }
        #expect(path == "/proc/tablekit-no-such-dir/Snapshots/w.txt")
        #expect(reason.contains("No such file") || reason.contains("doesn’t exist"))
    }
}
