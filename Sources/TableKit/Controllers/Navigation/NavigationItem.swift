/// What a navigation bar shows while a controller is on top (UIKit's `UINavigationItem`):
/// a title and bar button items on the leading and trailing side.
@MainActor
public final class NavigationItem {
    /// The title; nil falls back to the controller's ``ViewController/title``.
    public var title: String?
    /// The items at the leading edge, after the back button, in order.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// The items at the trailing edge, first item outermost (as in UIKit).
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The title of the back button shown while a controller pushed over this one is on
    /// top (UIKit's `backButtonTitle`); nil uses this item's title, else the controller's.
    public var backButtonTitle: String?
    /// Whether the back button is hidden (UIKit's `hidesBackButton`).
    public var hidesBackButton = false
    /// The search controller whose bar a navigation controller shows under its bar, above
    /// the controller's view, while this item's controller is on top (UIKit's
    /// `searchController`): `/` starts searching, the results controller shows over the
    /// view while the search is active. Nothing shows outside a ``NavigationController``,
    /// as in UIKit. See NavigationController+Search.swift.
    public var searchController: SearchController? {
        didSet {
            if oldValue !== searchController { oldValue?.navigationHost = nil }
            searchController?.navigationHost = viewController
        }
    }
    /// Whether the ``searchController``'s bar hides while the controller's table is
    /// scrolled away from its top, showing again at the top and while searching (UIKit's
    /// `hidesSearchBarWhenScrolling`). True by default, as in UIKit.
    public var hidesSearchBarWhenScrolling = true
    /// The controller whose item this is, set by ``ViewController``.
    weak var viewController: ViewController? {
        didSet { searchController?.navigationHost = viewController }
    }

    /// A navigation item with no title and no items.
    public init(title: String? = nil) { self.title = title }

    /// The first leading item (UIKit's `leftBarButtonItem`); setting it replaces all of them.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first trailing item (UIKit's `rightBarButtonItem`); setting it replaces all of them.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Replaces the leading items (UIKit's `setLeftBarButtonItems(_:animated:)`); no animation.
    public func setLeftBarButtonItems(_ items: [BarButtonItem], animated: Bool) { leftBarButtonItems = items }
    /// Replaces the trailing items (UIKit's `setRightBarButtonItems(_:animated:)`); no animation.
    public func setRightBarButtonItems(_ items: [BarButtonItem], animated: Bool) { rightBarButtonItems = items }
    /// Replaces the leading items with one, or none (UIKit's `setLeftBarButton(_:animated:)`).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Replaces the trailing items with one, or none (UIKit's `setRightBarButton(_:animated:)`).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button (UIKit's `setHidesBackButton(_:animated:)`).
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
}
