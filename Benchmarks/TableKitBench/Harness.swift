import Foundation

/// One measured number, printed as one JSON object per line.
///
/// `ratio` is `value / baseline` when a baseline was run on the same input in the same
/// process; lower is better unless the name says otherwise.
struct Measure: Encodable {
    var name: String
    var value: Double
    var unit: String
    var baseline: Double?
    var baselineName: String?
    var ratio: Double?

    init(_ name: String, _ value: Double, unit: String, baseline: Double? = nil, baselineName: String? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.baselineName = baselineName
        if let b = baseline, b > 0 { ratio = value / b }
    }
}

/// Prints measures as JSON lines on standard output, in the order given.
func emit(_ measures: [Measure]) {
    let enc = JSONEncoder()
    enc.outputFormatting = [.sortedKeys]
    for m in measures {
        if let data = try? enc.encode(m), let s = String(data: data, encoding: .utf8) { print(s) }
    }
}

/// The best (minimum) wall time of `repeats` runs of `body`, in milliseconds.
/// Minimum, not mean: it is the run least disturbed by the other core's load.
func timeMillis(repeats: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repeats) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        body()
        let t1 = DispatchTime.now().uptimeNanoseconds
        best = min(best, Double(t1 - t0) / 1e6)
    }
    return best
}

/// What a measure's time is.
enum BenchClock {
    /// Wall time: what a user waits, and all a multi-threaded measure can be judged by.
    case wall
    /// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): for single-threaded
    /// code on a machine shared with other work, it leaves out the time the thread waited
    /// for a core (caches shared with the other work still count).
    case thread
    /// CPU time of every thread of the process (`CLOCK_PROCESS_CPUTIME_ID`): the work a
    /// multi-threaded measure does in all.
    case process
}

/// Now on `clock`, in nanoseconds.
func nanoseconds(_ clock: BenchClock) -> UInt64 {
    switch clock {
    case .wall:
        return DispatchTime.now().uptimeNanoseconds
    case .thread, .process:
        var t = timespec()
        clock_gettime(clock == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}

/// The best times of `baseline` and `subject` on `clock`, in milliseconds, run alternately
/// `repeats` times each, so that both see the same moments of the other core's load.
func timeMillisAlternating(
    repeats: Int = 31, clock: BenchClock = .wall, baseline: () -> Void,
    subject: () -> Void
) -> (baseline: Double, subject: Double) {
    var best = (baseline: Double.infinity, subject: Double.infinity)
    func once(_ body: () -> Void) -> Double {
        let t0 = nanoseconds(clock)
        body()
        return Double(nanoseconds(clock) - t0) / 1e6
    }
    for _ in 0..<max(1, repeats) {
        best.baseline = min(best.baseline, once(baseline))
        best.subject = min(best.subject, once(subject))
    }
    return best
}

/// Peak resident memory of this process so far, in MiB (`VmHWM` of /proc/self/status).
func peakMemoryMiB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb / 1024
    }
    return 0
}

/// Resets the kernel's peak-RSS counter so that the next ``peakMemoryMiB()`` reads the
/// peak of what runs from now on (writes `5` to /proc/self/clear_refs, Linux ≥ 4.0).
func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never) func blackHole<T>(_ value: T) { _ = withExtendedLifetime(value) { 0 } }
