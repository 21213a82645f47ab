import CICUCollation
import Dispatch
import Synchronization

/// The one type through which TableKit's collation reaches ICU (Debian's system ICU 72 via
/// the `CICUCollation` C target). Everything else in `Collation/` is plain Swift, so the
/// source of buckets and sort keys can be swapped by replacing this file.
///
/// An instance owns one `icu::AlphabeticIndex::ImmutableIndex` and one `UCollator` for one
/// locale. ICU does not promise that a `UCollator` may be used from several threads at
/// once, so every call goes through a `Mutex`; bulk operations take the lock once.
final class ICUCollator: Sendable {
    /// What a bucket of the alphabetic index is (`UAlphabeticIndexLabelType`).
    enum BucketKind: Int32, Sendable {
        case normal = 0
        case underflow = 1
        case inflow = 2
        case overflow = 3
    }

    /// One bucket of the index, in ICU's bucket order.
    struct Bucket: Sendable, Equatable {
        var label: String
        var kind: BucketKind
    }

    /// Sort keys of many strings in one contiguous buffer: the key of string `i` is
    /// `bytes[offsets[i] ..< offsets[i + 1]]`, NUL-terminated, compared with `memcmp`.
    /// ``padding`` zero bytes follow the last key, so 8-byte loads from inside any key are safe.
    struct SortKeys: Sendable {
        static let padding = 8
        var bytes: [UInt8]
        var offsets: [Int]
        /// `buckets[i]` is the bucket index of string `i`, when requested.
        var buckets: [Int32]

        /// The keys of each part's strings, part after part, in one buffer.
        static func joined(_ parts: [SortKeys]) -> SortKeys {
            var bytes: [UInt8] = []
            var offsets: [Int] = [0]
            var buckets: [Int32] = []
            bytes.reserveCapacity(parts.reduce(padding) { $0 + ($1.offsets.last ?? 0) })
            offsets.reserveCapacity(parts.reduce(1) { $0 + $1.offsets.count - 1 })
            buckets.reserveCapacity(parts.reduce(0) { $0 + $1.buckets.count })
            for part in parts {
                let base = bytes.count
                let used = part.offsets.last ?? 0
                bytes.append(contentsOf: part.bytes[..<used])
                for offset in part.offsets.dropFirst() { offsets.append(base + offset) }
                buckets.append(contentsOf: part.buckets)
            }
            bytes.append(contentsOf: repeatElement(0, count: padding))
            return SortKeys(bytes: bytes, offsets: offsets, buckets: buckets)
        }
    }

    private struct Handle: ~Copyable {
        let pointer: OpaquePointer
        deinit { cicu_collation_close(pointer) }
    }

    private let handle: Mutex<Handle>
    /// The canonical ICU locale ID this collator was opened for.
    let localeIdentifier: String
    /// Every bucket of the index, underflow, inflow and overflow included.
    let buckets: [Bucket]

    /// The version of the ICU library linked at run time, e.g. `"72.1"`.
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Validates `identifier` and returns ICU's canonical form of it.
    /// - Throws: ``CollationError/malformedLocale(_:reason:)`` or
    ///   ``CollationError/unknownLocale(_:reason:)``.
    static func canonicalLocale(_ identifier: String) throws(CollationError) -> String {
        if identifier.utf8.contains(0) {
            throw .malformedLocale(identifier, reason: "contains a NUL character")
        }
        var buffer = [CChar](repeating: 0, count: 256)
        let validity = cicu_locale_validate(identifier, &buffer, Int32(buffer.count))
        switch validity {
        case CICU_LOCALE_VALID:
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        case CICU_LOCALE_UNKNOWN_LANGUAGE:
            throw .unknownLocale(identifier, reason: "ICU has no data for its language")
        case CICU_LOCALE_UNKNOWN_SCRIPT:
            throw .unknownLocale(identifier, reason: "unknown script code")
        case CICU_LOCALE_UNKNOWN_REGION:
            throw .unknownLocale(identifier, reason: "unknown region code")
        case CICU_LOCALE_UNKNOWN_KEYWORD:
            throw .unknownLocale(identifier, reason: "only a 'collation' keyword with a type ICU has is allowed")
        default:
            throw .malformedLocale(
                identifier, reason: "expected language[_Script][_REGION][@collation=type] or a BCP 47 tag")
        }
    }

    /// Opens the index and collator for a canonical locale ID (from ``canonicalLocale(_:)``).
    /// - Throws: ``CollationError/icuFailure(operation:code:)``.
    init(canonicalLocale: String) throws(CollationError) {
        var status: Int32 = 0
        guard let pointer = cicu_collation_open(canonicalLocale, &status) else {
            throw .icuFailure(operation: "cicu_collation_open(\(canonicalLocale))", code: status)
        }
        var buckets: [Bucket] = []
        let count = cicu_collation_bucket_count(pointer)
        buckets.reserveCapacity(Int(count))
        var label = [UInt8](repeating: 0, count: 64)
        for i in 0..<count {
            var length = Int(cicu_collation_bucket_label(pointer, i, &label, Int32(label.count)))
            if length > label.count {
                label = [UInt8](repeating: 0, count: length)
                length = Int(cicu_collation_bucket_label(pointer, i, &label, Int32(label.count)))
            }
            let kind = BucketKind(rawValue: cicu_collation_bucket_label_type(pointer, i)) ?? .overflow
            buckets.append(Bucket(label: String(decoding: label[..<length], as: UTF8.self), kind: kind))
        }
        self.buckets = buckets
        self.localeIdentifier = canonicalLocale
        self.handle = Mutex(Handle(pointer: pointer))
    }

    /// The index of the bucket `string` falls into (`ImmutableIndex::getBucketIndex`).
    /// - Complexity: O(log b) primary-strength comparisons for b buckets.
    func bucketIndex(of string: String) -> Int {
        handle.withLock { handle in
            Self.bucketIndex(handle.pointer, string)
        }
    }

    /// At least this many strings are keyed on two threads.
    static let parallelThreshold = 50_000
    /// How many pieces a parallel batch is cut into (each with its own collator).
    static let parallelChunks = 8

    /// Sort keys (`ucol_getSortKey`) of `count` strings, `string(i)` for `i` in
    /// `0 ..< count`, in one buffer; with `withBuckets`, also each string's bucket.
    ///
    /// The strings' UTF-8 is first gathered on the calling thread (so `string` never runs
    /// under the lock or on another thread). From ``parallelThreshold`` strings on, they are
    /// cut into ``parallelChunks`` pieces keyed by `DispatchQueue.concurrentPerform`, each
    /// with its own clone of the collator (`ucol_clone`; the immutable index is
    /// thread-safe), and the pieces are joined.
    /// - Complexity: O(total length); one lock for the whole batch.
    func sortKeys(count: Int, withBuckets: Bool, _ string: (Int) -> String) -> SortKeys {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(count * 16)
        var starts = [Int](repeating: 0, count: count + 1)
        for i in 0..<count {
            var text = string(i)
            text.withUTF8 { utf8.append(contentsOf: $0) }
            starts[i + 1] = utf8.count
        }
        return handle.withLock { handle in
            // One collator per chunk, cloned here on the calling thread.
            let chunks = count >= Self.parallelThreshold ? Self.parallelChunks : 1
            var clones: [OpaquePointer] = []
            for _ in 1..<chunks {
                var status: Int32 = 0
                guard let clone = cicu_collation_clone(handle.pointer, &status) else { break }
                clones.append(clone)
            }
            defer { for clone in clones { cicu_collation_close(clone) } }
            return utf8.withUnsafeBufferPointer { utf8 in
                starts.withUnsafeBufferPointer { starts in
                    let text: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void = { i, body in
                        body(UnsafeBufferPointer(rebasing: utf8[starts[i]..<starts[i + 1]]))
                    }
                    guard clones.count == chunks - 1, chunks > 1 else {
                        return Self.sortKeys(handle.pointer, 0..<count, withBuckets: withBuckets, text)
                    }
                    let parts = UnsafeMutableBufferPointer<SortKeys>.allocate(capacity: chunks)
                    defer { parts.deinitialize().deallocate() }
                    // Each chunk has its own collator and writes its own slot; the text is
                    // read only. Dispatch hands chunks to whichever thread is free, so a
                    // busy core slows the run down to about the serial time, not below it.
                    let work = ChunkWork(
                        pointers: [handle.pointer] + clones,
                        ranges: (0..<chunks).map { k in k * count / chunks..<(k + 1) * count / chunks },
                        parts: parts, text: text, withBuckets: withBuckets)
                    DispatchQueue.concurrentPerform(iterations: chunks) { k in work.run(k) }
                    return SortKeys.joined(Array(parts))
                }
            }
        }
    }

    /// The chunks of a parallel ``sortKeys(count:withBuckets:_:)``: chunk `k` keys
    /// `ranges[k]` with `pointers[k]` into `parts[k]`.
    private struct ChunkWork: @unchecked Sendable {
        let pointers: [OpaquePointer]
        let ranges: [Range<Int>]
        let parts: UnsafeMutableBufferPointer<SortKeys>
        let text: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
        let withBuckets: Bool

        func run(_ k: Int) {
            (parts.baseAddress! + k).initialize(
                to: ICUCollator.sortKeys(pointers[k], ranges[k], withBuckets: withBuckets, text))
        }
    }

    /// Sort keys of the strings `range`, whose UTF-8 `text(i, body)` hands to `body`,
    /// made with the collation at `pointer` (used by one thread at a time).
    private static func sortKeys(
        _ pointer: OpaquePointer, _ range: Range<Int>, withBuckets: Bool,
        _ text: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) -> SortKeys {
        let count = range.count
        var bytes = [UInt8](repeating: 0, count: max(256, count * 24))
        var used = 0
        var offsets = [Int](repeating: 0, count: count + 1)
        var buckets = [Int32](repeating: 0, count: withBuckets ? count : 0)
        for (k, i) in range.enumerated() {
            text(i) { utf8 in
                let base = utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                let length = Int32(utf8.count)
                var bucket: Int32 = 0
                var needed = 0
                while true {
                    let capacity = bytes.count - used
                    var status: Int32 = 0
                    needed = bytes.withUnsafeMutableBufferPointer { buffer in
                        let out = buffer.baseAddress! + used
                        return Int(
                            withBuckets
                                ? cicu_collation_bucket_and_sort_key(
                                    pointer, base, length, &bucket, out, Int32(capacity), &status)
                                : cicu_collation_sort_key(pointer, base, length, out, Int32(capacity), &status))
                    }
                    if needed <= capacity { break }
                    // Grow to the size the keys so far predict for all rows, plus 1/8.
                    let predicted = k > 0 ? used / k * count + used / k * count / 8 : bytes.count * 2
                    bytes.append(contentsOf: repeatElement(0, count: max(predicted - bytes.count, needed, 256)))
                }
                used += needed
                if withBuckets { buckets[k] = bucket }
            }
            offsets[k + 1] = used
        }
        if bytes.count < used + SortKeys.padding {
            bytes.append(contentsOf: repeatElement(0, count: used + SortKeys.padding - bytes.count))
        }
        bytes.removeLast(bytes.count - used - SortKeys.padding)
        for k in used..<used + SortKeys.padding { bytes[k] = 0 }
        return SortKeys(bytes: bytes, offsets: offsets, buckets: buckets)
    }

    /// Three-way comparison with the collator (`ucol_strcollUTF8`): -1, 0 or 1.
    func compare(_ a: String, _ b: String) -> Int {
        handle.withLock { handle in
            var a = a
            var b = b
            return a.withUTF8 { ua in
                b.withUTF8 { ub in
                    var status: Int32 = 0
                    return Int(
                        cicu_collation_compare(
                            handle.pointer,
                            ua.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                            Int32(ua.count),
                            ub.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                            Int32(ub.count),
                            &status))
                }
            }
        }
    }

    private static func bucketIndex(_ pointer: OpaquePointer, _ string: String) -> Int {
        var text = string
        return text.withUTF8 { utf8 in
            var status: Int32 = 0
            return Int(
                cicu_collation_bucket_index(
                    pointer, utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                    Int32(utf8.count), &status))
        }
    }
}
