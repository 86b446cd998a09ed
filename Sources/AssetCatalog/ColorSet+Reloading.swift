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

extension ColorSet {
    /// Whether `Contents.json` differs now from when this colorset was read or saved: its stamp
    /// (device, inode, size, modification time, mode, owner, links) changed, or it appeared or
    /// went away. One `stat`, no read.
    public var changedOnDisk: Bool {
        FileSystem.stamp(contentsFile) != stamp
    }
}
