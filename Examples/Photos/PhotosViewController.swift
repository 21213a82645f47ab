import Foundation
import TableKit
import TableKitApps

/// The list of photos, after "Lighter View Controllers": an ``ArrayDataSource`` is the
/// table's data source, the cell configures itself, and the controller is left with
/// navigation and refreshing. `r` (or scrolling up past the top) reloads the photos off
/// the main actor with `async`/`await` in a task the controller owns (cancelled if the
/// controller leaves the window); `c` or the bar's Cameras button pushes the cameras that took them
/// (``CamerasViewController``, the same cell showing another model).
@MainActor
final class PhotosViewController: TableViewController {
    /// Reads the photos; runs off the main actor during a refresh.
    typealias Loader = @Sendable () -> Result<[Photo], AppError>

    let loader: Loader
    let photosDataSource: ArrayDataSource<Photo, PhotoCell>
    /// The refresh in flight: a task of this controller (``ViewController/task(priority:_:)``).
    private(set) var reload: Task<Void, Never>?
    /// What the last refresh did, shown in the status line.
    private(set) var refreshMessage: String?

    /// Whether `c` lists the cameras: the main list's, not a camera's own list.
    let listsCameras: Bool

    /// A list of `photos` titled `title`, refreshed by `loader`; `listsCameras` adds `c`.
    init(photos: [Photo], title: String = "Photos", listsCameras: Bool = true, loader: @escaping Loader) {
        self.loader = loader
        self.listsCameras = listsCameras
        photosDataSource = ArrayDataSource(items: photos, cellIdentifier: PhotoCell.identifier) { cell, photo in
            cell.configure(for: photo)
        }
        super.init(style: .plain)
        self.title = title
    }

    var photos: [Photo] { photosDataSource.items }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.identifier)
        tableView.dataSource = photosDataSource
        tableView.rowHeight = 2
        let refresh = RefreshControl(title: "Loading photos…")
        refresh.action = { [weak self] _ in self?.startReload() }
        refreshControl = refresh
        if listsCameras {
            // The bar's Cameras button (⇧Tab reaches the bar), and `c` for it.
            navigationItem.rightBarButtonItem = BarButtonItem(title: "Cameras") { [weak self] in self?.showCameras() }
        }
        tableView.reloadData()
    }

    override var statusText: String? { refreshMessage ?? countText(photos.count, "photo") }

    static let camerasKey = KeyBinding([.character("c")], help: "cameras")

    /// The table view controller's keys, and `c` for the Cameras button when it shows.
    override var keyActions: KeyActionTable {
        var table = super.keyActions
        table.append(
            KeyAction("cameras", Self.camerasKey, when: { self.listsCameras }) { _ in
                self.showCameras()
                return true
            })
        return table
    }

    /// Pushes the cameras of the photos shown.
    func showCameras() {
        navigationController?.pushViewController(CamerasViewController(photos: photos, loader: loader), animated: true)
    }

    /// Loads the photos off the main actor and shows them: the result is awaited in a task
    /// of this controller, then applied on the main actor, where the screen is drawn at
    /// once. A refresh started while one runs replaces it.
    func startReload() {
        reload?.cancel()
        let loader = self.loader
        reload = task { [weak self] in
            let result = await BackgroundWork(loader).value()
            guard !Task.isCancelled, let self else { return }
            self.show(result)
        }
    }

    /// Shows a refresh's result: the new photos, or why the reload failed, and ends refreshing.
    private func show(_ result: Result<[Photo], AppError>) {
        switch result {
        case .success(let photos):
            photosDataSource.items = photos
            tableView.reloadData()
            refreshMessage = "\(countText(photos.count, "photo")), reloaded"
        case .failure(let error):
            refreshMessage = "Reload failed: \(error.description)"
        }
        refreshControl?.endRefreshing()
        reload = nil
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let details = PhotoDetailsViewController(photo: photosDataSource.item(at: indexPath))
        navigationController?.pushViewController(details, animated: true)
    }
}
