import Foundation
import TableKit

/// Where the package's files and built products are, for tests that read the sources
/// (the README, the samples' data) or run the built executables.
public enum PackagePaths {
    /// The package root (the directory of Package.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where `swift test` put the executables: beside the test bundle (they are
    /// dependencies of the test targets, so they are built with them), else `.build/debug`.
    public static let builtProducts: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if FileManager.default.isExecutableFile(atPath: beside.appendingPathComponent("tablekit").path) {
            return beside
        }
        return root.appendingPathComponent(".build/debug")
    }()

    /// The text of the file at `path`, relative to the package root.
    /// - Throws: the read error when the file is missing or not UTF-8.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

/// The Sections sample's names (Examples/Sections/Resources/sortednames.plist).
public func sortedNamesPath() -> String {
    PackagePaths.root.appendingPathComponent("Examples/Sections/Resources/sortednames.plist").path
}

/// Lays out a table at `size` and returns its rendered lines.
@MainActor
public func render(_ table: TableView, _ size: Size) -> [String] {
    table.frame = Rect(origin: .zero, size: size)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    return TextRenderer.lines(table.renderedCanvas())
}
