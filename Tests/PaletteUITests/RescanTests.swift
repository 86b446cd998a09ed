import AssetCatalog
import Foundation
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// Colorsets and folders added or removed on disk while the browser runs: the runtime performing
/// `.rescan` on a temporary catalog, ticks and Ctrl-L, and what happens to edits, undo, the
/// selection and every other part of the state that names a colorset.
@MainActor
@Suite struct RescanTests {
    /// `Cat.xcassets`: `Brand/` (namespace) accent, primary; `Controls/` (plain folder) button, buttonPressed (a
    /// state group); `Text/` (namespace) body, title.
    func catalog() throws -> TemporaryFolder {
        try TemporaryFolder([
            "Cat.xcassets/Contents.json": XcodeJSON.folder(),
            "Cat.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "Cat.xcassets/Brand/accent.colorset/Contents.json": color("0.100"),
            "Cat.xcassets/Brand/primary.colorset/Contents.json": color("0.200"),
            "Cat.xcassets/Controls/Contents.json": XcodeJSON.folder(),
            "Cat.xcassets/Controls/button.colorset/Contents.json": color("0.300"),
            "Cat.xcassets/Controls/buttonPressed.colorset/Contents.json": color("0.400"),
            "Cat.xcassets/Text/Contents.json": XcodeJSON.folder(namespace: true),
            "Cat.xcassets/Text/body.colorset/Contents.json": color("0.500"),
            "Cat.xcassets/Text/title.colorset/Contents.json": color("0.600"),
        ])
    }

    func color(_ red: String) -> String {
        XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0.000", blue: "0.000")])
    }

    /// A browser on `folder`'s catalog with the row showing `selected` (a qualified name) selected.
    func browser(_ folder: TemporaryFolder, selecting selected: String? = nil,
                         setUp: (inout AppState) throws -> Void = { _ in }) throws -> BrowserRuntime {
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Cat.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        if let selected { state.selection = try node(selected, in: state) }
        try setUp(&state)
        let runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40))
        runtime.drawFrame()
        return runtime
    }

    func node(_ qualifiedName: String, in state: AppState) throws -> Int {
        let location = try state.workspace.locate(qualifiedName).get()
        return try #require(state.outline.nodes.firstIndex { node in
            switch node.item {
            case .colorSet(let other): other == location
            case .stateGroup(let catalog, let group):
                state.outline.stateGroup(catalog: catalog, group: group).members.contains {
                    ColorSetLocation(catalog: catalog, colorSet: $0.colorSet) == location
                }
            default: false
            }
        })
    }

    /// The tree's labels, depth first.
    func labels(_ state: AppState) -> [String] { state.outline.nodes.map(\.label) }

    func location(_ name: String, _ state: AppState) throws -> ColorSetLocation {
        try state.workspace.locate(name).get()
    }

    func qualifiedName(_ location: ColorSetLocation?, _ state: AppState) -> String? {
        location.map { state.colorSet(at: $0).qualifiedName }
    }

    func remove(_ relative: String, in folder: TemporaryFolder) throws {
        try FileManager.default.removeItem(atPath: folder.url(relative))
    }

    @Test func aTickShowsAColorSetAddedInANamespaceFolderAtItsSortedPlace() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        let before = labels(runtime.state)
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/beta.colorset/Contents.json")
        runtime.send(.tick)
        let after = labels(runtime.state)
        #expect(after.count == before.count + 1)
        let accent = try #require(after.firstIndex(of: "accent"))
        #expect(Array(after[accent...].prefix(3)) == ["accent", "beta", "primary"])
        let beta = try location("Brand/beta", runtime.state)
        #expect(runtime.state.colorSet(at: beta).variants.count == 1)
        #expect(runtime.state.statusMessage == "1 color added on disk")
        #expect(runtime.frame.lines.joined().contains("beta"))
    }

    @Test func ctrlLDropsAColorSetRemovedOnDisk() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        try remove("Cat.xcassets/Brand/primary.colorset", in: folder)
        runtime.send(.redraw)
        #expect(!labels(runtime.state).contains("primary"))
        #expect(throws: NameLookupError.self) { try runtime.state.workspace.locate("Brand/primary").get() }
        #expect(runtime.state.statusMessage == "1 color removed on disk")
        #expect(runtime.state.workspace.catalogs[0].colorSets.count == 5)
    }

    /// A browser on every catalog below `folder` (searched, not named).
    private func searchingBrowser(_ folder: TemporaryFolder) -> BrowserRuntime {
        let runtime = BrowserRuntime(state: AppState(workspace: CatalogLoader.load(paths: [folder.path]),
                                                     size: TerminalSize(width: 120, height: 40)),
                                     backend: TestBackend(width: 120, height: 40))
        runtime.drawFrame()
        return runtime
    }

    @Test func aTickAddsACatalogCreatedBelowTheSearchedFolder() throws {
        let folder = try catalog()
        let runtime = searchingBrowser(folder)
        #expect(runtime.state.diskWatch.searched.map(\.path.description) == [folder.path])
        let selected = runtime.state.selectedColorSet
        try folder.write(XcodeJSON.folder(), to: "Widget/New.xcassets/Contents.json")
        try folder.write(color("0.900"), to: "Widget/New.xcassets/glow.colorset/Contents.json")
        runtime.send(.tick)
        #expect(runtime.state.workspace.catalogs.map(\.name) == ["Cat", "New"])
        #expect(runtime.state.statusMessage == "1 color added on disk")
        #expect(labels(runtime.state).suffix(2) == ["New", "glow"])
        #expect(runtime.state.selectedColorSet == selected)
        // The folders searched now are watched: `Widget` too, and a tick adds nothing more.
        #expect(runtime.state.diskWatch.searched.map(\.path.description) == [folder.path, folder.url("Widget")])
        runtime.send(.tick)
        #expect(runtime.state.workspace.catalogs.count == 2)
        // Found once: its own folders are watched from then on.
        try folder.write(color("0.950"), to: "Widget/New.xcassets/halo.colorset/Contents.json")
        runtime.send(.tick)
        #expect(try location("halo", runtime.state).catalog == 1)
        // A catalog made in a folder made later: the new folder's parent changed, and the new
        // folder is searched.
        try folder.write(XcodeJSON.folder(), to: "Widget/Deep/Other.xcassets/Contents.json")
        try folder.write(color("0.500"), to: "Widget/Deep/Other.xcassets/ember.colorset/Contents.json")
        runtime.send(.tick)
        #expect(runtime.state.workspace.catalogs.map(\.name) == ["Cat", "New", "Other"])
    }

    @Test func ctrlLAddsACatalogCreatedBelowTheSearchedFolder() throws {
        let folder = try catalog()
        let runtime = searchingBrowser(folder)
        try folder.write(XcodeJSON.folder(), to: "Widget/New.xcassets/Contents.json")
        try folder.write(color("0.900"), to: "Widget/New.xcassets/glow.colorset/Contents.json")
        runtime.send(.redraw)
        #expect(runtime.state.workspace.catalogs.map(\.name) == ["Cat", "New"])
        #expect(runtime.state.statusMessage == "1 color added on disk")
        runtime.send(.redraw)
        #expect(runtime.state.workspace.catalogs.count == 2)
    }

    @Test func aCatalogOpenedByItsPathWatchesNoSearchedFolder() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        #expect(runtime.state.diskWatch.searched.isEmpty)
        try folder.write(XcodeJSON.folder(), to: "New.xcassets/Contents.json")
        try folder.write(color("0.900"), to: "New.xcassets/glow.colorset/Contents.json")
        runtime.send(.tick)
        #expect(runtime.state.workspace.catalogs.count == 1, "only the catalog palette was given is shown")
    }

    @Test func aCatalogRemovedOnDiskLeavesTheTreeAndComesBack() throws {
        let folder = try catalog()
        try folder.write(XcodeJSON.folder(), to: "Widget/W.xcassets/Contents.json")
        try folder.write(color("0.900"), to: "Widget/W.xcassets/glow.colorset/Contents.json")
        let runtime = searchingBrowser(folder)
        #expect(labels(runtime.state).contains("W"))
        try remove("Widget", in: folder)
        runtime.send(.redraw)
        #expect(!labels(runtime.state).contains("W"), "\(labels(runtime.state))")
        #expect(runtime.state.statusMessage == "1 color removed on disk")
        #expect(runtime.state.workspace.catalogs.count == 2, "catalog indices stay; the empty catalog has no row")
        try folder.write(XcodeJSON.folder(), to: "Widget/W.xcassets/Contents.json")
        try folder.write(color("0.900"), to: "Widget/W.xcassets/glow.colorset/Contents.json")
        runtime.send(.redraw)
        #expect(labels(runtime.state).suffix(2) == ["W", "glow"])
    }

    @Test func removingEveryColorSetIsSaidToo() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        for name in ["Brand", "Controls", "Text"] { try remove("Cat.xcassets/" + name, in: folder) }
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == "6 colors removed on disk")
        #expect(runtime.state.outline.colorSetCount == 0)
        #expect(runtime.state.selectedNode == nil || runtime.state.selectedNode?.isContainer == true)
    }

    @Test func addedAndRemovedAreSaidTogether() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        try remove("Cat.xcassets/Text/title.colorset", in: folder)
        try folder.write(color("0.700"), to: "Cat.xcassets/Text/caption.colorset/Contents.json")
        try folder.write(color("0.800"), to: "Cat.xcassets/Text/footnote.colorset/Contents.json")
        runtime.send(.redraw)
        #expect(runtime.state.statusMessage == "2 colors added, 1 removed on disk")
        #expect(labels(runtime.state).suffix(4) == ["Text/", "body", "caption", "footnote"])
    }

    @Test func aColorSetWithUnsavedEditsIsKeptWhenItsFolderIsRemovedAndWWritesItBack() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Brand/accent")
        runtime.handle(.key(.character("e")))
        runtime.handle(.key(.right))
        runtime.handle(.key(.enter))
        let accent = try location("Brand/accent", runtime.state)
        #expect(runtime.state.history.isDirty(accent))
        let edited = runtime.state.colorSet(at: accent)
        try remove("Cat.xcassets/Brand", in: folder)
        runtime.send(.tick)
        let kept = try location("Brand/accent", runtime.state)
        #expect(runtime.state.colorSet(at: kept).document == edited.document)
        #expect(runtime.state.history.isDirty(kept))
        #expect(runtime.state.diskWatch.conflicts == [kept])
        #expect(labels(runtime.state).contains("accent"))
        #expect(!labels(runtime.state).contains("primary"))
        #expect(runtime.state.statusMessage == "1 color removed on disk; 1 color with your edits changed on disk: w asks")
        // Written back, folders and all, after the usual question about a file changed on disk.
        runtime.handle(.key(.character("w")))
        #expect(runtime.state.prompt == .changedOnDisk([kept]))
        runtime.handle(.key(.character("o")))
        runtime.handle(.key(.character("y")))
        #expect(runtime.state.statusMessage == "saved 1 colorset")
        let written = try folder.read("Cat.xcassets/Brand/accent.colorset/Contents.json")
        #expect(Array(written) == edited.document?.bytes)
        #expect(!runtime.state.history.isDirty(kept))
        // The folder's own file came back with it, as it was: the color keeps its namespace on disk.
        #expect(try folder.read("Cat.xcassets/Brand/Contents.json") == Data(XcodeJSON.folder(namespace: true).utf8))
        #expect(CatalogLoader.load(paths: [folder.url("Cat.xcassets")]).catalogs[0].colorSets.map(\.qualifiedName)
            .contains("Brand/accent"))
        runtime.send(.tick)
        #expect(try location("Brand/accent", runtime.state) == kept)
        #expect(!runtime.state.history.isDirty(kept))
    }

    @Test func undoAfterARescanUndoesTheSameColorSet() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Text/body")
        let original = runtime.state.colorSet(at: try location("Text/body", runtime.state))
        runtime.handle(.key(.character("e")))
        runtime.handle(.key(.right))
        runtime.handle(.key(.enter))
        // Added before it: every colorset after it moves up one place.
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/aaa.colorset/Contents.json")
        runtime.send(.tick)
        let body = try location("Text/body", runtime.state)
        #expect(runtime.state.history.isDirty(body))
        #expect(runtime.state.selectedColorSet == body)
        runtime.handle(.key(.character("u")))
        #expect(runtime.state.colorSet(at: body).document == original.document)
        #expect(runtime.state.history.dirtyLocations.isEmpty)
        #expect(!runtime.state.history.isDirty(try location("Brand/aaa", runtime.state)))
    }

    @Test func theSelectionStaysOnItsColorSetOrGoesToTheNearestRow() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Text/title")
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/aaa.colorset/Contents.json")
        runtime.send(.tick)
        #expect(qualifiedName(runtime.state.selectedColorSet, runtime.state) == "Text/title")
        try remove("Cat.xcassets/Text/title.colorset", in: folder)
        runtime.send(.tick)
        #expect(runtime.state.selectedNode != nil)
        #expect(qualifiedName(runtime.state.selectedColorSet, runtime.state) == "Text/body")
    }

    @Test func aNewStateMemberJoinsItsGroup() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "button")
        #expect(runtime.state.selectedGroup != nil)
        try folder.write(color("0.700"), to: "Cat.xcassets/Controls/buttonDisabled.colorset/Contents.json")
        runtime.send(.tick)
        let group = try #require(runtime.state.selectedGroup)
        let members = runtime.state.outline.stateGroup(catalog: group.catalog, group: group.group).members
        #expect(members.map(\.state) == [.normal, .pressed, .disabled].sorted())
        #expect(!labels(runtime.state).contains("buttonDisabled"))
        #expect(runtime.state.statusMessage == "1 color added on disk")
    }

    @Test func aFolderAddedWithProvidesNamespaceNamesItsColors() throws {
        let folder = try catalog()
        let runtime = try browser(folder)
        try folder.write(XcodeJSON.folder(namespace: true), to: "Cat.xcassets/Fresh/Contents.json")
        try folder.write(color("0.700"), to: "Cat.xcassets/Fresh/tint.colorset/Contents.json")
        runtime.send(.tick)
        let tint = try location("Fresh/tint", runtime.state)
        #expect(runtime.state.colorSet(at: tint).name == "tint")
        #expect(labels(runtime.state).contains("Fresh/"))
    }

    @Test func ctrlLNoticesAFolderThatBecameANamespace() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "buttonPressed")
        try folder.write(XcodeJSON.folder(namespace: true), to: "Cat.xcassets/Controls/Contents.json")
        runtime.send(.redraw)
        #expect(runtime.state.statusMessage == "folders changed on disk")
        #expect(labels(runtime.state).contains("Controls/"))
        #expect(qualifiedName(runtime.state.selectedColorSet, runtime.state) == "Controls/button")
        #expect(runtime.state.selectedGroup != nil)
    }

    @Test func aColorSetAddedInAnEmptyFolderMadeEarlierIsNoticed() throws {
        let folder = try catalog()
        try folder.write("", to: "Cat.xcassets/Later/")
        let runtime = try browser(folder)
        try folder.write(color("0.700"), to: "Cat.xcassets/Later/late.colorset/Contents.json")
        runtime.send(.tick)
        #expect(try location("late", runtime.state).catalog == 0)
    }

    @Test func nothingChangesWhenTheShapeDidNot() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Text/body")
        runtime.send(.tick)
        let before = runtime.state
        runtime.send(.tick)
        #expect(runtime.state == before)
        // A file that is no colorset comes and goes: the folder's stamp changes, the tree does not.
        try folder.write("x", to: "Cat.xcassets/Brand/notes.txt")
        try remove("Cat.xcassets/Brand/notes.txt", in: folder)
        runtime.send(.tick)
        #expect(runtime.state.outline === before.outline)
        #expect(runtime.state.statusMessage == nil)
        #expect(runtime.state.selection == before.selection)
        #expect(runtime.state.history == before.history)
    }
}
