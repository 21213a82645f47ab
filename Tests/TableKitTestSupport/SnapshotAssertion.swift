import Foundation
import TableKit
import Testing

/// Compares a rendered screen, its characters and its style layer (see ``StyleLayer``),
/// with `Snapshots/<name>.txt` beside the calling test file.
///
/// - A mismatch fails the test with a line diff (`-` expected, `+` actual).
/// - A missing snapshot, or any snapshot when `RECORD_SNAPSHOTS=1`, is written and the test
///   FAILS, so that a person reads the new file before it counts (the
///   swift-argument-parser habit). A snapshot that cannot be written fails with the reason.
public func assertSnapshot(
    _ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) {
    let text = TextRenderer.render(canvas) + "\n" + StyleLayer.render(canvas)
    assertSnapshot(text: text, named: name, sourceLocation: sourceLocation, filePath: filePath)
}

/// Compares `text` with `Snapshots/<name>.txt` beside the calling test file, with the
/// same rules as ``assertSnapshot(_:named:sourceLocation:filePath:)``; for output that is
/// not a canvas (a printed command's output).
public func assertSnapshot(
    text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) {
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    switch SnapshotFile(name: name, besideTestFile: filePath).compare(text, recording: record) {
    case .matched:
        break
    case .differs(let diff):
        Issue.record(
            "snapshot \(name) differs (- expected, + actual; RECORD_SNAPSHOTS=1 records):\n\(diff)",
            sourceLocation: sourceLocation)
    case .recorded(let path):
        Issue.record(
            "recorded snapshot \(name) at \(path): review it and run the tests again", sourceLocation: sourceLocation)
    case .unwritable(let path, let reason):
        Issue.record("snapshot \(name) could not be written at \(path): \(reason)", sourceLocation: sourceLocation)
    }
}

/// One snapshot file, `Snapshots/<name>.txt` beside a test file, and the rule that
/// compares it: the part of the assertion that records no issue, so it can be tested.
public struct SnapshotFile: Sendable {
    /// What comparing a screen with the file came to.
    public enum Outcome: Equatable, Sendable {
        /// The file holds exactly this text (plus its final newline).
        case matched
        /// The file holds other text: the line diff, `-` expected and `+` actual.
        case differs(String)
        /// The file was missing (or recording was asked for) and is now written.
        case recorded(path: String)
        /// The file was missing and could not be written, with the reason.
        case unwritable(path: String, reason: String)
    }

    /// The snapshot file's path.
    public let path: String

    /// The file for snapshot `name` of the test file at `testFilePath`.
    public init(name: String, besideTestFile testFilePath: String) {
        path =
            URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt").path
    }

    /// Compares `text` with the file; writes it when the file is missing or `recording`.
    public func compare(_ text: String, recording: Bool) -> Outcome {
        let actual = text + "\n"
        if !recording, let expected = try? String(contentsOfFile: path, encoding: .utf8) {
            if actual == expected { return .matched }
            return .differs(
                LineDiff.diff(
                    expected: expected.components(separatedBy: "\n"),
                    actual: actual.components(separatedBy: "\n")))
        }
        do {
            let dir = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return .recorded(path: path)
        } catch {
            return .unwritable(path: path, reason: "\(error)")
        }
    }
}
