// AssetCatalogTests: replaced by real tests.
