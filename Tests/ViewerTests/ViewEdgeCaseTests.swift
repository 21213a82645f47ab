import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`'s edges found by a fresh user: options that do not apply say so,
/// spaces around a section value make no extra section, and titles say something.
@Suite("tablekit view: edge cases")
@MainActor
struct ViewEdgeCaseTests {
    let screens = ViewScreenTests()

    @Test(arguments: [
        (["--table", "x"], "option --table applies only to SQLite databases, and PATH is CSV"),
        (["--query", "select 1"], "option --query applies only to SQLite databases, and PATH is CSV"),
    ])
    func optionsThatDoNotApplyAreRefused(_ extra: [String], _ message: String) throws {
        let path = try screens.file("people.csv", ViewScreenTests.people)
        #expect {
            _ = try screens.screen([path] + extra)
        } throws: { "\($0)" == message.replacingOccurrences(of: "PATH", with: path) }
    }

    @Test func spacesAroundASectionValueMakeNoExtraSection() throws {
        let csv = "k,v\n,1\nÄpfel,2\n123,3\n  ,4\nzebra,5\n Äpfel ,6\n"
        let (_, data) = try screens.screen([try screens.file("secx.csv", csv), "--section-by", "k"])
        let grouping = try #require(data.state.grouping)
        #expect(grouping.titles == ["123", "Äpfel", "zebra", "(blank)"])
        #expect(data.arrangement.sections.map(\.rows.count) == [1, 2, 1, 2])
    }

    @Test(arguments: [
        ("/dev/fd/63", "/dev/fd/63"), ("/proc/self/fd/3", "/proc/self/fd/3"),
        ("/tmp/data/cities.csv", "cities.csv"), ("cities.csv", "cities.csv"),
        ("/dev/null", "/dev/null"), ("/dev/stdin", "/dev/stdin"),
        ("../../../../../../dev/zero", "../../../../../../dev/zero"),
    ])
    func aDescriptorPathIsTitledWhole(_ path: String, _ title: String) {
        #expect(DataTableViewController.title(forPath: path) == title)
    }

    /// A device read as a file says its path as given, on the bar and the status line.
    @Test func aDeviceIsTitledByItsPath() throws {
        let (s, data) = try screens.screen(["/dev/null"])
        #expect(data.title == "/dev/null")
        #expect(data.statusText == "no rows: /dev/null is empty")
        #expect(s.screen.contains("/dev/null"))
    }

    @Test func anEmptyCSVHasOneUntitledColumnAndNoRows() throws {
        let (s, data) = try screens.screen([try screens.file("empty.csv", "")])
        #expect(data.source.columns.map(\.name) == [""])
        #expect(data.statusText == "no rows: empty.csv is empty")
        #expect(!s.screen.contains(" 1\n"))
    }
    /// `--format json` on a file that is not JSON gives the same one-line error as the same
    /// bytes on standard input, exit 1 (it was shown as a list of lines, exit 0).
    @Test func formatJSONOnAFileThatIsNotJSONSaysSo() throws {
        let path = try screens.file("quoted.csv", "name,comment\n\"Multi\",\"line one\nline two\"\nplain,x\n")
        func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = PackagePaths.builtProducts.appendingPathComponent("tablekit")
            process.arguments = ["view"] + arguments + ["--format", "json", "--print"]
            if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
            let err = Pipe()
            process.standardOutput = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, message)
        }
        let file = try run([path])
        let piped = try run(["-"], input: path)
        #expect(file.status == 1 && piped.status == 1)
        #expect(file.stderr == "tablekit: \(path):1:1: not valid JSON: expected an array of objects ('[')\n")
        #expect(piped.stderr == "tablekit: standard input:1:1: not valid JSON: expected an array of objects ('[')\n")
    }
}
