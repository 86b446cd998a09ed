import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// Only regular files are read: a FIFO, socket, device or folder named `Contents.json` is a
/// diagnostic and never a blocking read, and a file over 16 MiB is refused unread. A time limit
/// turns a regression (an open or read that blocks) into a failure instead of a hang.
@Suite(.timeLimit(.minutes(1))) struct SpecialFileTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var kind: FileKind
        /// Puts the special file at the given path.
        var make: @Sendable (String) throws -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "FIFO", kind: .fifo) { path in try #require(mkfifo(path, 0o644) == 0) },
        Case(name: "link to /dev/zero", kind: .characterDevice) { path in try #require(symlink("/dev/zero", path) == 0) },
        Case(name: "socket", kind: .socket) { path in try bindSocket(at: path) },
        Case(name: "folder", kind: .folder) { path in try #require(mkdir(path, 0o755) == 0) },
    ]

    @Test(arguments: cases)
    func aColorSetContentsThatIsNotARegularFileIsReportedAndTheRestLoads(_ example: Case) throws {
        let folder = try TemporaryFolder(["A.xcassets/good.colorset/Contents.json": Self.red, "A.xcassets/bad.colorset/": ""])
        try example.make(folder.url("A.xcassets/bad.colorset/Contents.json"))
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.allDiagnostics.map(\.finding) == [.notRegularFile(example.kind)])
        #expect(catalog.allDiagnostics.first?.file == folder.url("A.xcassets/bad.colorset/Contents.json"))
        #expect(catalog.allDiagnostics.first?.message == "is a \(example.kind.rawValue), not a regular file; palette reads only regular files")
        #expect(catalog.colorSets.map(\.name) == ["bad", "good"])
        #expect(catalog.colorSets.first { $0.name == "good" }?.document != nil)
    }

    @Test(arguments: cases)
    func aGroupContentsThatIsNotARegularFileIsReported(_ example: Case) throws {
        let folder = try TemporaryFolder(["A.xcassets/Group/good.colorset/Contents.json": Self.red])
        try example.make(folder.url("A.xcassets/Group/Contents.json"))
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.allDiagnostics.map(\.finding) == [.notRegularFile(example.kind)])
        #expect(catalog.colorSets.map(\.qualifiedName) == ["good"])
    }

    @Test func aFileOverTheLimitIsReportedUnreadWithTheLimit() throws {
        let folder = try TemporaryFolder(["A.xcassets/big.colorset/Contents.json": ""])
        let path = folder.url("A.xcassets/big.colorset/Contents.json")
        // Sparse: 16 MiB and one byte of zeros cost no disk.
        try #require(truncate(path, off_t(FileSystem.sizeLimit + 1)) == 0)
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let diagnostic = try #require(catalog.allDiagnostics.first)
        #expect(diagnostic.finding == .fileTooLarge(size: FileSystem.sizeLimit + 1, limit: FileSystem.sizeLimit))
        #expect(diagnostic.code == "file.too-large")
        #expect(diagnostic.message == "file is 16777217 bytes, more than palette reads (16 MiB); not read")
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let folder = try TemporaryFolder(["A.xcassets/big.colorset/Contents.json": ""])
        let path = folder.url("A.xcassets/big.colorset/Contents.json")
        let padding = Int(FileSystem.sizeLimit) - Self.red.utf8.count
        try folder.write(Self.red + String(repeating: " ", count: padding), to: "A.xcassets/big.colorset/Contents.json")
        let (bytes, stamp) = try FileSystem.read(FilePath(path))
        #expect(bytes.count == Int(FileSystem.sizeLimit))
        #expect(stamp.size == FileSystem.sizeLimit)
    }

    @Test(arguments: [
        Finding.notRegularFile(.fifo), .notRegularFile(.folder), .fileTooLarge(size: 20_000_000, limit: 16 << 20),
        .linkNotFollowed(.outsideTree(tree: "/x")), .linkNotFollowed(.intoCatalog), .linkNotFollowed(.alreadyRead),
    ])
    func newFindingsFollowTheHouseRules(_ finding: Finding) {
        FindingTests().wordingFollowsTheHouseRules(finding)
    }
}

/// Binds a Unix socket at `path` (and closes it: the socket file stays).
func bindSocket(at path: String) throws {
    #if canImport(Glibc)
    let stream = Int32(SOCK_STREAM.rawValue)
    #else
    let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_UNIX, stream, 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(path)")
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes + [0]) }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
}
