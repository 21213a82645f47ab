import Foundation

/// An object whose outlets and actions a layout file names (the File's Owner of a nib).
/// Swift on Linux has no key-value coding, so the owner connects outlets and answers
/// actions by name itself, usually with a `switch`:
///
/// ```swift
/// func connect(outlet: String, to view: View) -> Bool {
///     switch outlet {
///     case "headerView": headerView = view
///     case "editButton": editButton = view as? Button; return editButton != nil
///     default: return false
///     }
///     return true
/// }
/// func action(named name: String) -> (@MainActor () -> Void)? {
///     switch name {
///     case "toggleEditingMode": { [unowned self] in toggleEditingMode() }
///     default: nil
///     }
/// }
/// ```
///
/// Loading fails with a ``LayoutError`` naming the line and column of an outlet the owner
/// refuses or an action it does not know, so a misspelt name is found at load time, as
/// UIKit finds a nib's broken connection.
@MainActor
public protocol LayoutOwner: AnyObject {
    /// Connects the outlet `outlet` to `view` (UIKit sets an `@IBOutlet` property). Return
    /// false when the owner has no outlet of that name for that view's class.
    func connect(outlet: String, to view: View) -> Bool
    /// The action a button named `name` in the file calls when pressed (UIKit's
    /// `@IBAction` target-action); nil when the owner has no such action. Capture the
    /// owner weakly or unowned: the button keeps the closure.
    func action(named name: String) -> (@MainActor () -> Void)?
    /// Called once every outlet and action of the file is connected (UIKit's
    /// `awakeFromNib`); the default does nothing. Implement it in the class that declares
    /// the conformance (a subclass's own method is not called through the protocol).
    func awakeFromLayout()
}

extension LayoutOwner {
    /// Does nothing.
    public func awakeFromLayout() {}
}

/// The view a ``ViewLayout`` makes: one subview per element, placed by the layout at
/// whatever width the view is given, with its outlets by name.
@MainActor
public final class LayoutRootView: View {
    /// The layout the view was made from.
    public let layout: ViewLayout
    /// The subviews with outlet names, by name (the whole view's outlet is not among them).
    public private(set) var outlets: [String: View] = [:]

    init(layout: ViewLayout) {
        self.layout = layout
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: layout.height))
        for e in layout.elements {
            let v: View
            switch e.kind {
            case .label:
                let l = Label(text: e.text, style: e.style ?? .plain)
                l.textAlignment = e.alignment
                l.numberOfLines = e.numberOfLines
                v = l
            case .imageView:
                v = ImageView(image: e.text, style: e.style ?? .plain)
            case .button:
                let b = Button(title: e.text ?? "")
                if let s = e.style { b.style = s }
                v = b
            case .view:
                v = View()
                if let s = e.style { v.backgroundStyle = s }
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

    /// The width given and the layout's height, in lines.
    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: layout.height) }
}

extension ViewLayout {
    /// Makes the views without connecting them to an owner: a ``LayoutRootView`` holding one
    /// subview per element, in file order, with its outlets in ``LayoutRootView/outlets``
    /// (what a cell's initializer does with a nib it loaded itself). Put it in a cell's
    /// `contentView` and give it the content view's bounds; buttons do nothing until their
    /// `action` is set.
    @MainActor
    public func instantiate() -> LayoutRootView { LayoutRootView(layout: self) }

    /// Makes the views and connects them to `owner` (UIKit's
    /// `UINib.instantiate(withOwner:options:)`): each outlet through
    /// ``LayoutOwner/connect(outlet:to:)`` (the whole view's outlet first), each button's
    /// action to ``LayoutOwner/action(named:)``. With a nil owner nothing is connected and
    /// the buttons do nothing; the outlets are still found in ``LayoutRootView/outlets``.
    /// - Throws: ``LayoutError`` at the first outlet the owner refuses or action it does
    ///   not know, with its line and column.
    @MainActor
    public func instantiate(owner: (any LayoutOwner)?) throws(LayoutError) -> LayoutRootView {
        let root = LayoutRootView(layout: self)
        guard let owner else { return root }
        let ownerName = String(describing: type(of: owner))
        if let o = outlet, !owner.connect(outlet: o, to: root) {
            throw LayoutError(
                file: source, position: outletPosition, path: "outlet",
                message: "the owner \(ownerName) has no outlet '\(o)' for the layout's view")
        }
        for (e, v) in zip(elements, root.subviews) {
            if let o = e.outlet, !owner.connect(outlet: o, to: v) {
                throw LayoutError(
                    file: source, position: e.outletPosition, path: "\(e.path).outlet",
                    message: "the owner \(ownerName) has no outlet '\(o)' for a \(e.kind.rawValue)")
            }
            if let a = e.action, let button = v as? Button {
                guard let action = owner.action(named: a) else {
                    throw LayoutError(
                        file: source, position: e.actionPosition, path: "\(e.path).action",
                        message: "the owner \(ownerName) has no action '\(a)'")
                }
                button.action = action
            }
        }
        owner.awakeFromLayout()
        return root
    }

    /// Reads the layout file `name.json` from `bundle` (UIKit's `UINib(nibName:bundle:)`).
    /// - Throws: ``LayoutError`` when the bundle has no such file, or it is not a layout.
    public init(named name: String, bundle: Bundle = .main) throws(LayoutError) {
        guard let url = bundle.url(forResource: name, withExtension: "json") else {
            throw LayoutError(
                file: "\(name).json", position: nil,
                message: "no layout file of that name in the bundle \(bundle.bundleURL.lastPathComponent)")
        }
        self = try ViewLayout.load(contentsOf: url)
    }
}

extension Bundle {
    /// Reads the layout file `name.json` from this bundle, makes its views and connects
    /// them to `owner` (UIKit's `loadNibNamed(_:owner:options:)`); returns the whole view,
    /// also handed to the owner when the file names an `outlet` for it.
    ///
    /// ```swift
    /// try Bundle.module.loadLayout(named: "HeaderView", owner: self)
    /// ```
    /// - Throws: ``LayoutError``: no such file, a file that is not a layout, or a
    ///   connection the owner refuses, with the file, line and column.
    @MainActor
    @discardableResult
    public func loadLayout(named name: String, owner: (any LayoutOwner)?) throws(LayoutError) -> LayoutRootView {
        try ViewLayout(named: name, bundle: self).instantiate(owner: owner)
    }
}
