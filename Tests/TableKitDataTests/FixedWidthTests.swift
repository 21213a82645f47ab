import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The path of a captured command output in Fixtures (`ps-aux` → `Fixtures/ps-aux.txt`).
func commandOutput(_ name: String) -> String {
    Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "txt")!.path
}

/// Whitespace-aligned command output (`ps aux`, `df -h`, `dpkg -l` captured on a Debian
/// machine; `kubectl get pods` and `docker ps` written in their documented form) is found
/// from its header and read in columns.
@Suite struct FixedWidthTests {
    static let captured: [(String, [String], [String], Int)] = [
        (
            "ps-aux", ["USER", "PID", "%CPU", "%MEM", "VSZ", "RSS", "TTY", "STAT", "START", "TIME", "COMMAND"],
            ["root", "2", "0.0", "0.0", "0", "0", "?", "S", "Dec01", "0:00", "[kthreadd]"], 13
        ),
        (
            "df-h", ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"],
            ["devtmpfs", "12G", "0", "12G", "0%", "/dev"], 5
        ),
        (
            "dpkg-l", ["||/", "Name", "Version", "Architecture", "Description"],
            ["ii", "adduser", "3.134", "all", "add and remove users and groups"], 11
        ),
        (
            "kubectl-get-pods", ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["nginx-deployment-66b6c48dd5-4jw2p", "1/1", "Running", "0", "3d2h"], 4
        ),
        (
            "docker-ps", ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
            ["4c01db0b339c", "ubuntu:22.04", "\"bash\"", "17 hours ago", "Up 11 minutes", "", "relaxed_tesla"], 3
        ),
    ]

    @Test(arguments: captured)
    func capturedOutputIsSniffedAsFixedWidth(name: String, columns: [String], firstRow: [String], rows: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: commandOutput(name))))
        let sniffed = bytes.withUnsafeBufferPointer { DataFormat.sniffed($0, isEnd: true) }
        #expect(sniffed.format == .fixed)
        #expect(sniffed.delimiter == nil)
    }

    @Test(arguments: captured)
    func capturedOutputReadsInColumns(name: String, columns: [String], firstRow: [String], rows: Int) throws {
        let source = try loaded(commandOutput(name), DataOpenOptions(format: .fixed))
        #expect(source.columns.map(\.name) == columns)
        #expect(source.rowCount == rows)
        let first = name == "ps-aux" ? source.fields(ofRow: 1) : source.fields(ofRow: 0)
        #expect(first == firstRow)
    }

    /// The last column takes the rest of the line, spaces included (ps's COMMAND); a value
    /// wider than its column's first rows (`124800` under RSS) is not split.
    /// A pipe's first 64 KiB with no line break (`/dev/zero`) has no complete line: no
    /// layout, with or without a header, and the sniff says text.
    @Test func noCompleteLineHasNoLayout() {
        #expect(FixedWidthLayout.detect(lines: []) == nil)
        #expect(FixedWidthLayout.detect(lines: [], hasHeader: false) == nil)
        #expect(FixedWidthLayout.detect(lines: [], forced: true) == nil)
        let zeros = [UInt8](repeating: 0, count: 65_536)
        let format = zeros.withUnsafeBufferPointer { DataFormat.sniffed($0, isEnd: false).format }
        #expect(format == .text)
    }

    @Test func theLastColumnTakesTheRestAndWideValuesStayWhole() throws {
        let source = try loaded(commandOutput("ps-aux"), DataOpenOptions(format: .fixed))
        #expect(
            source.fields(ofRow: 3) == [
                "root", "12029", "0.6", "0.5", "960724", "124800", "?", "SNl", "05:00", "0:00",
                "/opt/swift/usr/bin/swift-build -c release --product sections",
            ])
        #expect(source.fields(ofRow: 12).last == "ps aux")
        #expect(source.field(ofRow: 12, column: 5) == "4776")
    }

    /// Values spaced within a column (`2 (40h ago)`, `Exited (0) 5 days ago`) stay one
    /// value; an empty cell (a container with no ports) is blank.
    @Test func spacesInsideValuesDoNotSplitThem() throws {
        let pods = try loaded(commandOutput("kubectl-get-pods"), DataOpenOptions(format: .fixed))
        #expect(
            pods.fields(ofRow: 1) == ["nginx-deployment-66b6c48dd5-5m7xn", "1/1", "Running", "2 (40h ago)", "3d2h"])
        let containers = try loaded(commandOutput("docker-ps"), DataOpenOptions(format: .fixed))
        #expect(
            containers.fields(ofRow: 1) == [
                "d7886598dbe2", "nginx:latest", "\"/docker-entrypoint.…\"", "2 days ago", "Up 2 days",
                "0.0.0.0:8080->80/tcp, :::8080->80/tcp", "web",
            ])
        #expect(containers.fields(ofRow: 2)[4...5] == ["Exited (0) 5 days ago", ""])
    }

    /// Columns are typed from their values, so that a sort orders PIDs and percentages by value.
    @Test func columnsAreTyped() throws {
        let ps = try loaded(commandOutput("ps-aux"), DataOpenOptions(format: .fixed))
        #expect(
            ps.columns.map(\.type) == [.text, .number, .number, .number, .number, .number]
                + Array(repeating: .text, count: 5))
        let df = try loaded(commandOutput("df-h"), DataOpenOptions(format: .fixed))
        #expect(df.columns[4].type == .number)  // Use%: 0%, 21%
        #expect(RowOrder.sorted(df, byColumn: 4, ascending: false).first == 2)  // 21%
    }

    /// `dpkg -l`'s legend above its header is not rows; its ruler marks the header.
    @Test func aRulerMarksTheHeaderAndTheLinesAboveAreSkipped() throws {
        let lines = try String(contentsOfFile: commandOutput("dpkg-l"), encoding: .utf8).split(separator: "\n").map(
            String.init)
        let layout = try #require(FixedWidthLayout.detect(lines: lines))
        #expect(layout.linesBeforeRows == 5)
        #expect(layout.names.first == "||/")
    }

    static let notFixed: [String] = [
        "total 8\n-rw-r--r-- 1 root root 12 Dec  2 05:00 a.txt\ndrwxr-xr-x 2 root root 40 Dec  2 05:01 dir\n",  // ls -l
        "-rw-r--r-- 1 root root 12 Dec  2 05:00 a.txt\n-rw-r--r-- 1 root root 40 Dec  2 05:01 b.txt\n",
        "Hello World\nthe quick brown fox jumps\nover the lazy dog\n",  // prose
        "1\n2\n3\n",
        "# Network services\n#\ntcpmux\t\t1/tcp\t\t\t\t# TCP port service multiplexer\necho\t\t7/tcp\n",
        "USER PID\n",  // a header and no row
    ]

    @Test(arguments: notFixed)
    func otherTextIsNotFixedWidth(text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { DataFormat.sniff($0, isEnd: true) } == .text)
    }

    /// With no header (`--no-header`), each run of columns that is not blank in every line
    /// is a column, numbered from 1; every line is a row.
    @Test func withoutAHeaderColumnsAreNumbered() {
        let layout = FixedWidthLayout.detect(lines: ["a    1  x", "bb  22  y"], hasHeader: false)
        #expect(layout == FixedWidthLayout(names: ["1", "2", "3"], cuts: [4, 8], linesBeforeRows: 0))
        #expect(layout?.fields("bb  22  y") == ["bb", "22", "y"])
    }

    /// Lines that come from a pipe are sniffed: fixed-width output is read in columns.
    @Test func aFIFOHoldingCommandOutputIsReadInColumns() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let text = try String(contentsOfFile: commandOutput("df-h"), encoding: .utf8)
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            _ = text.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
        let (source, format) = try DataSources.openDetectingFormat(path: path)
        source.waitUntilComplete()
        #expect(format == .fixed)
        #expect(source.columns.map(\.name) == ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"])
        #expect(source.fields(ofRow: 2) == ["/dev/vda", "252G", "20G", "76G", "21%", "/"])
    }
}
