import Foundation  // IndexPath, exit
import TableKit
import TableKitTerminal

@MainActor
final class FruitsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView(style: .plain)
    let fruits = ["Apple", "Banana", "Cherry"]

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit", style: .value1)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "\(fruits[indexPath.row].count) letters"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        // Printed while the screen is up: kept, and shown once the terminal is restored.
        print("chose", fruits[indexPath.row])
    }
}

switch Array(CommandLine.arguments.dropFirst()) {
case []:
    // In a terminal: Enter chooses, q quits.
    exit(TerminalHost.run { size in Window(rootViewController: FruitsViewController(), size: size) })
case ["--print"]:
    // Headless, as the tests do: one screen as text.
    let window = Window(rootViewController: FruitsViewController(), size: Size(width: 40, height: 6))
    window.send(.key(.down))
    print(TextRenderer.render(window.render()))
case ["--help"], ["-h"]:
    print("usage: fruits [--print] [--help]\n\nThree fruits: Enter prints the one chosen, q quits.")
case let arguments:
    // One line on standard error and exit status 1, as every sample app.
    TerminalHost.printError("unknown option '\(arguments.joined(separator: " "))' (usage: fruits [--print] [--help])")
    exit(1)
}
