// swift-tools-version:6.1
//
// TableKit: UIKit's table-view system for Swift on Linux, drawn in a terminal (ncursesw)
// and headlessly into text. No Swift package dependencies: only the toolchain and system
// C libraries (ncursesw, ICU).
import PackageDescription

let package = Package(
    name: "TableKit",
    products: [
        .library(name: "TableKit", targets: ["TableKit"]),
        .library(name: "TableKitTerminal", targets: ["TableKitTerminal"]),
        .executable(name: "tablekit", targets: ["tablekit"]),
        .executable(name: "sections", targets: ["Sections"]),
        .executable(name: "simple-table", targets: ["SimpleTable"]),
        .executable(name: "cells", targets: ["Cells"]),
        .executable(name: "photos", targets: ["Photos"]),
        .executable(name: "tablekit-bench", targets: ["TableKitBench"]),
    ],
    targets: [
        // System ncursesw (wide-character API). Not through pkg-config: Debian's
        // ncursesw.pc adds -D_XOPEN_SOURCE=600, which SwiftPM rejects with a warning; the
        // shim header defines what the wide API needs instead.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // The headless core: Foundation and the toolchain's ICU only, no terminal code.
        .target(
            name: "TableKit",
            path: "Sources/TableKit",
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // The terminal host: ncursesw screen, input decoding, run loop.
        .target(
            name: "TableKitTerminal",
            dependencies: ["TableKit", "CNcursesw"],
            path: "Sources/TableKitTerminal"
        ),
        .executableTarget(
            name: "tablekit",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Sources/tablekit"
        ),
        .executableTarget(
            name: "Sections",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Examples/Sections",
            resources: [.copy("Resources/sortednames.plist")]
        ),
        .executableTarget(
            name: "SimpleTable",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Examples/SimpleTable",
            resources: [.copy("Resources/dwarves.txt")]
        ),
        .executableTarget(
            name: "Cells",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Examples/Cells",
            resources: [.copy("Resources/computers.plist"), .copy("Resources/ComputerCell.json")]
        ),
        .executableTarget(
            name: "Photos",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Examples/Photos",
            resources: [.copy("Resources/photos.json")]
        ),
        .executableTarget(
            name: "TableKitBench",
            dependencies: ["TableKit", "TableKitTerminal"],
            path: "Benchmarks/TableKitBench"
        ),
        .testTarget(
            name: "TableKitTests",
            dependencies: ["TableKit", "SimpleTable", "Cells", "Photos"],
            path: "Tests/TableKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
