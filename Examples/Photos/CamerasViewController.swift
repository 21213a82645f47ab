import Foundation
import TableKit
import TableKitApps

/// The cameras that took the photos, each with its photo count, in the same ``PhotoCell``
/// as the photos list (the cell knows only ``PhotoCellContent``) and through the same
/// ``ArrayDataSource``. Choosing a camera pushes its photos.
@MainActor
final class CamerasViewController: TableViewController {
    let camerasDataSource: ArrayDataSource<Camera, PhotoCell>
    /// Reads every photo again, for a camera's list to refresh from.
    let loader: PhotosViewController.Loader

    init(photos: [Photo], loader: @escaping PhotosViewController.Loader) {
        self.loader = loader
        camerasDataSource = ArrayDataSource(items: Camera.cameras(of: photos), cellIdentifier: PhotoCell.identifier) {
            cell, camera in
            cell.configure(for: camera)
        }
        super.init(style: .plain)
        title = "Cameras"
    }

    var cameras: [Camera] { camerasDataSource.items }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.identifier)
        tableView.dataSource = camerasDataSource
        tableView.rowHeight = 2
        tableView.reloadData()
    }

    override var statusText: String? { countText(cameras.count, "camera") }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let camera = camerasDataSource.item(at: indexPath)
        let loader = self.loader
        let photos = PhotosViewController(photos: camera.photos, title: camera.name, listsCameras: false) {
            loader().map { all in all.filter { $0.camera == camera.name } }
        }
        navigationController?.pushViewController(photos, animated: true)
    }
}
