import PaletteConfig
import Testing

/// `specimen:` in palette.yml: parts named by color, with positions; problems point at their line.
@Suite struct SpecimenSectionTests {
    @Test func everyPartIsReadWithItsPosition() throws {
        let text = """
            specimen:
              screen: Background/primary
              surface: Background/elevated
              text: [Text/primary, Text/secondary, Text/tertiary]
              separator: Border/separator
              button: Controls/PrimaryButton
              buttonTitle: Controls/buttonTitle
              error: Status/error
              success: Status/success

            """
        let loaded = ConfigLoader.parse(Array(text.utf8), file: "palette.yml")
        #expect(loaded.diagnostics.isEmpty)
        let roles = try #require(loaded.config.specimen?.roles)
        #expect(roles.count == SpecimenSection.Role.allCases.count)
        #expect(roles[.screen] == ConfigName("Background/primary", line: 2, column: 11))
        #expect(roles[.textSecondary]?.text == "Text/secondary")
        #expect(roles[.textTertiary]?.line == 4)
        #expect(roles[.buttonTitle]?.text == "Controls/buttonTitle")
    }

    @Test func unknownKeysAndWrongTypesAreReportedAndTheRestCounts() {
        let text = """
            specimen:
              scren: Background/primary
              surface: [A, B]
              text: Text/primary
              error: Status/error

            """
        let loaded = ConfigLoader.parse(Array(text.utf8), file: "palette.yml")
        let described = loaded.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.finding.code): \($0.finding.message)" }
        #expect(described == [
            "2:3: config.unknown-key: unknown key 'scren' in 'specimen'; ignored (did you mean 'screen'?)",
            "3:12: config.wrong-type: key 'specimen.surface' must hold a color or state group name, not a list",
        ])
        #expect(loaded.config.specimen?.roles == [.textPrimary: ConfigName("Text/primary", line: 4, column: 9),
                                                  .error: ConfigName("Status/error", line: 5, column: 10)])
    }
}
