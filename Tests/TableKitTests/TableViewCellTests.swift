import Foundation
import Testing

@testable import TableKit

@MainActor
@Suite struct TableViewCellTests {
    func lines(_ cell: TableViewCell, width: Int = 24, height: Int = 1) -> [String] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.setNeedsLayout()
        return TextRenderer.lines(cell.renderedCanvas())
    }

    @Test func defaultStyleShowsImageTextAndAccessory() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView.image = "★"
        cell.textLabel?.text = "Doc"
        cell.accessoryType = .disclosureIndicator
        #expect(cell.detailTextLabel == nil)
        let l = lines(cell)[0]
        #expect(l.hasPrefix(" ★ Doc "))
        #expect(l.hasSuffix("›"))
        #expect(l.displayWidth == 24)  // the accessory sits in the last column
    }

    @Test func value1PutsTheDetailOnTheRight() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "MacBook"
        cell.detailTextLabel?.text = "White"
        #expect(lines(cell) == [" MacBook           White"])
    }

    @Test func subtitleUsesTwoLines() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Harbor at Dawn"
        cell.detailTextLabel?.text = "Nikon D850"
        #expect(lines(cell, height: 2) == [" Harbor at Dawn", " Nikon D850"])
    }

    @Test func value2RightAlignsTheTextInANarrowColumn() {
        let cell = TableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = "Name"
        cell.detailTextLabel?.text = "Doc"
        #expect(lines(cell) == ["   Name Doc"])
    }

    @Test(arguments: [0, 1, 3])
    func indentationShiftsTheContent(level: Int) {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Doc"
        cell.indentationLevel = level
        #expect(lines(cell) == [String(repeating: " ", count: 1 + 2 * level) + "Doc"])
    }

    @Test func longTextIsTruncatedWithAnEllipsisBeforeTheAccessory() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Supercalifragilisticexpialidocious"
        cell.accessoryType = .checkmark
        #expect(lines(cell, width: 16) == [" Supercalifra… ✓"])
    }

    @Test func wideCharactersAreNeverSplitByTruncation() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "张三李四王五"
        // 7 columns for text (one is the margin): three wide characters take 6, the
        // ellipsis the 7th.
        #expect(lines(cell, width: 8)[0] == " 张三李…")
        // 6 columns: 张三 take 4, 李 would leave no room for the ellipsis, so a blank
        // column stays rather than half a character.
        #expect(lines(cell, width: 7)[0] == " 张三…")
    }

    @Test func controlCharactersFromDataAreShownNotSent() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "evil\u{1B}[2Jname\u{7}"
        let l = lines(cell, width: 30)[0]
        #expect(l == " evil␛[2Jname␇")
        #expect(!l.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func contentViewSubviewsAreFoundByTag() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let name = Label(text: "Name:")
        name.tag = 7
        cell.contentView.addSubview(name)
        #expect(cell.viewWithTag(7) === name)
        #expect(cell.viewWithTag(8) == nil)
    }

    @Test func prepareForReuseClearsSelectionAndHighlight() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "c")
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
    }

    @Test func highlightIsReverseVideoAndSelectionShowsABar() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Doc"
        cell.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        cell.setSelected(true, animated: false)
        var ctx = DrawContext(canvas: Canvas(width: 10, height: 1))
        cell.layoutIfNeeded()
        cell.render(in: &ctx)
        cell.drawStateOverlay(in: &ctx)
        #expect(TextRenderer.render(ctx.canvas) == "▌Doc")
        #expect(ctx.canvas[1, 0].style.attributes.contains(.bold))
        cell.setHighlighted(true, animated: false)
        cell.drawStateOverlay(in: &ctx)
        #expect(ctx.canvas[5, 0].style.attributes.contains(.reverse))
    }
}
