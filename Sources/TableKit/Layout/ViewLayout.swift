import Foundation

/// A view's layout read from a JSON file bundled with an app: TableKit's nib for any view
/// (UIKit's `UINib`), e.g. a table's header with Edit and New buttons. It lists labels,
/// image glyphs, buttons and plain views with their frames in columns and lines; names
/// the owner's outlets they connect to and the owner's actions the buttons call. Load it
/// with ``Foundation/Bundle/loadLayout(named:owner:)`` or ``instantiate(owner:)``; a cell
/// layout is registered with `TableView.register(layout:cellClass:forCellReuseIdentifier:)`.
///
/// ```json
/// { "height": 1, "outlet": "headerView",
///   "views": [
///     { "class": "Button", "title": "Edit", "action": "toggleEditingMode",
///       "outlet": "editButton", "frame": { "x": 1, "y": 0 } },
///     { "class": "Button", "title": "New", "action": "addNewItem",
///       "frame": { "trailing": 1, "y": 0 } } ] }
/// ```
///
/// - `height`: the view's lines, 1...100. `outlet` (optional): the owner's outlet for the
///   whole view (the nib's top-level view).
/// - `views`: drawn in order. `class`: `Label`, `ImageView`, `Button` or `View`.
/// - `frame` in the view's columns and lines: `y` (`>= 0`, required), `height` (lines,
///   default 1); `x` (the left edge) or `trailing` (columns from the right edge), or both
///   with `"width": "fill"`; `width`: columns, `"fill"` (from `x` to the right edge less
///   `trailing`), or left out for the content's own width (a label's text, a button's
///   `[ Title ]`, a glyph; a `View` must give one).
/// - Optional: `outlet` (a name unique in the file), `tag`, `font` (`plain`, `bold`, `dim`,
///   `italic`, `underline`, or a list), `color` (a terminal colour); `text`, `alignment`
///   (`left`, `center`, `right`) and `lines` for a `Label` (`text` is an `ImageView`'s
///   glyph); `title` and `action` (a name the owner answers in
///   ``LayoutOwner/action(named:)``) for a `Button`.
///
/// Unknown keys are errors, so a misspelt key is reported rather than ignored; every error
/// names the file, line and column (``LayoutError``).
public struct ViewLayout: Sendable, Equatable {
    /// A horizontal size in columns.
    public enum Width: Sendable, Equatable {
        /// Exactly this many columns, `>= 0`.
        case fixed(Int)
        /// The content's own width (text, title or glyph).
        case fit
        /// From the left edge to the container's right edge less `trailing`.
        case fill
    }

    /// One view of the layout.
    public struct Element: Sendable, Equatable {
        /// The view class an element makes; the raw value is the file's `class` name.
        public enum Kind: String, Sendable, CaseIterable {
            case label = "Label", imageView = "ImageView", button = "Button", view = "View"
        }
        /// The view class.
        public var kind: Kind
        /// The owner's outlet this view connects to; nil for none.
        public var outlet: String?
        /// The owner's action a button calls; nil for none (and for other classes).
        public var action: String?
        /// The view's `tag`; 0 when the file gives none.
        public var tag: Int = 0
        /// The left edge in columns; nil when the view is placed from the right (``trailing``).
        public var x: Int?
        /// Columns kept free at the right edge; nil when the view is placed from the left only.
        public var trailing: Int?
        /// The top edge in lines, `>= 0`.
        public var y: Int
        /// The width.
        public var width: Width
        /// The height in lines, `>= 0`.
        public var height: Int
        /// A label's text, an image view's glyph or a button's title; nil for none.
        public var text: String?
        /// The file's `font` and `color`; nil when it gives neither (each class keeps its own).
        public var style: Style?
        /// A label's alignment.
        public var alignment: TextAlignment = .left
        /// A label's `numberOfLines`, `>= 0`.
        public var numberOfLines: Int = 1
        /// Where the element's `outlet` and `action` values are in the file, for errors
        /// found while connecting them to an owner.
        var outletPosition: ParsePosition?
        var actionPosition: ParsePosition?
        /// The element's JSON path, e.g. `views[2]`.
        var path: String = ""

        /// The columns the content needs when ``width`` is ``Width/fit``.
        var fittingWidth: Int {
            switch kind {
            case .button: (text ?? "").displayWidth + 4
            case .label, .imageView: (text ?? "").split(separator: "\n").map { String($0).displayWidth }.max() ?? 0
            case .view: 0
            }
        }

        /// The element's frame in a container `containerWidth` columns wide; never wider
        /// than what is left right of its left edge.
        public func frame(inWidth containerWidth: Int) -> Rect {
            let w: Int
            switch width {
            case .fixed(let n): w = n
            case .fit: w = fittingWidth
            case .fill: w = containerWidth - (x ?? 0) - (trailing ?? 0)
            }
            let left = width == .fill ? (x ?? 0) : (x ?? (containerWidth - (trailing ?? 0) - w))
            let l = max(0, left)
            return Rect(x: l, y: y, width: max(0, min(w, containerWidth - l)), height: height)
        }
    }

    /// The name errors give for the file (its path, or the source name given).
    public var source: String
    /// The view's height in lines, 1...100.
    public var height: Int
    /// The owner's outlet for the whole view; nil for none.
    public var outlet: String?
    /// The views, in file order, which is drawing order.
    public var elements: [Element]
    var outletPosition: ParsePosition?

    /// The outlet names, the whole view's first, then in file order.
    public var outletNames: [String] { (outlet.map { [$0] } ?? []) + elements.compactMap(\.outlet) }
    /// The action names the buttons call, in file order.
    public var actionNames: [String] { elements.compactMap(\.action) }

    /// Reads a layout file.
    /// - Throws: ``LayoutError`` when the file cannot be read, is not JSON, or does not
    ///   describe a layout (the error names the line, column and key at fault).
    public static func load(contentsOf url: URL) throws(LayoutError) -> ViewLayout {
        let data: Data
        do { data = try DataFile.read(url.path) } catch {
            let shown = Sanitizer.messageLine(url.path) + ": "
            let reason = error.description.hasPrefix(shown) ? String(error.description.dropFirst(shown.count)) : error.description
            throw LayoutError(file: url.path, position: nil, message: reason)
        }
        return try ViewLayout(data: data, source: url.path)
    }

    /// Reads a layout from JSON `data`; `source` names it in errors.
    /// - Throws: ``LayoutError``.
    /// - Complexity: O(n) in the bytes, plus O(n) per position reported.
    public init(data: Data, source: String = "layout") throws(LayoutError) {
        let bytes = [UInt8](data)
        let root: LayoutJSON
        do { root = try LayoutJSON.parse(bytes) } catch {
            throw LayoutError(file: source, position: ParsePosition.of(byte: error.offset, in: bytes),
                              message: "not valid JSON: \(error.message)")
        }
        let p = LayoutFileReader(source: source, bytes: bytes)
        let top = try p.object(root, at: "")
        try p.onlyKeys(root, ["height", "outlet", "views"], at: "")
        self.source = source
        height = try p.int(top["height"], in: root, at: "height", range: 1...100)
        (outlet, outletPosition) = try p.name(top["outlet"], at: "outlet")
        guard let viewsValue = top["views"] else { throw p.error(root, "views", "missing (a list of views is required)") }
        guard case .array(let rawViews) = viewsValue.value else { throw p.error(viewsValue, "views", "expected a list of views, not \(viewsValue.described)") }
        var elements: [Element] = []
        var outlets: Set<String> = outlet.map { [$0] } ?? []
        for (i, raw) in rawViews.enumerated() {
            let e = try p.element(raw, at: "views[\(i)]")
            if let o = e.outlet, !outlets.insert(o).inserted {
                throw LayoutError(file: source, position: e.outletPosition, path: "\(e.path).outlet", message: "the outlet '\(o)' is used twice")
            }
            if e.y + e.height > height {
                throw p.error(raw["frame"] ?? raw, "\(e.path).frame", "ends at line \(e.y + e.height), below the layout's height \(height)")
            }
            elements.append(e)
        }
        self.elements = elements
    }
}

/// Reads the values of a layout file, throwing errors that name the line, column and key.
struct LayoutFileReader {
    let source: String
    let bytes: [UInt8]

    func position(_ offset: Int) -> ParsePosition { ParsePosition.of(byte: offset, in: bytes) }

    func error(_ at: LayoutJSON, _ path: String, _ message: String) -> LayoutError {
        LayoutError(file: source, position: position(at.offset), path: path, message: message)
    }

    func object(_ v: LayoutJSON, at path: String) throws(LayoutError) -> [String: LayoutJSON] {
        guard case .object(let members) = v.value else { throw error(v, path, "expected a JSON object, not \(v.described)") }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    func onlyKeys(_ v: LayoutJSON, _ keys: Set<String>, at path: String) throws(LayoutError) {
        guard case .object(let members) = v.value else { return }
        if let bad = members.first(where: { !keys.contains($0.key) }) {
            throw LayoutError(file: source, position: position(bad.keyOffset), path: path.isEmpty ? bad.key : "\(path).\(bad.key)",
                              message: "unknown key (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    func int(_ v: LayoutJSON?, in parent: LayoutJSON, at path: String, range: ClosedRange<Int>) throws(LayoutError) -> Int {
        guard let v else { throw error(parent, path, "missing (a whole number from \(range.lowerBound) to \(range.upperBound) is required)") }
        guard case .number(let d) = v.value, d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw error(v, path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), not \(v.described)")
        }
        return Int(d)
    }

    func string(_ v: LayoutJSON?, at path: String) throws(LayoutError) -> String? {
        guard let v else { return nil }
        guard case .string(let s) = v.value else { throw error(v, path, "expected a string, not \(v.described)") }
        return s
    }

    /// An outlet or action name: a non-empty string, with where it is.
    func name(_ v: LayoutJSON?, at path: String) throws(LayoutError) -> (String?, ParsePosition?) {
        guard let v, let s = try string(v, at: path) else { return (nil, nil) }
        guard !s.isEmpty else { throw error(v, path, "must not be empty") }
        return (s, position(v.offset))
    }

    func element(_ raw: LayoutJSON, at path: String) throws(LayoutError) -> ViewLayout.Element {
        let o = try object(raw, at: path)
        guard let clsValue = o["class"] else { throw error(raw, "\(path).class", "missing (Label, ImageView, Button or View)") }
        guard let cls = try string(clsValue, at: "\(path).class"), let kind = ViewLayout.Element.Kind(rawValue: cls) else {
            throw error(clsValue, "\(path).class", "unknown class \(clsValue.described) (expected Label, ImageView, Button or View)")
        }
        var keys: Set<String> = ["class", "outlet", "tag", "frame", "font", "color"]
        switch kind {
        case .label: keys.formUnion(["text", "alignment", "lines"])
        case .imageView: keys.insert("text")
        case .button: keys.formUnion(["title", "action"])
        case .view: break
        }
        try onlyKeys(raw, keys, at: path)
        guard let frameValue = o["frame"] else { throw error(raw, "\(path).frame", "missing (an object with x or trailing, and y)") }
        let f = try object(frameValue, at: "\(path).frame")
        try onlyKeys(frameValue, ["x", "y", "width", "height", "trailing"], at: "\(path).frame")
        let big = 0...10_000
        let fp = "\(path).frame"
        let x = f["x"] == nil ? nil : try int(f["x"], in: frameValue, at: "\(fp).x", range: big)
        let trailing = f["trailing"] == nil ? nil : try int(f["trailing"], in: frameValue, at: "\(fp).trailing", range: big)
        let y = try int(f["y"], in: frameValue, at: "\(fp).y", range: big)
        let h = f["height"] == nil ? 1 : try int(f["height"], in: frameValue, at: "\(fp).height", range: big)
        let width: ViewLayout.Width
        if let wv = f["width"], case .string(let s) = wv.value {
            guard s == "fill" else { throw error(wv, "\(fp).width", "expected a whole number or \"fill\", not \(wv.described)") }
            width = .fill
        } else if let wv = f["width"] {
            width = .fixed(try int(wv, in: frameValue, at: "\(fp).width", range: big))
        } else {
            guard kind != .view else { throw error(frameValue, "\(fp).width", "missing (a View has no content to size it: give columns or \"fill\")") }
            width = .fit
        }
        if x == nil && trailing == nil { throw error(frameValue, "\(fp).x", "missing (give x, or trailing to place the view from the right edge)") }
        if x != nil && trailing != nil && width != .fill {
            throw error(f["trailing"]!, "\(fp).trailing", "x and trailing together need \"width\": \"fill\" (the width is what lies between them)")
        }
        var e = ViewLayout.Element(kind: kind, x: x, trailing: trailing, y: y, width: width, height: h)
        e.path = path
        (e.outlet, e.outletPosition) = try name(o["outlet"], at: "\(path).outlet")
        (e.action, e.actionPosition) = try name(o["action"], at: "\(path).action")
        e.tag = o["tag"] == nil ? 0 : try int(o["tag"], in: raw, at: "\(path).tag", range: Int(Int32.min)...Int(Int32.max))
        e.text = try string(kind == .button ? o["title"] : o["text"], at: "\(path).\(kind == .button ? "title" : "text")")
        e.style = try style(o, at: path)
        if let a = o["alignment"] {
            switch try string(a, at: "\(path).alignment") {
            case "left": e.alignment = .left
            case "center": e.alignment = .center
            case "right": e.alignment = .right
            default: throw error(a, "\(path).alignment", "expected left, center or right, not \(a.described)")
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
                    throw error(n, p, "unknown font \(n.described) (expected one of: \(Self.fonts.keys.sorted().joined(separator: ", ")))")
                }
                style.attributes.formUnion(attr)
            }
        }
        if let c = o["color"] {
            guard case .string(let s) = c.value, let color = Color.allCases.first(where: { "\($0)" == s }) else {
                throw error(c, "\(path).color", "unknown colour \(c.described) (expected one of: \(Color.allCases.map { "\($0)" }.joined(separator: ", ")))")
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
