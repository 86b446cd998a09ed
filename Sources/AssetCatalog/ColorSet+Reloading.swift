extension ColorSet {
    /// The same colorset read again from its `Contents.json`, dropping unsaved edits: what the
    /// browser does when the user chooses to reload a file that changed on disk. A file that can
    /// no longer be read or parsed gives a colorset without a document and with the diagnostic.
    /// Temporary files of a save that was killed are removed (`AtomicFile.removeLeftovers`).
    public func reloadedFromDisk() -> ColorSet {
        AtomicFile.removeLeftovers(of: contentsFile)
        let (document, stamp, problem) = CatalogLoader.readDocument(contentsFile, required: true)
        let folder = contentsFile.parent
        var reloaded = ColorSet(name: name, qualifiedName: qualifiedName, folder: folder,
                                contentsFile: contentsFile, document: document, stamp: stamp)
        if let problem { reloaded.addLoadProblem(problem) }
        return reloaded
    }
}
