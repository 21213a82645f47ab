import Foundation

/// A cell's layout read from a JSON file bundled with an app: TableKit's equivalent of a
/// nib (UIKit's `UINib` holding a `UITableViewCell`). It names the views of a cell's
/// content (labels, image glyphs, plain views), their frames in columns and lines, their
/// styles (the terminal's fonts) and their outlet names, so that a `TableViewCell`
/// subclass can be laid out by a file rather than by code.
///
/// The file is a JSON object:
///
/// ```json
/// { "height": 2,
///   "views": [
///     { "class": "Label", "outlet": "nameTitle", "text": "Name:",
///       "frame": { "x": 0, "y": 0, "width": 7, "height": 1 },
///       "font": "bold", "alignment": "right" },
///     { "class": "Label", "outlet": "name",
///       "frame": { "x": 8, "y": 0, "width": "fill", "height": 1 } } ] }
/// ```
///
/// - `height`: the lines a row needs, 1...100.
/// - `views`: drawn in order. `class` is `Label`, `ImageView` or `View`. `frame` is in
///   the content view's columns and lines, every number `>= 0`; `width` may be `"fill"`:
///   up to the content view's right edge less `"trailing"` columns (default 0). Optional:
///   `outlet` (a name unique in the file), `tag` (a whole number), `text` (the label's
///   text or the image glyph), `font` (`plain`, `bold`, `dim`, `italic`, `underline`, or
///   a list of them), `color` (one of the eight terminal colours), `alignment`
///   (`left`, `center`, `right`), `lines` (a label's `numberOfLines`, `>= 0`).
///
/// Unknown keys are errors, so a misspelt key is reported rather than ignored.
public struct CellLayout: Sendable, Equatable {
    /// A width in columns, or everything up to the right edge.
    public enum Width: Sendable, Equatable {
        /// Exactly this many columns, `>= 0`.
        case fixed(Int)
        /// Up to the container's right edge less `trailing` columns.
        case fill(trailing: Int)
    }

    /// One view of the layout.
    public struct Element: Sendable, Equatable {
        /// The view class an element makes; the raw value is the file's `class` name.
        public enum Kind: String, Sendable, CaseIterable { case label = "Label", imageView = "ImageView", view = "View" }
        /// The view class: label, image glyph or plain view.
        public var kind: Kind
        /// The outlet name, unique in the file; nil for none.
        public var outlet: String?
        /// The view's `tag`; 0 when the file gives none.
        public var tag: Int
        /// The left edge in the content view, in columns, `>= 0`.
        public var x: Int
        /// The top edge in the content view, in lines, `>= 0`.
        public var y: Int
        /// The width: fixed columns or up to the right edge.
        public var width: Width
        /// The height, in lines, `>= 0`; `y + height` is at most the layout's height.
        public var height: Int
        /// A label's text or an image view's glyph; nil for none.
        public var text: String?
        /// The file's `font` and `color`: attributes and foreground colour; `.plain` when neither is given.
        public var style: Style
        /// A label's alignment; `.left` when the file gives none.
        public var alignment: TextAlignment
        /// A label's `numberOfLines`, `>= 0` (0 for as many as fit); 1 when the file gives none.
        public var numberOfLines: Int

        /// The element's frame in a container `containerWidth` columns wide.
        public func frame(inWidth containerWidth: Int) -> Rect {
            switch width {
            case .fixed(let w): return Rect(x: x, y: y, width: w, height: height)
            case .fill(let trailing): return Rect(x: x, y: y, width: max(0, containerWidth - x - trailing), height: height)
            }
        }
    }

    /// Why a layout file could not be used: the file, where in it (a JSON path such as
    /// `views[2].frame.width`), and what was wrong.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        /// The file's path, or the `source` name the layout was read under.
        public var file: String
        /// The JSON path of the key at fault, e.g. `views[2].frame.width`; empty for the whole file.
        public var path: String
        /// What was wrong, in plain words.
        public var message: String
        /// Where in the file's text, for a JSON syntax error; nil otherwise.
        public var position: ParsePosition?
        /// An error about `path` in `file`, at `position` in its text when known.
        public init(file: String, path: String, message: String, position: ParsePosition? = nil) {
            self.file = file
            self.path = path
            self.message = message
            self.position = position
        }
        /// `file: path: message`, `file:line:column: message` for a syntax error
        /// (``ParsePosition``), or `file: message` when the path is empty, as one
        /// sanitised line (``Sanitizer/messageLine(_:)``): keys from the file are shown,
        /// never sent to the terminal.
        public var description: String {
            Sanitizer.messageLine(path.isEmpty ? ParsePosition.message(file, at: position, message) : "\(file): \(path): \(message)")
        }
    }

    /// The lines a row laid out by this file needs (for `heightForRowAt`).
    public var height: Int
    /// The views, in file order, which is drawing order.
    public var elements: [Element]

    /// The names of the outlets, in file order.
    public var outletNames: [String] { elements.compactMap(\.outlet) }

    /// Reads a layout file.
    /// - Throws: ``LoadError`` when the file cannot be read, is not JSON, or does not
    ///   describe a layout (the error names the key at fault).
    public static func load(contentsOf url: URL) throws(LoadError) -> CellLayout {
        let data: Data
        do { data = try DataFile.read(url.path) } catch {
            let shown = Sanitizer.messageLine(url.path) + ": "
            let reason = error.description.hasPrefix(shown) ? String(error.description.dropFirst(shown.count)) : error.description
            throw LoadError(file: url.path, path: "", message: reason)
        }
        return try CellLayout(data: data, source: url.path)
    }

    /// Reads a layout from JSON `data`; `source` names it in errors.
    /// - Throws: ``LoadError``.
    public init(data: Data, source: String = "layout") throws(LoadError) {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw LoadError(file: source, path: "", message: "not valid JSON: \(DataFile.jsonReason(error))",
                            position: DataFile.jsonPosition(error, in: data))
        }
        let p = Parser(source: source)
        let top = try p.object(root, at: "")
        try p.onlyKeys(top, ["height", "views"], at: "")
        height = try p.int(top["height"], at: "height", in: 1...100)
        guard let rawViews = top["views"] as? [Any] else {
            throw p.error("views", top["views"] == nil ? "missing (a list of views is required)" : "expected a list of views")
        }
        var elements: [Element] = []
        var outlets: Set<String> = []
        for (i, raw) in rawViews.enumerated() {
            let at = "views[\(i)]"
            let e = try p.element(raw, at: at)
            if let o = e.outlet {
                guard outlets.insert(o).inserted else { throw p.error("\(at).outlet", "outlet '\(o)' is used twice") }
            }
            if e.y + e.height > height {
                throw p.error("\(at).frame", "ends at line \(e.y + e.height), below the layout's height \(height)")
            }
            elements.append(e)
        }
        self.elements = elements
    }

    /// A layout from parts, as given: nothing is checked (not the height's range, the
    /// outlets' uniqueness, nor that elements fit in `height`).
    public init(height: Int, elements: [Element]) {
        self.height = height
        self.elements = elements
    }

    /// Checks that the layout has an outlet of each name with the view class given, as
    /// a nib's outlets are checked when it is loaded.
    /// - Throws: ``LoadError`` naming the first missing or mistyped outlet.
    public func requireOutlets(_ required: [String: Element.Kind], source: String = "layout") throws(LoadError) {
        for name in required.keys.sorted() {
            guard let i = elements.firstIndex(where: { $0.outlet == name }) else {
                throw LoadError(file: source, path: "views", message: "no view has the outlet '\(name)' (outlets: \(shortList(outletNames)))")
            }
            if elements[i].kind != required[name]! {
                throw LoadError(file: source, path: "views[\(i)].class",
                                message: "outlet '\(name)' must be \(article(required[name]!.rawValue)), not \(article(elements[i].kind.rawValue))")
            }
        }
    }

    /// Makes the views: a ``LayoutView`` holding one subview per element, in order.
    /// Put it in a cell's `contentView` and give it the content view's bounds.
    @MainActor
    public func instantiate() -> LayoutView { LayoutView(layout: self) }
}

/// The views of a ``CellLayout``, laid out by it at whatever width the view is given, with
/// the outlets found by name (what loading a nib connects in UIKit).
@MainActor
public final class LayoutView: View {
    /// The layout these views were made from.
    public let layout: CellLayout
    /// The views with outlet names, by name.
    public private(set) var outlets: [String: View] = [:]

    init(layout: CellLayout) {
        self.layout = layout
        super.init(frame: .zero)
        for e in layout.elements {
            let v: View
            switch e.kind {
            case .label:
                let l = Label(text: e.text, style: e.style)
                l.textAlignment = e.alignment
                l.numberOfLines = e.numberOfLines
                v = l
            case .imageView:
                v = ImageView(image: e.text, style: e.style)
            case .view:
                v = View()
                if e.style != .plain { v.backgroundStyle = e.style }
            }
            v.tag = e.tag
            addSubview(v)
            if let o = e.outlet { outlets[o] = v }
        }
    }

    /// The outlet `name` as a `T`; nil when there is none of that name and class.
    public func outlet<T: View>(_ name: String, as type: T.Type = T.self) -> T? { outlets[name] as? T }

    public override func layoutSubviews() {
        for (e, v) in zip(layout.elements, subviews) { v.frame = e.frame(inWidth: bounds.width) }
    }

    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: layout.height) }
}

/// Reads the JSON values of a layout file, throwing errors that name the key.
private struct Parser {
    let source: String

    func error(_ path: String, _ message: String) -> CellLayout.LoadError {
        CellLayout.LoadError(file: source, path: path, message: message)
    }

    func object(_ v: Any?, at path: String) throws(CellLayout.LoadError) -> [String: Any] {
        guard let o = v as? [String: Any] else { throw error(path, "expected a JSON object") }
        return o
    }

    func onlyKeys(_ o: [String: Any], _ keys: Set<String>, at path: String) throws(CellLayout.LoadError) {
        if let bad = o.keys.sorted().first(where: { !keys.contains($0) }) {
            throw error(path.isEmpty ? bad : "\(path).\(bad)", "unknown key (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    func int(_ v: Any?, at path: String, in range: ClosedRange<Int>) throws(CellLayout.LoadError) -> Int {
        guard let v else { throw error(path, "missing (a whole number from \(range.lowerBound) to \(range.upperBound) is required)") }
        guard let n = v as? NSNumber, !Self.isBool(v), n.doubleValue == n.doubleValue.rounded(),
              range.contains(n.intValue) else {
            throw error(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), not \(describe(v))")
        }
        return n.intValue
    }

    /// JSON `true`/`false`: Foundation reads them as boolean NSNumbers (`objCType` "c"),
    /// which `is Bool` cannot tell from 0 and 1.
    static func isBool(_ v: Any) -> Bool {
        guard let n = v as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    func string(_ v: Any?, at path: String) throws(CellLayout.LoadError) -> String? {
        guard let v else { return nil }
        guard let s = v as? String else { throw error(path, "expected a string, not \(describe(v))") }
        return s
    }

    func describe(_ v: Any) -> String {
        if v is String { return "the string \"\(v)\"" }
        if v is [Any] { return "a list" }
        if v is [String: Any] { return "an object" }
        if v is NSNull { return "null" }
        if Self.isBool(v), let n = v as? NSNumber { return n.boolValue ? "true" : "false" }
        return "\(v)"
    }

    func element(_ raw: Any, at: String) throws(CellLayout.LoadError) -> CellLayout.Element {
        let o = try object(raw, at: at)
        try onlyKeys(o, ["class", "outlet", "tag", "frame", "text", "font", "color", "alignment", "lines"], at: at)
        guard let cls = try string(o["class"], at: "\(at).class") else { throw error("\(at).class", "missing (Label, ImageView or View)") }
        guard let kind = CellLayout.Element.Kind(rawValue: cls) else {
            throw error("\(at).class", "unknown class '\(cls)' (expected Label, ImageView or View)")
        }
        let f = try object(o["frame"], at: "\(at).frame")
        try onlyKeys(f, ["x", "y", "width", "height", "trailing"], at: "\(at).frame")
        let big = 0...10_000
        let x = try int(f["x"], at: "\(at).frame.x", in: big)
        let y = try int(f["y"], at: "\(at).frame.y", in: big)
        let h = try int(f["height"], at: "\(at).frame.height", in: big)
        let width: CellLayout.Width
        if let s = f["width"] as? String {
            guard s == "fill" else { throw error("\(at).frame.width", "expected a whole number or \"fill\", not \"\(s)\"") }
            width = .fill(trailing: f["trailing"] == nil ? 0 : try int(f["trailing"], at: "\(at).frame.trailing", in: big))
        } else {
            if f["trailing"] != nil { throw error("\(at).frame.trailing", "only allowed with \"width\": \"fill\"") }
            width = .fixed(try int(f["width"], at: "\(at).frame.width", in: big))
        }
        let outlet = try string(o["outlet"], at: "\(at).outlet")
        if let outlet, outlet.isEmpty { throw error("\(at).outlet", "must not be empty") }
        let tag = o["tag"] == nil ? 0 : try int(o["tag"], at: "\(at).tag", in: Int(Int32.min)...Int(Int32.max))
        var style = Style.plain
        if let font = o["font"] {
            let names: [Any] = (font as? [Any]) ?? [font]
            for (i, n) in names.enumerated() {
                let path = font is [Any] ? "\(at).font[\(i)]" : "\(at).font"
                guard let name = n as? String, let attr = Self.fonts[name] else {
                    throw error(path, "unknown font \(n is String ? "'\(n)'" : describe(n)) (expected one of: \(Self.fonts.keys.sorted().joined(separator: ", ")))")
                }
                style.attributes.formUnion(attr)
            }
        }
        if let c = try string(o["color"], at: "\(at).color") {
            guard let color = Color.allCases.first(where: { "\($0)" == c }) else {
                throw error("\(at).color", "unknown colour '\(c)' (expected one of: \(Color.allCases.map { "\($0)" }.joined(separator: ", ")))")
            }
            style.foreground = color
        }
        var alignment = TextAlignment.left
        if let a = try string(o["alignment"], at: "\(at).alignment") {
            switch a {
            case "left": alignment = .left
            case "center": alignment = .center
            case "right": alignment = .right
            default: throw error("\(at).alignment", "expected left, center or right, not '\(a)'")
            }
        }
        let lines = o["lines"] == nil ? 1 : try int(o["lines"], at: "\(at).lines", in: 0...1_000)
        let text = try string(o["text"], at: "\(at).text")
        return CellLayout.Element(kind: kind, outlet: outlet, tag: tag, x: x, y: y, width: width, height: h, text: text,
                                  style: style, alignment: alignment, numberOfLines: lines)
    }

    static let fonts: [String: Style.Attributes] = [
        "plain": [], "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline,
    ]
}

/// "a Label", "an ImageView".
private func article(_ noun: String) -> String {
    ("AEIOU".contains(noun.first ?? "x") ? "an " : "a ") + noun
}

/// At most ten names, then "… and N more", so an error stays one readable line.
private func shortList(_ names: [String]) -> String {
    names.count <= 10 ? names.joined(separator: ", ")
        : names.prefix(10).joined(separator: ", ") + ", … and \(names.count - 10) more"
}
