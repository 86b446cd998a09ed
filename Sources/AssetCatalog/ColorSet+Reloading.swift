extension ColorSet {
    /// The same colorset read again from its `Contents.json`, dropping unsaved edits: what the
    /// browser does when the user chooses to reload a file that changed on disk. A file that can
    /// no longer be read or parsed gives a colorset without a document and with the diagnostic.
    public func reloadedFromDisk() -> ColorSet {
        let (document, stamp, problem) = CatalogLoader.readDocument(contentsPath, required: true)
        var reloaded = ColorSet(name: name, qualifiedName: qualifiedName, folderPath: folderPath,
                                document: document, stamp: stamp)
        if let problem { reloaded.addLoadProblem(problem) }
        return reloaded
    }
}
