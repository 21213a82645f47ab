import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// SIGKILLs a process that saves a large store in a loop, several times, aiming at the
/// moment a temporary file exists (mid-write), and checks that the store file is always
/// complete and parseable: the old version or the new one, never a torn one.
@Suite struct CrashSafetyTests {
    /// The helper executable, built beside the test bundle by `swift build`/`swift test`.
    static var helperURL: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test binary may sit inside a bundle directory (*.xctest/...).
        while dir.path != "/"
            && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("HomepwnerSaveLoop").path)
        {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("HomepwnerSaveLoop")
    }

    @Test(.timeLimit(.minutes(2)))
    func killedMidSaveLeavesACompleteStore() throws {
        let helper = Self.helperURL
        try #require(
            FileManager.default.isExecutableFile(atPath: helper.path),
            "build the helper first: swift build --product HomepwnerSaveLoop (looked at \(helper.path))")
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        var lastCount = 0
        var killsMidWrite = 0
        for round in 0..<6 {
            let p = Process()
            p.executableURL = helper
            p.arguments = [file.path, "20000"]
            try p.run()
            // Wait for a save in progress (a temporary file beside the store), then kill.
            // The only test that sleeps and polls a clock, on purpose: another process's
            // save is watched from outside (nothing to wait on), and the kill lands at a
            // random moment of it, so that rounds hit the write, the rename and between.
            let deadline = Date().addingTimeInterval(20)
            var sawTemp = false
            while Date() < deadline {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                if names.contains(where: { $0.contains(".tmp-") })
                    && (round == 0 || FileManager.default.fileExists(atPath: file.path))
                {
                    sawTemp = true
                    break
                }
                usleep(200)
            }
            usleep(UInt32.random(in: 0...3_000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            #expect(
                p.terminationReason == .uncaughtSignal,
                "round \(round): the helper ended by itself (status \(p.terminationStatus))")
            if sawTemp { killsMidWrite += 1 }
            guard FileManager.default.fileExists(atPath: file.path) else {
                #expect(round == 0, "round \(round): the store file vanished")
                continue
            }
            let items = try ItemStore.read(file)  // throws if torn
            #expect(
                items.count >= lastCount && items.count >= 20_000,
                "round \(round): \(items.count) items after \(lastCount)")
            lastCount = items.count
            // Clear leftover temporary files so the next round watches a fresh one.
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.contains(".tmp-") {
                try FileManager.default.removeItem(at: dir.appendingPathComponent(name))
            }
        }
        #expect(killsMidWrite >= 3, "only \(killsMidWrite) kills landed while a save was in progress")
        #expect(lastCount >= 20_000)
    }
}
