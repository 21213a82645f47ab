import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Every mapping of a file is guarded (`MappedFileGuard`), or the file is not opened: a
/// file read unguarded would kill the process when it shrinks. In a process of its own (an
/// exit test): the slots are process-wide, and other tests open files meanwhile.
@Suite struct MappedFileGuardTests {
    @Test func aFileBeyondTheGuardsRoomIsRefusedWithOneLine() async {
        await #expect(processExitsWith: .success) {
            let dir = TemporaryDirectory(prefix: "tkdata")
            defer { dir.cleanup() }
            let path = dir.file("a.txt", "one\ntwo\n")
            var open: [ByteInput] = []
            var refusal: String?
            for _ in 0...MappedFileGuard.capacity {
                do throws(DataError) {
                    open.append(try ByteInput.open(path: path, follow: open.count % 2 == 0))
                } catch {
                    refusal = error.description
                    break
                }
            }
            #expect(open.count == MappedFileGuard.capacity)
            #expect(refusal == "\(path): too many files open at once (64); close one first")
            open.removeAll()
            #expect((try? ByteInput.open(path: path, follow: false)) != nil)
        }
    }
}
