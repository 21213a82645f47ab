import Foundation
import TableKit

/// The tokens and the recursive-descent parser of ``FilterExpression``.
struct FilterParser {
    enum Token: Equatable {
        case word(String)
        case quotedName(String)
        case text(String)
        case op(String)
        case open
        case close
        case end
    }

    let text: String
    let columns: [Column]
    private var tokens: [(token: Token, at: Int)] = []
    private var i = 0

    init(text: String, columns: [Column]) {
        self.text = text
        self.columns = columns
    }

    /// The tree of the whole text.
    mutating func parseWhole() throws(FilterExpressionError) -> FilterExpression.Node {
        tokens = try tokenize()
        if tokens.count == 1 { throw error(at: 1, "empty expression: give a comparison such as pop > 1000") }
        let node = try parseOr()
        guard current == .end else { throw error(at: position, "expected and, or or the end, found \(shown(current))") }
        return node
    }

    // MARK: Tokens

    private func error(at column: Int, _ message: String) -> FilterExpressionError {
        FilterExpressionError(text: text, column: column, message: message)
    }

    /// Splits the text into tokens, each with the character (1-based) it starts at.
    private func tokenize() throws(FilterExpressionError) -> [(token: Token, at: Int)] {
        let chars = Array(text)
        var out: [(token: Token, at: Int)] = []
        var k = 0
        func isWordEnd(_ c: Character) -> Bool {
            c.isWhitespace || "()=!<>'\"`".contains(c)
        }
        while k < chars.count {
            let c = chars[k]
            let at = k + 1
            if c.isWhitespace {
                k += 1
                continue
            }
            switch c {
            case "(":
                out.append((.open, at))
                k += 1
            case ")":
                out.append((.close, at))
                k += 1
            case "=", "!", "<", ">":
                let next = k + 1 < chars.count ? chars[k + 1] : nil
                var op = String(c)
                if next == "=" || (c == "<" && next == ">") { op.append(next!) }
                if op == "!" { throw error(at: at, "'!' alone is not an operator: use != or not") }
                out.append((.op(op == "==" ? "=" : op == "<>" ? "!=" : op), at))
                k += op.count
            case "'", "\"", "`":
                var value = ""
                var j = k + 1
                var closed = false
                while j < chars.count {
                    if chars[j] == c {
                        if j + 1 < chars.count && chars[j + 1] == c {
                            value.append(c)
                            j += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    value.append(chars[j])
                    j += 1
                }
                guard closed else {
                    let what = c == "'" ? "text" : "column name"
                    throw error(at: at, "the quoted \(what) is not closed: end it with \(c)")
                }
                out.append((c == "'" ? .text(value) : .quotedName(value), at))
                k = j + 1
            default:
                var j = k
                while j < chars.count && !isWordEnd(chars[j]) { j += 1 }
                out.append((.word(String(chars[k..<j])), at))
                k = j
            }
        }
        out.append((.end, chars.count + 1))
        return out
    }

    private var current: Token { tokens[i].token }
    private var position: Int { tokens[i].at }

    private func isKeyword(_ t: Token, _ word: String) -> Bool {
        if case .word(let w) = t { return w.caseInsensitiveCompare(word) == .orderedSame }
        return false
    }

    private mutating func take(keyword word: String) -> Bool {
        guard isKeyword(current, word) else { return false }
        i += 1
        return true
    }

    private static let keywords: Set<String> = ["and", "or", "not", "contains", "matches", "is", "blank"]

    private func shown(_ t: Token) -> String {
        switch t {
        case .word(let w): "'\(Sanitizer.sanitize(w))'"
        case .quotedName(let n): "\"\(Sanitizer.sanitize(n))\""
        case .text(let s): "'\(Sanitizer.sanitize(s))' (quoted text)"
        case .op(let o): "'\(o)'"
        case .open: "'('"
        case .close: "')'"
        case .end: "the end"
        }
    }

    // MARK: Grammar

    private mutating func parseOr() throws(FilterExpressionError) -> FilterExpression.Node {
        var node = try parseAnd()
        while take(keyword: "or") { node = .or(node, try parseAnd()) }
        return node
    }

    private mutating func parseAnd() throws(FilterExpressionError) -> FilterExpression.Node {
        var node = try parseUnary()
        while take(keyword: "and") { node = .and(node, try parseUnary()) }
        return node
    }

    private mutating func parseUnary() throws(FilterExpressionError) -> FilterExpression.Node {
        if take(keyword: "not") { return .not(try parseUnary()) }
        if current == .open {
            let at = position
            i += 1
            let node = try parseOr()
            guard current == .close else {
                throw error(at: position, "expected ')' to close the '(' at 1:\(at), found \(shown(current))")
            }
            i += 1
            return node
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(FilterExpressionError) -> FilterExpression.Node {
        let leftAt = position
        let left = try parseOperand(onTheLeft: true)
        let opAt = position
        var negated = false
        if take(keyword: "is") {
            let not = take(keyword: "not")
            guard take(keyword: "blank") else {
                throw error(at: position, "expected blank after is\(not ? " not" : ""), found \(shown(current))")
            }
            return not ? .not(.isBlank(left)) : .isBlank(left)
        }
        if isKeyword(current, "not") {
            negated = true
            i += 1
        }
        if take(keyword: "contains") {
            let right = try parseOperand(onTheLeft: false, wordIsText: true)
            return negated ? .not(.contains(left, right)) : .contains(left, right)
        }
        if take(keyword: "matches") {
            let patternAt = position
            let right = try parseOperand(onTheLeft: false, wordIsText: true)
            guard case .text(let pattern) = right else {
                throw error(at: patternAt, "matches takes a regular expression in single quotes, such as '^a.*z$'")
            }
            do { _ = try NSRegularExpression(pattern: pattern) } catch {
                throw self.error(at: patternAt, "not a valid regular expression: '\(Sanitizer.sanitize(pattern))'")
            }
            return negated ? .not(.matches(left, pattern: pattern)) : .matches(left, pattern: pattern)
        }
        if negated { throw error(at: position, "expected contains or matches after not, found \(shown(current))") }
        guard case .op(let o) = current, let op = FilterExpression.Comparison(rawValue: o) else {
            throw error(
                at: opAt,
                "expected an operator (= != < <= > >= contains matches is blank) after \(shown(tokens[leftAt == opAt ? i : i - 1].token)), found \(shown(current))"
            )
        }
        i += 1
        let right = try parseOperand(onTheLeft: false)
        if case .column = left {
        } else if case .column = right {
        } else {
            throw error(at: leftAt, "a comparison needs a column on one side")
        }
        if case .text(let t) = right, t.isEmpty, op == .equal || op == .notEqual {
            return op == .equal ? .isBlank(left) : .not(.isBlank(left))
        }
        if case .text(let t) = left, t.isEmpty, op == .equal || op == .notEqual {
            return op == .equal ? .isBlank(right) : .not(.isBlank(right))
        }
        return .comparison(left, op, right)
    }

    /// A column or a value; a bare word as ``FilterExpression`` says (`wordIsText`: on the
    /// right of `contains` and `matches`, where it is text).
    private mutating func parseOperand(onTheLeft: Bool, wordIsText: Bool = false) throws(FilterExpressionError)
        -> FilterExpression.Operand
    {
        let at = position
        switch current {
        case .text(let s):
            i += 1
            return .text(s)
        case .quotedName(let name):
            i += 1
            // "Japan" on the right names no column: most likely text written as SQL or
            // pandas users write it; the error says how to write text.
            return .column(try column(named: name, at: at, hint: !onTheLeft))
        case .word(let w) where !Self.keywords.contains(w.lowercased()):
            i += 1
            if onTheLeft, let c = columnIndex(w) { return .column(c) }
            if let v = NumberParsing.value(of: w) { return .number(v) }
            if let v = DateParsing.value(of: w) { return .date(v) }
            if !onTheLeft {
                if wordIsText { return .text(w) }
                if let c = columnIndex(w) { return .column(c) }
                if BooleanParsing.value(of: w) != nil { return .text(w) }
            }
            return .column(try column(named: w, at: at, hint: !onTheLeft))
        case .end:
            throw error(at: at, "the expression stops too soon: expected a column or a value")
        default:
            throw error(at: at, "expected a column or a value, found \(shown(current))")
        }
    }

    private func columnIndex(_ name: String) -> Int? {
        columns.firstIndex { $0.name == name }
            ?? columns.firstIndex { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    private func column(named name: String, at: Int, hint: Bool) throws(FilterExpressionError) -> Int {
        if let c = columnIndex(name) { return c }
        let known = columns.map { Sanitizer.sanitize($0.name) }.joined(separator: ", ")
        let shownName = Sanitizer.sanitize(name)
        let text = hint ? "; text is written in single quotes: '\(shownName)'" : ""
        throw error(at: at, "unknown column '\(shownName)' (columns: \(known))\(text)")
    }
}
