import SwiftUI
import UIKit

let nearBlack = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
let eightBit = UIColor(red: 28 / 255.0, green: 28 / 255.0, blue: 30 / 255.0, alpha: 1.0)
let literal = #colorLiteral(red: 1, green: 0.2, blue: 0.4, alpha: 1)
let swiftUI = Color(red: 0.0, green: 0.5, blue: 1.0)
let gray = UIColor(white: 0.5, alpha: 1)
let hex = UIColor(hex: "#FF3366")
let unmatched = UIColor(red: 0.9, green: 0.1, blue: 0.7, alpha: 1)
let dynamic = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
}
let helper = Color.dynamic(light: Color(red: 0, green: 0, blue: 0), dark: Color(red: 1, green: 1, blue: 1))
