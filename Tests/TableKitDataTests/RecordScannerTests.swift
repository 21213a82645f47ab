import Testing

@testable import TableKitData

/// The scanner against a byte-by-byte reference, on random inputs fed in random blocks
/// (as a pipe delivers them), in text and CSV modes.
@Suite struct RecordScannerTests {
    struct Record: Equatable, CustomStringConvertible {
        var end: Int
        var nonASCII: Bool
        var description: String { "\(end)\(nonASCII ? "*" : "")" }
    }

    /// Record ends (and whether each record has a byte above 0x7F): line breaks LF, CR LF,
    /// CR; with a delimiter, RFC 4180 quotes; a last record without a break; nil when a
    /// quote is left open.
    static func reference(_ b: [UInt8], delimiter: UInt8?) -> [Record]? {
        var out: [Record] = []
        var start = 0
        var i = 0
        var quoted = false
        var fieldStart = true
        func end(_ e: Int) {
            out.append(Record(end: e, nonASCII: b[start..<e].contains { $0 >= 0x80 }))
            start = e
            fieldStart = true
        }
        while i < b.count {
            let c = b[i]
            if quoted {
                if c == 0x22 {
                    if i + 1 < b.count && b[i + 1] == 0x22 {
                        i += 2
                        continue
                    }
                    quoted = false
                }
                i += 1
                continue
            }
            if c == 0x0A {
                end(i + 1)
                i += 1
                continue
            }
            if c == 0x0D {
                let e = i + 1 < b.count && b[i + 1] == 0x0A ? i + 2 : i + 1
                end(e)
                i = e
                continue
            }
            if let d = delimiter {
                if c == 0x22 && fieldStart {
                    quoted = true
                    fieldStart = false
                    i += 1
                    continue
                }
                fieldStart = c == d
            }
            i += 1
        }
        if quoted { return nil }
        if start < b.count { end(b.count) }
        return out
    }

    @Test(arguments: 0..<300)
    func recordsAndNonASCIIMarksMatchTheReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919)
        let csv = seed % 2 == 1
        let alphabet: [UInt8] =
            csv
            ? [0x61, 0x62, 0x2C, 0x22, 0x22, 0x0A, 0x0D, 0xC3, 0xA9, 0x20]
            : [0x61, 0x62, 0x63, 0x0A, 0x0A, 0x0D, 0xC3, 0xA9, 0x20, 0x64]
        let count = seed % 10 == 0 ? Int.random(in: 0...3_000, using: &rng) : Int.random(in: 0...120, using: &rng)
        let bytes = (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
        let delimiter: UInt8? = csv ? 0x2C : nil
        let offsets = RecordOffsets()
        offsets.append(0)
        var scanner = RecordScanner(syntax: RecordSyntax(delimiter: delimiter), start: 0)
        var available = 0
        var closed = true
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            // Bytes arrive in random chunks; each chunk is scanned in random blocks.
            while available < bytes.count {
                available = min(bytes.count, available + Int.random(in: 1...40, using: &rng))
                let isEnd = available == bytes.count
                while scanner.position < available {
                    let was = scanner.position
                    let end = min(available, scanner.position + Int.random(in: 1...50, using: &rng))
                    scanner.scan(base, to: end, available: available, isEnd: isEnd, into: offsets)
                    if scanner.position == was { break }
                }
            }
            closed = scanner.finish(available: bytes.count, into: offsets)
        }
        offsets.publish()
        let expected = Self.reference(bytes, delimiter: delimiter)
        #expect(closed == (expected != nil), "seed \(seed)")
        guard let expected, closed else { return }
        let got = (0..<offsets.count - 1).map { Record(end: offsets[$0 + 1], nonASCII: offsets.isNonASCII(record: $0)) }
        #expect(got == expected, "seed \(seed): \(bytes)")
    }
}

/// Plain text scanned in large blocks, so that the 64-byte steps and the two-thread split
/// (``RecordScanner/parallelMinimum`` lowered) run, against the same reference.
@Suite struct RecordScannerLargeBlockTests {
    @Test(arguments: 0..<200)
    func largeBlocksOnTwoThreadsGiveTheReferenceRecordsAndMarks(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 6_700_417 &+ 3)
        // Mostly letters: lines of about 20 bytes, some with é, a CR in one input of four.
        var alphabet: [UInt8] = Array(repeating: 0x61, count: 16) + [0x62, 0x20, 0x0A, 0xC3, 0xA9]
        if seed % 4 == 0 { alphabet.append(0x0D) }
        let count = Int.random(in: 0...6_000, using: &rng)
        let bytes = (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
        let offsets = RecordOffsets()
        offsets.append(0)
        var scanner = RecordScanner(syntax: RecordSyntax(delimiter: nil), start: 0)
        scanner.parallelMinimum = 128
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            while scanner.position < bytes.count {
                let end = min(bytes.count, scanner.position + Int.random(in: 1...2_000, using: &rng))
                scanner.scan(base, to: end, available: bytes.count, isEnd: true, into: offsets)
            }
            _ = scanner.finish(available: bytes.count, into: offsets)
        }
        offsets.publish()
        let expected = RecordScannerTests.reference(bytes, delimiter: nil)
        let got = (0..<offsets.count - 1).map {
            RecordScannerTests.Record(end: offsets[$0 + 1], nonASCII: offsets.isNonASCII(record: $0))
        }
        #expect(got == expected, "seed \(seed)")
    }
}
