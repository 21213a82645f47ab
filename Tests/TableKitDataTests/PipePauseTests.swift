import Foundation
import Testing

@testable import TableKitData

/// A CSV pipe that pauses (`(printf 'a,b\n1,2\n'; sleep 30) | tablekit view`) opens with
/// the rows that came, instead of waiting for the whole type sample.
@Suite struct PipePauseTests {
    /// A pipe whose write end the test holds: (read end, write end).
    static func pipeFDs() -> (Int32, Int32) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    static func write(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) } == bytes.count)
    }

    /// The sample wait is an hour here: only the pipe's pause can end it (the time limit
    /// fails the test if the open waited for more input).
    @Test(.timeLimit(.minutes(1)), arguments: [DataFormat.csv, .tsv])
    func aPipeThatPausesOpensWithTheRowsThatCame(format: DataFormat) throws {
        let (r, w) = Self.pipeFDs()  // r is the input's: it closes it (closed twice, the
        // number may be another test's file by then)
        let d = format == .csv ? "," : "\t"
        Self.write(w, "a\(d)b\n1\(d)x\n3\(d)y\n")
        let input = try ByteInput.standardInput(fd: r, limit: 1 << 20)
        let options = DataOpenOptions(format: format)
        let s = try ByteTableSource.open(
            input: input, title: "standard input", syntax: DataSources.syntax(format, options),
            hasHeader: true, sampleWait: .seconds(3600))
        #expect(s.columns.map(\.name) == ["a", "b"])
        #expect(s.columns.map(\.type) == [.number, .text])
        #expect(s.waitForRows(2, timeout: .seconds(60)) == 2)
        #expect(!s.progress.isComplete)
        #expect(s.fields(ofRow: 1) == ["3", "y"])
        Self.write(w, "5\(d)z\n")
        close(w)
        s.waitUntilComplete()
        #expect(allFields(s) == [["1", "x"], ["3", "y"], ["5", "z"]])
    }

    /// The pipe's format found from its first bytes, as `tablekit view` with no `--format`.
    @Test(.timeLimit(.minutes(1)))
    func aSniffedCSVPipeThatPausesOpensAtOnce() throws {
        let (r, w) = Self.pipeFDs()
        defer { close(w) }  // r is the input's
        Self.write(w, "name,age\nAnn,31\nBob,7\n")
        let input = try ByteInput.standardInput(fd: r, limit: 1 << 20)
        let (s, format) = try DataSources.openOnce(input, title: "standard input", options: DataOpenOptions())
        #expect(format == .csv)
        #expect(s.columns.map(\.name) == ["name", "age"])
        #expect(s.waitForRows(2, timeout: .seconds(60)) == 2)
        #expect(s.fields(ofRow: 0) == ["Ann", "31"])
    }
}
