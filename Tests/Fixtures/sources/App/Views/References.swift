import SwiftUI
import UIKit

// UIColor(named: "CommentedOut") does not count.
/* Color("BlockComment") does not count either. */

struct CardView: View {
    let note = "UIColor(named: \"InsideString\")"
    let raw = #"Color("InsideRawString")"#

    var body: some View {
        VStack {
            Text("Title")
                .foregroundStyle(Color("TextPrimary"))
                .background(Color("Brand/accent", bundle: .main))
            Rectangle()
                .fill(Color(.brandBackground))
                .foregroundStyle(.Regex.anchor)
        }
        .tint(Color.accent)
    }
}

final class Legacy {
    let title = UIColor(named: "HighlightText") ?? .white
    let multiLine = UIColor(
        named: "MultiLine",
        in: Bundle.main,
        compatibleWith: nil
    )
    let symbol = UIColor(resource: .warning)
    let rawName = UIColor(named: #"RawName"#)
    let escaped = NSColor(named: "Escaped\"Quote")
    func bookmark(_ index: Int) -> UIColor? { UIColor(named: "Bookmark\(index)Color") }
    let swiftGen = Asset.Colors.swiftGenColor.color
    let rSwift = R.color.rSwiftColor()
}

enum Palette: String {
    case main = "Brand/main"
    case notAColor = "Hello"
}

// palette's generated code (App/Generated/Palette.swift).
let launch = Palette.Root.launchBackground.uiColor
