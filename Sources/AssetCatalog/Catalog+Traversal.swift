extension Catalog {
    /// Colorset indices in the order the tree shows them: depth first, children by name.
    public var colorSetsInTreeOrder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(colorSets.count)
        var pending: [CatalogEntry] = folders.isEmpty ? [] : folders[0].children.reversed()
        while let entry = pending.popLast() {
            switch entry {
            case .colorSet(let index): order.append(index)
            case .folder(let index): pending += folders[index].children.reversed()
            }
        }
        return order
    }
}
