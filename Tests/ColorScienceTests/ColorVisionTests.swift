import ColorScience
import Testing

/// The simulation uses Machado et al. (2009)'s published full-severity matrices, in linear sRGB.
@Suite struct ColorVisionTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        var vision: ColorVision
        var rows: [[Double]]
        var testDescription: String { vision.rawValue }
    }

    /// The severity 1.0 rows of the paper's supplementary table (http://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
    static let published: [Reference] = [
        .init(vision: .protanopia, rows: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
        .init(vision: .deuteranopia, rows: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
        .init(vision: .tritanopia, rows: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
    ]

    @Test(arguments: published)
    func matricesAreThePublishedOnes(_ reference: Reference) {
        #expect(reference.vision.matrix == reference.rows)
        // Each primary maps to the matrix's column: pure linear red is the first column, clamped.
        let red = reference.vision.simulate(LinearRGB(red: 1, green: 0, blue: 0))
        #expect(abs(red.red - min(1, max(0, reference.rows[0][0]))) < 1e-12)
        #expect(abs(red.green - min(1, max(0, reference.rows[1][0]))) < 1e-12)
        #expect(abs(red.blue - min(1, max(0, reference.rows[2][0]))) < 1e-12)
    }

    @Test(arguments: ColorVision.allCases)
    func neutralsStayNeutral(_ vision: ColorVision) {
        // Machado's rows sum to 1 (within the table's six decimals): white, black and grays keep their value.
        for byte: UInt8 in [0, 0x40, 0x80, 0xC0, 0xFF] {
            let gray = RGB8(red: byte, green: byte, blue: byte)
            #expect(vision.simulate(gray) == gray, "\(vision) \(gray.hex)")
        }
    }

    @Test func redAndGreenMeetUnderDeuteranopia() {
        // A red and a green of about the same lightness read far apart normally and close together for a deuteranope.
        let red = RGB8(hex: "#C0392B")!, green = RGB8(hex: "#4C8C2B")!
        func distance(_ vision: ColorVision) -> Double {
            OKLab(linearSRGB: vision.simulate(DisplayColor(rgb: red)).linearSRGB)
                .distance(to: OKLab(linearSRGB: vision.simulate(DisplayColor(rgb: green)).linearSRGB))
        }
        #expect(distance(.normal) > 0.2)
        #expect(distance(.deuteranopia) < distance(.normal) / 2)
        #expect(distance(.achromatopsia) < 0.1)
    }

    @Test func achromatopsiaKeepsLuminance() {
        let color = DisplayColor(rgb: RGB8(hex: "#5B4CF0")!)
        let seen = ColorVision.achromatopsia.simulate(color)
        #expect(seen.rgb.red == seen.rgb.green && seen.rgb.green == seen.rgb.blue)
        #expect(abs(seen.linearSRGB.luminance - color.linearSRGB.luminance) < 0.003)
    }

    @Test func modesCycleInOrder() {
        #expect(ColorVision.normal.next == .protanopia)
        #expect(ColorVision.achromatopsia.next == .normal)
    }
}
