/// Reads the values of a layout file, throwing errors that name the line, column and key.
struct LayoutFileReader {
    let source: String
    let bytes: [UInt8]

    func position(_ offset: Int) -> ParsePosition { ParsePosition.of(byte: offset, in: bytes) }

    func error(_ at: LayoutJSON, _ path: String, _ message: String) -> LayoutError {
        LayoutError(file: source, position: position(at.offset), path: path, message: message)
    }

    func object(_ v: LayoutJSON, at path: String) throws(LayoutError) -> [String: LayoutJSON] {
        guard case .object(let members) = v.value else {
            throw error(v, path, "expected a JSON object, not \(v.described)")
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    func onlyKeys(_ v: LayoutJSON, _ keys: Set<String>, at path: String) throws(LayoutError) {
        guard case .object(let members) = v.value else { return }
        if let bad = members.first(where: { !keys.contains($0.key) }) {
            throw LayoutError(
                file: source, position: position(bad.keyOffset), path: path.isEmpty ? bad.key : "\(path).\(bad.key)",
                message: "unknown key (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    func int(_ v: LayoutJSON?, in parent: LayoutJSON, at path: String, range: ClosedRange<Int>) throws(LayoutError)
        -> Int
    {
        guard let v else {
            throw error(
                parent, path, "missing (a whole number from \(range.lowerBound) to \(range.upperBound) is required)")
        }
        guard case .number(let d) = v.value, d == d.rounded(), d >= Double(range.lowerBound),
            d <= Double(range.upperBound)
        else {
            throw error(
                v, path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), not \(v.described)")
        }
        return Int(d)
    }

    func string(_ v: LayoutJSON?, at path: String) throws(LayoutError) -> String? {
        guard let v else { return nil }
        guard case .string(let s) = v.value else { throw error(v, path, "expected a string, not \(v.described)") }
        return s
    }

    /// A value given as a name, for "unknown class 'Slider'": a string in quotes, anything
    /// else as ``LayoutJSON/described``.
    func named(_ v: LayoutJSON) -> String {
        if case .string(let s) = v.value { "'\(s)'" } else { v.described }
    }

    /// An outlet or action name: a non-empty string, with where it is.
    func name(_ v: LayoutJSON?, at path: String) throws(LayoutError) -> (String?, ParsePosition?) {
        guard let v, let s = try string(v, at: path) else { return (nil, nil) }
        guard !s.isEmpty else { throw error(v, path, "must not be empty") }
        return (s, position(v.offset))
    }

    /// One of the names in `choices` and its value; nil when `v` is absent.
    func choice<T>(_ v: LayoutJSON?, at path: String, _ choices: [(String, T)]) throws(LayoutError) -> T? {
        guard let v else { return nil }
        guard case .string(let s) = v.value, let found = choices.first(where: { $0.0 == s }) else {
            throw error(
                v, path, "unknown value \(named(v)) (expected one of: \(choices.map(\.0).joined(separator: ", ")))")
        }
        return found.1
    }

    func element(_ raw: LayoutJSON, at path: String) throws(LayoutError) -> ViewLayout.Element {
        let o = try object(raw, at: path)
        guard let clsValue = o["class"] else {
            throw error(raw, "\(path).class", "missing (Label, ImageView, Button or View)")
        }
        guard let cls = try string(clsValue, at: "\(path).class"), let kind = ViewLayout.Element.Kind(rawValue: cls)
        else {
            throw error(
                clsValue, "\(path).class",
                "unknown class \(named(clsValue)) (expected Label, ImageView, Button or View)")
        }
        var keys: Set<String> = ["class", "outlet", "tag", "frame", "font", "color"]
        switch kind {
        case .label: keys.formUnion(["text", "alignment", "lines"])
        case .imageView: keys.insert("text")
        case .button: keys.formUnion(["title", "action"])
        case .view: break
        }
        try onlyKeys(raw, keys, at: path)
        guard let frameValue = o["frame"] else {
            throw error(raw, "\(path).frame", "missing (an object with x or trailing, and y)")
        }
        let f = try object(frameValue, at: "\(path).frame")
        try onlyKeys(frameValue, ["x", "y", "width", "height", "trailing"], at: "\(path).frame")
        let big = 0...10_000
        let fp = "\(path).frame"
        let x = f["x"] == nil ? nil : try int(f["x"], in: frameValue, at: "\(fp).x", range: big)
        let trailing =
            f["trailing"] == nil ? nil : try int(f["trailing"], in: frameValue, at: "\(fp).trailing", range: big)
        let y = try int(f["y"], in: frameValue, at: "\(fp).y", range: big)
        let h = f["height"] == nil ? 1 : try int(f["height"], in: frameValue, at: "\(fp).height", range: big)
        let width: ViewLayout.Width
        if let wv = f["width"], case .string(let s) = wv.value {
            guard s == "fill" else {
                throw error(wv, "\(fp).width", "expected a whole number or \"fill\", not \(wv.described)")
            }
            width = .fill
        } else if let wv = f["width"] {
            width = .fixed(try int(wv, in: frameValue, at: "\(fp).width", range: big))
        } else {
            guard kind != .view else {
                throw error(
                    frameValue, "\(fp).width", "missing (a View has no content to size it: give columns or \"fill\")")
            }
            width = .fit
        }
        if x == nil && trailing == nil {
            throw error(frameValue, "\(fp).x", "missing (give x, or trailing to place the view from the right edge)")
        }
        if x != nil && trailing != nil && width != .fill {
            throw error(
                f["trailing"]!, "\(fp).trailing",
                "x and trailing together need \"width\": \"fill\" (the width is what lies between them)")
        }
        var e = ViewLayout.Element(kind: kind, x: x, trailing: trailing, y: y, width: width, height: h)
        e.path = path
        (e.outlet, e.outletPosition) = try name(o["outlet"], at: "\(path).outlet")
        (e.action, e.actionPosition) = try name(o["action"], at: "\(path).action")
        e.tag =
            o["tag"] == nil ? 0 : try int(o["tag"], in: raw, at: "\(path).tag", range: Int(Int32.min)...Int(Int32.max))
        e.text = try string(
            kind == .button ? o["title"] : o["text"], at: "\(path).\(kind == .button ? "title" : "text")")
        e.style = try style(o, at: path)
        if let a = o["alignment"] {
            switch try string(a, at: "\(path).alignment") {
            case "left": e.alignment = .left
            case "center": e.alignment = .center
            case "right": e.alignment = .right
            default: throw error(a, "\(path).alignment", "expected left, center or right, not \(named(a))")
            }
        }
        if o["lines"] != nil { e.numberOfLines = try int(o["lines"], in: raw, at: "\(path).lines", range: 0...1_000) }
        return e
    }

    func style(_ o: [String: LayoutJSON], at path: String) throws(LayoutError) -> Style? {
        guard o["font"] != nil || o["color"] != nil else { return nil }
        var style = Style.plain
        if let font = o["font"] {
            let names: [LayoutJSON]
            if case .array(let list) = font.value { names = list } else { names = [font] }
            for (i, n) in names.enumerated() {
                let p = names.count == 1 && !(font.value.isArray) ? "\(path).font" : "\(path).font[\(i)]"
                guard case .string(let s) = n.value, let attr = Self.fonts[s] else {
                    throw error(
                        n, p,
                        "unknown font \(named(n)) (expected one of: \(Self.fonts.keys.sorted().joined(separator: ", ")))"
                    )
                }
                style.attributes.formUnion(attr)
            }
        }
        if let c = o["color"] {
            guard case .string(let s) = c.value, let color = Color.allCases.first(where: { "\($0)" == s }) else {
                throw error(
                    c, "\(path).color",
                    "unknown colour \(named(c)) (expected one of: \(Color.allCases.map { "\($0)" }.joined(separator: ", ")))"
                )
            }
            style.foreground = color
        }
        return style
    }

    static let fonts: [String: Style.Attributes] = [
        "plain": [], "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline,
    ]
}

extension LayoutJSON.Value {
    var isArray: Bool { if case .array = self { true } else { false } }
}
