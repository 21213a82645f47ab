import Foundation
import TableKitTestSupport
import Testing

@testable import Photos
@testable import TableKit

@MainActor
@Suite struct PhotosAppTests {
    nonisolated static func photo(_ name: String, rating: Int = 3, camera: String = "Nikon D850") -> Photo {
        Photo(
            name: name, creationDate: Date(timeIntervalSince1970: 1_679_698_595), rating: rating,
            width: 8256, height: 5504, camera: camera)
    }
    nonisolated static let photos = [
        photo("Harbor at Dawn"), photo("Grandma's Garden", rating: 5), photo("Old Town Bridge", rating: 1),
    ]

    func window(loader: @escaping PhotosViewController.Loader = { .success(PhotosAppTests.photos) })
        -> (Window, NavigationController, PhotosViewController)
    {
        let list = PhotosViewController(photos: Self.photos, loader: loader)
        let nav = NavigationController(rootViewController: list)
        return (Window(rootViewController: nav, size: Size(width: 40, height: 10)), nav, list)
    }

    @Test func listShowsPhotosWithSubtitleDatesFromTheArrayDataSource() {
        let (w, _, list) = window()
        #expect(list.tableView.dataSource === list.photosDataSource)
        #expect(
            CellsScreen.lines(w) == [
                "                 Photos      [ Cameras ]",
                " ■ Harbor at Dawn                      ›",  // the cursor from the start
                "   2023-03-24 22:56",
                " □ Grandma's Garden                    ›",
                "   2023-03-24 22:56",
                " □ Old Town Bridge                     ›",
                "   2023-03-24 22:56",
                "",
                " 3 photos",
                "↑↓ move  Enter select  ? help  q quit",
            ])
    }

    @Test func cellDrawsItsOwnHighlightNotTheTablesReverseVideo() throws {
        let (w, _, list) = window()
        CellsScreen.press("Down", in: w)
        let lines = CellsScreen.lines(w)
        #expect(lines[1] == " □ Harbor at Dawn                      ›")
        #expect(lines[3] == " ■ Grandma's Garden                    ›")
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PhotoCell)
        #expect(cell.isHighlighted)
        #expect(cell.textLabel?.style == PhotoCell.highlightedNameStyle)
        #expect(CellsScreen.style(w, x: 3, y: 3) == PhotoCell.highlightedNameStyle)
        #expect(!CellsScreen.style(w, x: 20, y: 3).attributes.contains(.reverse))
        // Moving on puts the first look back.
        CellsScreen.press("Down", in: w)
        #expect(CellsScreen.lines(w)[3] == " □ Grandma's Garden                    ›")
        #expect(cell.textLabel?.style == .plain)
    }

    @Test func choosingPhotoPushesDetailsWithRatingAndKeyValueCells() throws {
        let (w, nav, _) = window()
        CellsScreen.press("Enter", in: w)
        #expect(nav.viewControllers.count == 2)
        let details = try #require(nav.topViewController as? PhotoDetailsViewController)
        #expect(details.children.first === details.details)
        #expect(details.details.parent === details)
        #expect(
            CellsScreen.lines(w) == [
                "‹ Photos     Harbor at Dawn",
                "         8256 × 5504 · 45.4 MP",
                "────────────────────────────────────────",
                " Rating                            ★★★☆☆",
                " Camera                     Nikon D850 ›",
                " Taken            2023-03-24 22:56 UTC ›",
                " Size                      8256 × 5504 ›",
                " Resolution                    45.4 MP ›",
                "",
                "↑↓ move  Esc/← back  ? help  q quit",  // the leave key before Enter select at 40
            ])
        #expect(CellsScreen.style(w, x: 37, y: 3).foreground == .yellow)
        #expect(CellsScreen.style(w, x: 38, y: 3).attributes.contains(.dim))
        // The photo's name is the bar's title only: shown once.
        #expect(CellsScreen.lines(w).filter { $0.contains("Harbor at Dawn") }.count == 1)
        #expect(details.details.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is RatingCell)
    }

    /// The Lighthouse's notes: a self-sizing row of a heading over a text view pinned with
    /// constraints, wrapped at the screen's width, shown but never chosen.
    @Test func notesShowInARowAsTallAsTheyWrap() throws {
        let url = try #require(PhotosResources.url(forResource: "photos", withExtension: "json"))
        let photos = try Photo.load(contentsOf: url)
        let list = PhotosViewController(photos: photos, loader: { .success(photos) })
        let nav = NavigationController(rootViewController: list)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 16))
        CellsScreen.press("Down Down Down Enter", in: w)
        let details = try #require(nav.topViewController as? PhotoDetailsViewController)
        #expect(details.photo.name == "Lighthouse")
        #expect(
            Array(CellsScreen.lines(w)[3...]) == [
                " Rating                            ★★★★★",
                " Camera                  Fujifilm X-T3 ›",
                " Taken            2023-05-28 06:17 UTC ›",
                " Size                      4160 × 6240 ›",
                " Resolution                    26.0 MP ›",
                " Notes",
                "   Taken from the breakwater just before",
                "   sunrise, the lamp still turning.",
                "   The keeper let us climb the 112 steps",
                "   afterwards.",
                "",
                "",
                "↑↓ move  Esc/← back  ? help  q quit",
            ])
        // End goes onto the notes, and Enter there pushes nothing.
        CellsScreen.press("End Enter", in: w)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func ratingRowCannotBeChosenButKeyValueRowPushesThroughTheDelegate() throws {
        let (w, nav, _) = window()
        // The cursor starts on Camera: the rating row cannot be highlighted. Up goes onto
        // it anyway, and Enter there does nothing.
        CellsScreen.press("Enter Up Enter", in: w)
        #expect(nav.viewControllers.count == 2)
        CellsScreen.press("Down Enter", in: w)
        #expect(nav.viewControllers.count == 3)
        let pushed = try #require(nav.topViewController as? PropertyViewController)
        #expect(pushed.property == PhotoProperty(key: "Camera", value: "Nikon D850"))
        let lines = CellsScreen.lines(w)
        #expect(lines[0] == "‹ Harbor at …    Camera")
        // The view comes from PropertyViewController.layout.json: the key right-aligned in
        // 14 columns from column 1, the value from column 16, on the layout's line 1.
        #expect(pushed.nibName == nil && pushed.view is LayoutRootView)
        #expect(pushed.keyLabel?.text == "Camera:" && pushed.valueLabel?.text == "Nikon D850")
        #expect(lines[1] == "" && lines[2] == "        Camera: Nikon D850")
    }

    @Test(arguments: ["Esc", "Left", "BS"])
    func backKeysPopAndClearTheSelection(key: String) {
        let (w, nav, list) = window()
        CellsScreen.press("Down Enter", in: w)
        #expect(nav.viewControllers.count == 2)
        CellsScreen.press(key, in: w)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController === list)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(CellsScreen.lines(w)[0] == "                 Photos      [ Cameras ]")
    }

    @Test func refreshShowsSpinnerLoadsOffTheMainActorAndReloads() async {
        let (w, _, list) = window(loader: {
            .success([PhotosAppTests.photo("Night Sky", rating: 4)])
        })
        CellsScreen.press("r", in: w)
        #expect(list.refreshControl?.isRefreshing == true)
        #expect(CellsScreen.lines(w)[1] == "           ⠋ Loading photos…")
        #expect(CellsScreen.lines(w)[2] == " ■ Harbor at Dawn                      ›")
        #expect(list.reload != nil)
        await w.waitForBackgroundWork()
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(list.photos.map(\.name) == ["Night Sky"])
        let lines = CellsScreen.lines(w)
        #expect(lines[1] == " ■ Night Sky                           ›")
        #expect(lines[8] == " 1 photo, reloaded")
    }

    @Test func failedRefreshKeepsThePhotosAndSaysWhy() async {
        let (w, _, list) = window(loader: { .failure(AppError("photos.json: [0].rating: missing")) })
        CellsScreen.press("r", in: w)
        await w.waitForBackgroundWork()
        #expect(list.photos.count == 3)
        // A status too long for one line takes two: the message shows whole.
        #expect(CellsScreen.lines(w)[7...8] == [" Reload failed: photos.json:", " [0].rating: missing"])
    }

    @Test func scrollingUpPastTheTopStartsARefresh() {
        let (w, _, list) = window()
        CellsScreen.press("Up", in: w)
        #expect(list.refreshControl?.isRefreshing == true)
        #expect(list.reload != nil)
    }

    @Test(arguments: [
        ("[{\"name\": \"A\"}]", "p.json: [0].creationDate: missing"),
        (
            "[{\"name\": \"A\", \"creationDate\": \"2023-03-24T22:56:35Z\", \"rating\": \"five\", \"width\": 1, \"height\": 1, \"camera\": \"X\"}]",
            "p.json: [0].rating: expected a whole number"
        ),
        (
            "[{\"name\": \"A\", \"creationDate\": \"2023-03-24T22:56:35Z\", \"rating\": 9, \"width\": 1, \"height\": 1, \"camera\": \"X\"}]",
            "p.json: [0].rating: expected 0 to 5 stars, not 9"
        ),
        ("{", "p.json: not valid JSON"),
        (
            "[{\"name\": \"A\", \"creationDate\": \"2023-03-24T22:56:35Z\", \"rating\": 1, \"width\": -5, \"height\": 7, \"camera\": \"X\"}]",
            "p.json: [0]: width and height must be positive pixel counts, not -5 × 7"
        ),
        ("{\"a\": 1}", "p.json: the top level: expected a list of photos"),
    ])
    func badPhotoFilesGiveOneLineErrors(json: String, expected: String) {
        do {
            _ = try Photo.decode(Data(json.utf8), source: "p.json")
            Issue.record("expected \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func bundledFileHasTwelvePhotos() throws {
        let url = try #require(PhotosResources.url(forResource: "photos", withExtension: "json"))
        let all = try Photo.load(contentsOf: url)
        #expect(all.count == 12)
        #expect(all[0].name == "Harbor at Dawn")
        #expect(all.allSatisfy { (0...5).contains($0.rating) })
    }

    @Test func hugeImagesDoNotOverflow() throws {
        let json =
            #"[{"name": "A", "creationDate": "2023-03-24T22:56:35Z", "rating": 1, "width": 10000000000, "height": 10000000000, "camera": "X"}]"#
        let photos = try Photo.decode(Data(json.utf8), source: "p.json")
        #expect(photos[0].megapixelsText == "100000000000000.0 MP")
    }

    /// One cell class, two models: `c` lists the cameras in the same ``PhotoCell``, filled
    /// through ``PhotoCellContent`` (the name, and the photo count below it).
    @Test func theSameCellShowsCamerasThroughItsProtocol() throws {
        let (w, nav, _) = window()
        CellsScreen.press("c", in: w)
        let cameras = try #require(nav.topViewController as? CamerasViewController)
        #expect(cameras.cameras.map(\.name) == ["Nikon D850"])
        #expect(
            Array(CellsScreen.lines(w).prefix(3)) == [
                "‹ Photos        Cameras",
                " ■ Nikon D850                          ›",  // the cursor's row: highlighted image
                "   3 photos",
            ])
        #expect(cameras.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is PhotoCell)
        #expect(CellsScreen.lines(w)[8] == " 1 camera")
    }

    /// The bar's Cameras button does what `c` does (⇧Tab gives the bar the keyboard).
    @Test func theBarsCamerasButtonListsTheCameras() throws {
        let (w, nav, list) = window()
        #expect(list.navigationItem.rightBarButtonItem?.title == "Cameras")
        CellsScreen.press("S-Tab Enter", in: w)
        #expect(nav.topViewController is CamerasViewController)
    }

    @Test func choosingACameraPushesItsPhotosWithoutTheCamerasKey() throws {
        let photos = [Self.photo("A", camera: "X"), Self.photo("B", camera: "Y"), Self.photo("C", camera: "X")]
        let list = PhotosViewController(photos: photos) { .success(photos) }
        let nav = NavigationController(rootViewController: list)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 10))
        CellsScreen.press("c Enter", in: w)
        let pushed = try #require(nav.topViewController as? PhotosViewController)
        #expect(pushed.title == "X")
        #expect(pushed.photos.map(\.name) == ["A", "C"])
        #expect(!pushed.keyBindings.contains(PhotosViewController.camerasKey))
        #expect(pushed.navigationItem.rightBarButtonItem == nil)
        CellsScreen.press("c", in: w)
        #expect(nav.topViewController === pushed)
    }

    @Test func camerasComeInTheOrderTheyFirstAppearWithTheirPhotos() {
        let photos = [Self.photo("A", camera: "Y"), Self.photo("B", camera: "X"), Self.photo("C", camera: "Y")]
        let cameras = Camera.cameras(of: photos)
        #expect(cameras.map(\.name) == ["Y", "X"])
        #expect(cameras.map { $0.photos.map(\.name) } == [["A", "C"], ["B"]])
        #expect(cameras[0].cellSubtitle == "2 photos" && photos[0].cellTitle == "A")
    }
}
