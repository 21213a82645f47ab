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
        .library(name: "TableKitData", targets: ["TableKitData"]),
        .library(name: "TableKitApps", targets: ["TableKitApps", "TableKitAppRunner"]),
        .executable(name: "tablekit", targets: ["tablekit"]),
        .executable(name: "sections", targets: ["Sections"]),
        .executable(name: "timezones", targets: ["TimeZones"]),
        .executable(name: "states", targets: ["States"]),
        .executable(name: "homepwner", targets: ["Homepwner"]),
        .executable(name: "simple-table", targets: ["SimpleTable"]),
        .executable(name: "cells", targets: ["Cells"]),
        .executable(name: "photos", targets: ["Photos"]),
        .executable(name: "fruits", targets: ["Fruits"]),
        .executable(name: "settings", targets: ["Settings"]),
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
        // The system ICU (Debian's libicu-dev, ICU 72) for IndexedCollation, behind a C
        // header that includes no ICU header: Swift cannot import the system ICU headers
        // beside Foundation's `_FoundationICU`.
        .target(
            name: "CICUCollation",
            path: "Sources/CICUCollation",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        // The headless core: Foundation and ICU only, no terminal code.
        .target(
            name: "TableKit",
            dependencies: ["CICUCollation"],
            path: "Sources/TableKit",
            // Invariant checks after every mutation in debug builds, none in release
            // (swift-collections' internal-checks pattern; see InternalChecks.swift).
            swiftSettings: [.define("TABLEKIT_INTERNAL_CHECKS", .when(configuration: .debug))],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // The system SQLite (Debian's libsqlite3-dev) for TableKitData's read-only source.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // `tablekit view`'s inputs: text, CSV/TSV, JSON, JSON Lines and SQLite as rows of
        // columns; memory-mapped, indexed in the background. No terminal code.
        .target(
            name: "TableKitData",
            dependencies: ["TableKit", "CSQLite"],
            path: "Sources/TableKitData"
        ),
        // The terminal host: ncursesw screen, input decoding, run loop.
        .target(
            name: "TableKitTerminal",
            dependencies: ["TableKit", "CNcursesw"],
            path: "Sources/TableKitTerminal"
        ),
        // App-level conveniences above the UIKit-shaped core, headless: the indexed-list
        // controller over ListContent (files loaded into sections), key scripts, counts
        // with nouns, and the apps' options. No terminal code.
        .target(
            name: "TableKitApps",
            dependencies: ["TableKit"],
            path: "Sources/TableKitApps"
        ),
        // The apps' runner, `AppRunner.main`: the one part of the TableKitApps product that
        // runs in the terminal (or prints one screen).
        .target(
            name: "TableKitAppRunner",
            dependencies: ["TableKit", "TableKitApps", "TableKitTerminal"],
            path: "Sources/TableKitAppRunner"
        ),
        .executableTarget(
            name: "tablekit",
            dependencies: ["TableKit", "TableKitApps", "TableKitTerminal", "TableKitData"],
            path: "Sources/tablekit",
            // The viewer's state checks its invariants after each event in debug builds.
            swiftSettings: [.define("TABLEKIT_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .executableTarget(
            name: "Sections",
            dependencies: ["TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/Sections",
            resources: [.copy("Resources/sortednames.plist")]
        ),
        // The TimeZones and States samples: each a small library that builds the screen
        // (so that tests drive exactly what the app shows) and an executable that parses
        // the options.
        .target(
            name: "TimeZonesCore",
            dependencies: ["TableKit", "TableKitApps"],
            path: "Examples/TimeZones/Core"
        ),
        .executableTarget(
            name: "TimeZones",
            dependencies: ["TimeZonesCore", "TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/TimeZones/App"
        ),
        .target(
            name: "StatesCore",
            dependencies: ["TableKit", "TableKitApps"],
            path: "Examples/States/Core",
            resources: [.copy("Resources/states.plist")]
        ),
        .executableTarget(
            name: "States",
            dependencies: ["StatesCore", "TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/States/App"
        ),
        // Homepwner's model: items and the store that saves them atomically. No UI, so the
        // store's tests (including the crash test) run without a terminal.
        .target(
            name: "HomepwnerCore",
            path: "Examples/Homepwner/Core"
        ),
        // Homepwner's screens: the items table, its cell, the item detail screen, and the
        // header's layout file (BNR's HeaderView.xib). A library so that tests can drive
        // the screens headlessly.
        .target(
            name: "HomepwnerUI",
            dependencies: ["TableKit", "TableKitApps", "HomepwnerCore"],
            path: "Examples/Homepwner/UI",
            resources: [.copy("Resources/HeaderView.json")]
        ),
        // The homepwner app: options, the bundled seed items, the terminal.
        .executableTarget(
            name: "Homepwner",
            dependencies: [
                "TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal", "HomepwnerCore", "HomepwnerUI",
            ],
            path: "Examples/Homepwner",
            exclude: ["Core", "UI"],
            sources: ["App"],
            resources: [.copy("Resources/items.json")]
        ),
        // Saves a large store in a loop until killed: the crash test SIGKILLs it mid-write.
        .executableTarget(
            name: "HomepwnerSaveLoop",
            dependencies: ["HomepwnerCore"],
            path: "Tests/HomepwnerSaveLoop"
        ),
        .executableTarget(
            name: "SimpleTable",
            dependencies: ["TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/SimpleTable",
            resources: [.copy("Resources/dwarves.txt")]
        ),
        .executableTarget(
            name: "Cells",
            dependencies: ["TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/Cells",
            resources: [.copy("Resources/computers.plist"), .copy("Resources/ComputerCell.json")]
        ),
        // The README's API example, verbatim (ReadmeExampleTests checks they match).
        .executableTarget(
            name: "Fruits",
            dependencies: ["TableKit", "TableKitApps", "TableKitTerminal"],
            path: "Examples/Fruits"
        ),
        .executableTarget(
            name: "Photos",
            dependencies: ["TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/Photos",
            resources: [.copy("Resources/photos.json"), .copy("Resources/PropertyViewController.layout.json")]
        ),
        .executableTarget(
            name: "Settings",
            dependencies: ["TableKit", "TableKitApps", "TableKitAppRunner", "TableKitTerminal"],
            path: "Examples/Settings"
        ),
        // What the tests share, and the fixtures the benchmarks share with them: the seeded
        // generator, the snapshot assertion (text plus a style layer, a line diff on
        // mismatch), the screen driver, the self-sizing fixture.
        .target(
            name: "TableKitTestSupport",
            dependencies: ["TableKit", "TableKitApps"],
            path: "Tests/TableKitTestSupport"
        ),
        .executableTarget(
            name: "TableKitBench",
            dependencies: ["TableKit", "TableKitApps", "TableKitTerminal", "TableKitData", "TableKitTestSupport"],
            path: "Benchmarks/TableKitBench"
        ),
        // The core's tests: the table, controllers, views, key maps, collation, snapshots,
        // headless; nothing of the `tablekit` command or the samples.
        .testTarget(
            name: "TableKitTests",
            dependencies: ["TableKit", "TableKitApps", "TableKitTestSupport"],
            path: "Tests/TableKitTests",
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]
        ),
        // The `tablekit` command's tests (`tablekit view`, `tablekit sections`), through
        // `@testable import tablekit` and the built executable.
        .testTarget(
            name: "ViewerTests",
            dependencies: [
                "tablekit", "TableKit", "TableKitApps", "TableKitData", "TableKitTerminal",
                "TableKitTestSupport",
            ],
            path: "Tests/ViewerTests",
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]
        ),
        // The sample apps' tests: their screens through their Core libraries, and the real
        // executables run with --print (built with the tests, so that AppBuilderTests runs them).
        .testTarget(
            name: "SampleAppTests",
            dependencies: [
                "TableKit", "TableKitApps", "TableKitTestSupport", "TimeZonesCore", "StatesCore",
                "SimpleTable", "Cells", "Photos", "Sections", "TimeZones", "States", "Homepwner", "Settings",
            ],
            path: "Tests/SampleAppTests",
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "TableKitDataTests",
            dependencies: ["TableKitData", "TableKit", "TableKitApps", "TableKitTestSupport", "CSQLite"],
            path: "Tests/TableKitDataTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TableKitTerminalTests",
            dependencies: ["TableKitTerminal", "TableKit", "TableKitApps", "TableKitTestSupport"],
            path: "Tests/TableKitTerminalTests"
        ),
        .testTarget(
            name: "HomepwnerTests",
            dependencies: ["HomepwnerUI", "HomepwnerCore", "TableKit", "TableKitApps", "TableKitTestSupport"],
            path: "Tests/HomepwnerTests",
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "HomepwnerCoreTests",
            dependencies: ["HomepwnerCore", "HomepwnerSaveLoop", "TableKitTestSupport"],
            path: "Tests/HomepwnerCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
