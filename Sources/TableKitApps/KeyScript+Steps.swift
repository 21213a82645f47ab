import TableKit

extension KeyScript {
    /// One step of a key script: a key event to send, or a word that lets time pass as it
    /// would while a person looks at the screen.
    public enum Step: Equatable, Sendable {
        /// A key event (``KeyScript/parse(_:)``).
        case event(Event)
        /// `Idle`: runs what is pending (the main queue, main-actor jobs, due timers);
        /// `Idle:2s`, `Idle:500ms` also let that much time pass as on the terminal
        /// (`Window.runMainRunLoop(for:)`): on the main thread real time, in which
        /// `asyncAfter` blocks, `RunLoop.main` timers, controller timers and ticks due run;
        /// off it the window's clock only, firing controller timers and ticks.
        case idle(Duration)
        /// `Wait`: waits until the controllers' tasks and `BackgroundWork` have finished,
        /// running pending work meanwhile, as a person waits for loading to end
        /// (`Window/waitForBackgroundWorkOnMainThread()`).
        case wait
    }

    /// The words that are not keys, as `--help` lists them.
    public static let wordsHelp = """
        Key script words (--keys): besides keys, Idle runs what is pending (main-queue work,
          tasks on the main actor, timers that are due); Idle:2s, Idle:1.5s or Idle:500ms
          waits that long first, as a person looking at the screen does:
          DispatchQueue.main.asyncAfter blocks, Foundation timers and the screen's own timers
          due meanwhile run too; Wait waits until loading in the background has finished, so
          the printed screen shows what a person sees after it. Words and key names match in
          any case; a single character is the key typed (j and J differ).
        """

    /// The steps of `script`: the keys of ``parse(_:)``, and the words `Idle`, `Idle:DURATION`
    /// (a decimal number of `s` or `ms`, `Idle:1.5s`, 0 to 86,400 s) and `Wait`, in any case
    /// as key names are (only a single character is taken as typed: `j` and `J` differ).
    /// - Throws: ``ParseError`` for an unterminated quote, an unknown word or a bad duration.
    public static func steps(_ script: String) throws(KeyScript.ParseError) -> [Step] {
        let chars = Array(script)
        var steps: [Step] = []
        var segmentStart = 0  // the keys since the last word, parsed in place so errors keep their columns
        func flush(upTo end: Int) throws(KeyScript.ParseError) {
            guard end > segmentStart else { return }
            steps += try parse(String(repeating: " ", count: segmentStart) + String(chars[segmentStart..<end])).map(
                Step.event)
        }
        var i = 0
        var inQuote = false
        while i < chars.count {
            if chars[i] == "'" { inQuote.toggle() }
            if inQuote || chars[i] == " " || chars[i] == "'" {
                i += 1
                continue
            }
            var end = i
            while end < chars.count && chars[end] != " " { end += 1 }
            if let step = try step(String(chars[i..<end]), column: i + 1) {
                try flush(upTo: i)
                steps.append(step)
                segmentStart = end
            }
            i = end
        }
        try flush(upTo: chars.count)
        return steps
    }

    /// The step `word` names (`Idle`, `Idle:2s`, `Idle:1.5s`, `Wait`), nil for a key. Words
    /// match in any case, as key names do (``KeyScript/parse(_:)``).
    /// - Throws: ``ParseError`` naming the word and its column when the duration is not one.
    static func step(_ word: String, column: Int) throws(KeyScript.ParseError) -> Step? {
        let lower = word.lowercased()
        if lower == "wait" { return .wait }
        if lower == "idle" { return .idle(.zero) }
        guard lower.hasPrefix("idle:") else { return nil }
        guard let d = duration(lower.dropFirst(5)) else {
            throw .init(
                "--keys:1:\(column): '\(Sanitizer.messageValue(word))' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"
            )
        }
        return .idle(d)
    }

    /// The duration `text` names: a decimal number (`2`, `1.5`, `.5`, `2.`, as `sleep` takes
    /// them) then `s` or `ms`, at most 86,400 s, kept to the nanosecond; nil otherwise.
    static func duration(_ text: Substring) -> Duration? {
        let (number, nanosecondsPerUnit): (Substring, Int64) =
            text.hasSuffix("ms")
            ? (text.dropLast(2), 1_000_000)
            : text.hasSuffix("s") ? (text.dropLast(1), 1_000_000_000) : ("", 0)
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first ?? ""
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), nanosecondsPerUnit > 0,
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }), whole.count <= 9
        else { return nil }
        // The fraction's digits beyond a nanosecond are dropped.
        let digits = Array(fraction.prefix(9))
        var fractionNanos: Int64 = 0
        var scale = nanosecondsPerUnit
        for d in digits {
            scale /= 10
            fractionNanos += Int64(d.wholeNumberValue ?? 0) * scale
        }
        let nanoseconds = (Int64(whole) ?? 0) * nanosecondsPerUnit + fractionNanos
        guard nanoseconds <= 86_400 * 1_000_000_000 else { return nil }
        return .nanoseconds(nanoseconds)
    }

    /// Plays `steps` in `window`: events are sent, `Idle` and `Idle:DURATION` let time pass
    /// (`Window.runMainRunLoop(for:)`: real time on the main thread, so main-queue work,
    /// `asyncAfter` and `RunLoop.main` timers due in it run; off it only the window's clock
    /// moves), `Wait` waits for the controllers' tasks and `BackgroundWork`
    /// (`Window.waitForBackgroundWorkOnMainThread()`). `settle` runs after each event and
    /// each `Wait`: a screen's own wait for its background jobs (`tablekit view`'s sort and search).
    @MainActor
    public static func play(_ steps: [Step], in window: Window, settle: () -> Void = {}) {
        for step in steps {
            switch step {
            case .event(let e):
                window.send(e)
                settle()
            case .idle(let d): window.runMainRunLoop(for: d)
            case .wait:
                window.waitForBackgroundWorkOnMainThread()
                settle()
            }
        }
    }
}
