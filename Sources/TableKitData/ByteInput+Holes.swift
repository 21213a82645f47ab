#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The holes of a sparse file: ranges the file system stores no data for, which read as
/// NUL bytes. The indexer skips them instead of reading them, so a 1 GB file made with
/// `truncate -s 1G` (one 1 GB line of NULs) is indexed at once, as `grep` does.
extension ByteInput {
    /// `lseek` whences of Linux (`<unistd.h>` under `_GNU_SOURCE`, not imported by Swift).
    static let seekData: Int32 = 3
    static let seekHole: Int32 = 4
    /// Holes shorter than this are read like data: skipping them would save nothing.
    static let smallestHole = 1 << 20
    /// At most this many holes are kept; the rest of the file is read.
    static let maximumHoles = 4_096

    /// The holes of at least ``smallestHole`` bytes of the open file `fd` of `size` bytes,
    /// in order, found with `lseek(SEEK_HOLE)` and `lseek(SEEK_DATA)`; empty when the file
    /// system does not report holes (every byte then counts as data).
    /// - Complexity: O(holes) system calls, at most ``maximumHoles``.
    static func holes(fd: Int32, size: Int) -> [Range<Int>] {
        var holes: [Range<Int>] = []
        var position = 0
        while position < size && holes.count < maximumHoles {
            let start = lseek(fd, off_t(position), seekHole)
            guard start >= 0, Int(start) < size else { break }
            let data = lseek(fd, start, seekData)  // ENXIO: no data after the hole
            let end = data < 0 ? size : min(size, Int(data))
            guard end > Int(start) else { break }
            if end - Int(start) >= smallestHole { holes.append(Int(start)..<end) }
            position = end
        }
        return holes
    }

    /// The hole that holds byte `position`, if any.
    /// - Complexity: O(log holes).
    func hole(containing position: Int) -> Range<Int>? {
        var lo = 0
        var hi = holes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if holes[mid].upperBound <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo < holes.count && holes[lo].contains(position) ? holes[lo] : nil
    }
}
