import Foundation
import TableKitTestSupport
import Testing

/// The README's API example is the `fruits` executable's source, so that CI builds it
/// and drives it (Tests/e2e/test_apps_in_terminal.sh); and the README says how to depend on TableKit.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first ```swift block after `heading` in the README.
    static func swiftBlock(after heading: String, in readme: String) -> String? {
        guard let h = readme.range(of: heading),
            let open = readme.range(of: "```swift\n", range: h.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test func readmeAPIExampleIsExactlyTheFruitsTargetSource() throws {
        let readme = try Self.text("README.md")
        let block = try #require(Self.swiftBlock(after: "## The API in one example", in: readme))
        let source = try Self.text("Examples/Fruits/main.swift")
        #expect(block == source)
        #expect(source.contains("print(\"chose\", fruits[indexPath.row])"))
    }

    @Test func readmeSaysHowToDependOnTableKitAndWhichSystemPackagesItNeeds() throws {
        let readme = try Self.text("README.md")
        let block = try #require(Self.swiftBlock(after: "## Use TableKit in your package", in: readme))
        #expect(block.contains(".package(url:"))
        #expect(block.contains(".package(path:"))
        #expect(block.contains(".product(name: \"TableKit\", package: \"TableKit\")"))
        #expect(block.contains(".product(name: \"TableKitTerminal\", package: \"TableKit\")"))
        for package in ["libncurses-dev", "libicu-dev", "libsqlite3-dev"] {
            #expect(readme.contains(package))
        }
    }

    /// A newcomer reads it whole: at most 150 lines, and every document it links exists.
    @Test func readmeIsShortAndEveryDocumentItLinksExists() throws {
        let readme = try Self.text("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 151)
        let links = readme.matches(of: /\]\((docs\/[^)#]+)/).map { String($0.output.1) }
        #expect(links.count >= 8)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "\(link)")
        }
    }

    /// The screen at the top is what the command under it prints: the real `sections` app,
    /// `--print --width 60 --height 14 --keys "Tab M Enter"`.
    @Test func readmeScreenIsWhatTheSectionsSamplePrints() throws {
        let readme = try Self.text("README.md")
        let open = try #require(readme.range(of: "```\n"))
        let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        let shown = String(readme[open.upperBound..<close.lowerBound])
        #expect(readme.contains("`swift run sections --print --width 60 --height 14 --keys \"Tab M Enter\"`"))
        let process = Process()
        process.executableURL = PackagePaths.builtProducts.appendingPathComponent("sections")
        process.arguments = ["--print", "--width", "60", "--height", "14", "--keys", "Tab M Enter"]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        while printed.hasSuffix("\n") { printed.removeLast() }
        #expect(printed == shown)
    }

    @Test func fruitsIsAProductOfThePackage() throws {
        let manifest = try Self.text("Package.swift")
        #expect(manifest.contains(".executable(name: \"fruits\", targets: [\"Fruits\"])"))
    }
}
