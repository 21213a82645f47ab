import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

#if canImport(Glibc)
import Glibc
#endif

/// Start-up removes only the temporary files a killed save of this program left: the
/// exact name shape with a pid that is dead, a regular file with one link, owned by this
/// user. A user's file whose name merely looks similar is never deleted.
@Suite struct TemporaryFileTests {
    /// The pid of a process that has ended (a `/bin/true` run and reaped).
    static func deadPID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test(
        arguments: [
            (".homepwner.json.tmp-homepwner-123-0123456789abcdef", Int32(123)),
            (".homepwner.json.tmp-homepwner-123-0123456789ABCDEF", nil),  // our names are lower-case
            (".homepwner.json.tmp-homepwner-123-0123456789abcde", nil),  // 15 digits
            (".homepwner.json.tmp-homepwner-123-0123456789abcdeg", nil),
            (".homepwner.json.tmp-homepwner-+123-0123456789abcdef", nil),
            (".homepwner.json.tmp-homepwner-0-0123456789abcdef", nil),
            (".homepwner.json.tmp-homepwner-123-0123456789abcdef.bak", nil),
            (".homepwner.json.tmp-123-456", nil),  // the old shape, or a user's file
            (".homepwner.json.tmp-backup", nil),
            (".other.json.tmp-homepwner-123-0123456789abcdef", nil),
            ("homepwner.json.tmp-homepwner-123-0123456789abcdef", nil),
        ] as [(String, Int32?)])
    func onlyOurNameShapeIsRecognised(name: String, pid: Int32?) {
        #expect(TemporaryFiles.pid(in: name, store: "homepwner.json") == pid)
    }

    @Test func aFreshNameHasOurShapeAndPid() {
        let name = TemporaryFiles.name(for: "homepwner.json")
        #expect(TemporaryFiles.pid(in: name, store: "homepwner.json") == getpid())
        #expect(name != TemporaryFiles.name(for: "homepwner.json"))
    }

    @Test func startUpRemovesADeadSavesFileAndKeepsEverythingElse() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        let dead = try Self.deadPID()
        let hex = "0123456789abcdef"
        func write(_ name: String) throws { try Data("[".utf8).write(to: dir.appendingPathComponent(name)) }
        let killed = ".homepwner.json.tmp-homepwner-\(dead)-\(hex)"
        try write(killed)
        let kept = [
            ".homepwner.json.tmp-homepwner-\(getpid())-\(hex)",  // this process: alive
            ".homepwner.json.tmp-homepwner-1-\(hex)",  // pid 1: alive
            ".homepwner.json.tmp-4242-123",  // the old pattern matched this
            ".homepwner.json.tmp-notes",
            ".other.json.tmp-homepwner-\(dead)-\(hex)",
            "user-notes.txt",
        ]
        for name in kept { try write(name) }
        // Right name, wrong kind of file: a link, a directory, a file with a second link.
        try write("target.txt")
        let symbolic = ".homepwner.json.tmp-homepwner-\(dead)-1111111111111111"
        #expect(symlink(dir.appendingPathComponent("target.txt").path, dir.appendingPathComponent(symbolic).path) == 0)
        let directory = ".homepwner.json.tmp-homepwner-\(dead)-2222222222222222"
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(directory), withIntermediateDirectories: false)
        let linked = ".homepwner.json.tmp-homepwner-\(dead)-3333333333333333"
        try write(linked)
        #expect(link(dir.appendingPathComponent(linked).path, dir.appendingPathComponent("second-name").path) == 0)
        var others = kept + ["target.txt", symbolic, directory, linked, "second-name"]
        if geteuid() == 0 {
            // Another user's file (only root can make one here).
            let foreign = ".homepwner.json.tmp-homepwner-\(dead)-4444444444444444"
            try write(foreign)
            #expect(chown(dir.appendingPathComponent(foreign).path, 4321, 4321) == 0)
            others.append(foreign)
        }
        _ = try ItemStore(fileURL: file, persists: false)  // never writes: no cleanup, no lock
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(killed).path))
        let store = try ItemStore(fileURL: file, seed: [])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == (others + [".homepwner.json.lock"]).sorted())
        #expect(try Data(contentsOf: dir.appendingPathComponent("target.txt")) == Data("[".utf8))
        withExtendedLifetime(store) {}
    }
}
