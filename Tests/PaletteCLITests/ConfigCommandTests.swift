import Foundation
import Testing
import TestSupport

/// `palette.yml` as the commands use it: found from the first path or given with `--config`,
/// its `states` grouping colors, its problems reported by `check` and refusing other commands.
@Suite struct ConfigCommandTests {
    /// A project with `palette.yml` (when `config` is given) beside `App/A.xcassets`, which holds
    /// one colorset per name.
    static func project(config: String?, names: [String], extra: [String: String] = [:]) throws -> TemporaryFolder {
        let colorSet = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        var files = ["App/A.xcassets/Contents.json": XcodeJSON.folder()].merging(extra) { $1 }
        for name in names { files["App/A.xcassets/\(name).colorset/Contents.json"] = colorSet }
        if let config { files["palette.yml"] = config }
        return try TemporaryFolder(files)
    }

    /// `show NAME --format json`'s `stateGroup`, or `nil` when the color is in none.
    static func stateGroup(_ name: String, _ arguments: [String]) throws -> [String: Any]? {
        let shown = try #require(try CLI.json(["show", name, "--format", "json"] + arguments) as? [String: Any])
        return shown["stateGroup"] as? [String: Any]
    }

    @Test func showReportsTheGroupAndItsStatesByCanonicalName() throws {
        let folder = try Self.project(config: nil, names: ["AlertRed", "AlertRedHover", "AlertRedPressed", "FireButtonRedHoverColor"])
        let group = try #require(try Self.stateGroup("AlertRedHover", [folder.url("App")]))
        #expect(group["name"] as? String == "AlertRed")
        #expect(group["states"] as? [String] == ["normal", "pressed", "hovered"])
        #expect(group["state"] as? String == "hovered")
        #expect(try Self.stateGroup("FireButtonRedHoverColor", [folder.url("App")]) == nil)
    }

    @Test func statesFromAConfigAboveThePathGroupTheProjectsOwnWords() throws {
        let folder = try Self.project(config: "states:\n  dragging: [drag]\n  pressed: push\n",
                                      names: ["Card", "CardDrag", "Key", "KeyPush"], extra: ["empty.yml": "# none\n"])
        let dragged = try #require(try Self.stateGroup("CardDrag", [folder.url("App/A.xcassets")]))
        #expect(dragged["name"] as? String == "Card")
        #expect(dragged["states"] as? [String] == ["normal", "dragging"])
        let pushed = try #require(try Self.stateGroup("KeyPush", [folder.url("App/A.xcassets")]))
        #expect(pushed["states"] as? [String] == ["normal", "pressed"])
        // --config names another file: the project's words are not used.
        #expect(try Self.stateGroup("CardDrag", ["--config", folder.url("empty.yml"), folder.url("App")]) == nil)
    }

    /// `check` with a path loads the catalogs while it reads the config (issue 10's speed), and
    /// loads them again when the config adds state words: the groups are the config's either way.
    /// #C85020 and #708A06 look alike with deuteranopia, which `check` reports only for two states of a group.
    @Test func checkWithAPathGroupsStatesByTheConfigsWords() throws {
        let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xC8", green: "0x50", blue: "0x20")])
        let green = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x70", green: "0x8A", blue: "0x06")])
        let folder = try Self.project(config: "states:\n  dragging: [drag]\n", names: [], extra: [
            "App/A.xcassets/Card.colorset/Contents.json": red, "App/A.xcassets/CardDrag.colorset/Contents.json": green,
            "empty.yml": "# none\n",
        ])
        let grouped = try CLI.run(["check", folder.url("App/A.xcassets")])
        #expect(grouped.output.contains("states 'Card' and 'CardDrag' look alike with deuteranopia"), "\(grouped.output)")
        let ungrouped = try CLI.run(["check", "--config", folder.url("empty.yml"), folder.url("App/A.xcassets")])
        #expect(!ungrouped.output.contains("look alike"), "\(ungrouped.output)")
    }

    @Test func checkReportsConfigProblemsWithTheRest() throws {
        let folder = try Self.project(config: "stats:\n  hovered: [hot]\nstates:\n  hovered: {word: hot}\n", names: ["Tag"])
        let text = try CLI.run(["check", folder.url("App")])
        #expect(text.status == 1)
        let config = folder.url("palette.yml")
        #expect(text.output.contains("\(config):1:1: warning: unknown key 'stats'; ignored (did you mean 'states'?)\n"))
        #expect(text.output.contains("\(config):4:12: error: key 'states.hovered' must hold a word or a list of words, not a mapping\n"))
        #expect(text.output.hasSuffix("1 error, 1 warning in 1 colorset\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CLI.run(["check", "--format", "json", folder.url("App")]).output.utf8))
            as? [[String: Any]])
        #expect(json.map { $0["code"] as? String } == ["config.unknown-key", "config.wrong-type"])
        #expect(json.first?["line"] as? Int == 1 && json.first?["column"] as? Int == 1)
    }

    @Test func otherCommandsWarnButRefuseToRunOnAConfigError() throws {
        let warned = try Self.project(config: "colours: 1\n", names: ["Tag"])
        let listed = try CLI.run(["list", warned.url("App")])
        #expect(listed.status == 0)
        #expect(listed.output.contains("palette.yml:1:1: warning: unknown key 'colours'; ignored\n"))
        #expect(listed.output.contains("Tag"))

        let broken = try Self.project(config: "states:\n  hovered: [hot\n", names: ["Tag"])
        for arguments in [["list"], ["show", "Tag"], ["set", "Tag", "#000000"]] {
            let result = try CLI.run(arguments + [broken.url("App")])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.output.contains("palette.yml:3:1: error: malformed YAML: "), "\(result.output)")
            #expect(result.output.contains("palette: error: the config '\(broken.url("palette.yml"))' has errors (above); "
                                           + "fix them, or name another file with --config\n"))
        }
        #expect(try broken.read("App/A.xcassets/Tag.colorset/Contents.json") == Data(XcodeJSON.colorSet([
            XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")]).utf8))
    }

    @Test func anExplicitConfigThatCannotBeReadIsAnError() throws {
        let folder = try Self.project(config: nil, names: ["Tag"])
        let result = try CLI.run(["list", "--config", folder.url("missing.yml"), folder.url("App")])
        #expect(result.status == 1)
        #expect(result.output.contains("\(folder.url("missing.yml")): error: cannot read config file: no such file or directory\n"))
    }

    @Test func withoutAPathTheConfigsCatalogsAreOpened() throws {
        let colorSet = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try Self.project(config: "catalogs: [App/A.xcassets]\n", names: ["Listed"],
                                      extra: ["Other/B.xcassets/Unlisted.colorset/Contents.json": colorSet])
        let binary = try #require(PaletteExecutable.url)
        let script = "cd '\(folder.path)/Other' && exec '\(binary.path)' list --format json"
        let result = try Spawn.run(["/bin/sh", "-c", script], environment: Spawn.cleanEnvironment)
        #expect(result.status == 0, "\(result.output)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["Listed"])
    }

    @Test func everyCommandTakesConfig() throws {
        for command in ["browse", "list", "show", "check", "set"] {
            #expect(try CLI.run([command, "--help"]).output.contains("--config <file>"), "\(command)")
        }
    }
}
