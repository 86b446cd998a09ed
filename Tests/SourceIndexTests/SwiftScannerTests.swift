import Testing
@testable import SourceIndex
