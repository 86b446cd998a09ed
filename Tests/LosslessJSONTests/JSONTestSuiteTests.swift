import LosslessJSON
import TestSupport
import Testing

/// JSONTestSuite `test_parsing`: accept every `y_`, reject every `n_`, and the chosen verdict for each `i_`.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct JSONTestSuiteTests {
    @Test func suiteHasTheExpectedFileCounts() {
        #expect(FixtureLoading.testSuiteNames(prefix: "y_").count == 95)
        #expect(FixtureLoading.testSuiteNames(prefix: "n_").count == 188)
        #expect(FixtureLoading.testSuiteNames(prefix: "i_").count == 35)
    }

    @Test(arguments: FixtureLoading.testSuiteNames(prefix: "y_"))
    func acceptedFilePrintsBackIdentical(name: String) throws {
        let input = try FixtureLoading.testSuiteBytes(name)
        let document = try JSONDocument(bytes: input)
        #expect(document.bytes == input)
    }

    @Test(arguments: FixtureLoading.testSuiteNames(prefix: "n_"))
    func rejectedFileNamesLineAndColumn(name: String) throws {
        let input = try FixtureLoading.testSuiteBytes(name)
        #expect {
            _ = try JSONDocument(bytes: input)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.location.line >= 1 && error.location.column >= 1 && error.code.hasPrefix("json.")
                && !error.message.isEmpty && error.offset <= input.count
        }
    }

    @Test func hundredThousandOpeningArraysStopAtTheDepthLimit() throws {
        let input = try FixtureLoading.testSuiteBytes("n_structure_100000_opening_arrays.json")
        var caught: JSONSyntaxError?
        do throws(JSONSyntaxError) { _ = try JSONDocument(bytes: input) } catch { caught = error }
        // The parser stops at the 513th bracket instead of reading the other 99,487: the
        // location says so without timing anything.
        #expect(caught?.reason == .depthLimitExceeded(limit: 512))
        #expect(caught?.location == JSONLocation(line: 1, column: 513))
        #expect(caught?.offset == 512)
    }

    /// The verdict for an implementation-defined file: accepted (code nil) or rejected with `code`.
    struct Verdict: Sendable, CustomTestStringConvertible {
        var name: String
        var code: String?
        var testDescription: String { "\(name) -> \(code ?? "accepted")" }
    }

    static let implementationDefined: [Verdict] = [
        // Huge numbers: kept raw.
        Verdict(name: "i_number_double_huge_neg_exp.json", code: nil),
        Verdict(name: "i_number_huge_exp.json", code: nil),
        Verdict(name: "i_number_neg_int_huge_exp.json", code: nil),
        Verdict(name: "i_number_pos_double_huge_exp.json", code: nil),
        Verdict(name: "i_number_real_neg_overflow.json", code: nil),
        Verdict(name: "i_number_real_pos_overflow.json", code: nil),
        Verdict(name: "i_number_real_underflow.json", code: nil),
        Verdict(name: "i_number_too_big_neg_int.json", code: nil),
        Verdict(name: "i_number_too_big_pos_int.json", code: nil),
        Verdict(name: "i_number_very_big_negative_int.json", code: nil),
        // Lone or mismatched surrogate escapes: accepted, kept raw, decoded as U+FFFD.
        Verdict(name: "i_object_key_lone_2nd_surrogate.json", code: nil),
        Verdict(name: "i_string_1st_surrogate_but_2nd_missing.json", code: nil),
        Verdict(name: "i_string_1st_valid_surrogate_2nd_invalid.json", code: nil),
        Verdict(name: "i_string_incomplete_surrogate_and_escape_valid.json", code: nil),
        Verdict(name: "i_string_incomplete_surrogate_pair.json", code: nil),
        Verdict(name: "i_string_incomplete_surrogates_escape_valid.json", code: nil),
        Verdict(name: "i_string_invalid_lonely_surrogate.json", code: nil),
        Verdict(name: "i_string_invalid_surrogate.json", code: nil),
        Verdict(name: "i_string_inverted_surrogates_U+1D11E.json", code: nil),
        Verdict(name: "i_string_lone_second_surrogate.json", code: nil),
        // UTF-16 and UTF-32: rejected with a clear message.
        Verdict(name: "i_string_UTF-16LE_with_BOM.json", code: "json.unsupported-encoding"),
        Verdict(name: "i_string_utf16BE_no_BOM.json", code: "json.unsupported-encoding"),
        Verdict(name: "i_string_utf16LE_no_BOM.json", code: "json.unsupported-encoding"),
        // Invalid UTF-8 (overlong, surrogate, out of range, truncated, Latin-1): rejected.
        Verdict(name: "i_string_UTF-8_invalid_sequence.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_UTF8_surrogate_U+D800.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_invalid_utf-8.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_iso_latin_1.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_lone_utf8_continuation_byte.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_not_in_unicode_range.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_overlong_sequence_2_bytes.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_overlong_sequence_6_bytes.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_overlong_sequence_6_bytes_null.json", code: "json.invalid-utf8"),
        Verdict(name: "i_string_truncated-utf-8.json", code: "json.invalid-utf8"),
        // Structure: 500 levels are under the 512 limit; a UTF-8 BOM is accepted and kept.
        Verdict(name: "i_structure_500_nested_arrays.json", code: nil),
        Verdict(name: "i_structure_UTF-8_BOM_empty_object.json", code: nil),
    ]

    @Test func verdictTableCoversEveryImplementationDefinedFile() {
        #expect(Self.implementationDefined.map(\.name).sorted() == FixtureLoading.testSuiteNames(prefix: "i_"))
    }

    @Test(arguments: implementationDefined)
    func implementationDefinedFileGetsItsVerdict(verdict: Verdict) throws {
        let input = try FixtureLoading.testSuiteBytes(verdict.name)
        do throws(JSONSyntaxError) {
            let document = try JSONDocument(bytes: input)
            #expect(verdict.code == nil, "accepted, but the table says \(verdict.code ?? "")")
            #expect(document.bytes == input)
        } catch {
            #expect(error.code == verdict.code, "\(error.formatted(path: verdict.name))")
        }
    }
}
