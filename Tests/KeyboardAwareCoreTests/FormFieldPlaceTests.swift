import Foundation
import KeyboardAwareCore
import Testing

@Suite("*The return key*: fields in section headers and footers, listed by place")
struct FormFieldPlaceTests {
    @Test func placesListSectionBySectionHeaderItemsFooter() {
        // Found in the order a collection happens to report its views.
        let found: [FormFieldPlace] = [
            .cell(section: 1, item: 0), // 0
            .footer(section: 0), // 1
            .header(section: 1), // 2
            .cell(section: 0, item: 2), // 3
            .bottom(), // 4
            .supplementary("badge", section: 0, item: 2), // 5
            .cell(section: 0, item: 2, position: 1), // 6
            .top(), // 7
            .cell(section: 0, item: 0), // 8
            .header(section: 0), // 9
        ]
        // Table header; section 0: header, item 0, item 2's cell (positions 0, 1) then its badge,
        // footer; section 1: header, item 0; table footer.
        #expect(FormFieldPlace.listingOrder(found) == [7, 9, 8, 3, 6, 5, 1, 2, 0, 4])
    }

    @Test func theListingDoesNotDependOnWhatWasFoundFirst() {
        let places: [FormFieldPlace] = [.header(section: 2), .cell(section: 1, item: 4), .footer(section: 1)]
        let reversed = Array(places.reversed())
        #expect(FormFieldPlace.listingOrder(places).map { places[$0] } == [places[1], places[2], places[0]])
        #expect(FormFieldPlace.listingOrder(reversed).map { reversed[$0] } == [places[1], places[2], places[0]])
    }

    @Test func aFooterFieldAndTheNextHeadersFieldOnOneRowGoFooterFirstWhicheverShowedFirst() {
        let engine = KeyboardAvoidanceEngine()
        // Section 0's footer field and section 1's header field drawn at the same frame (a grid
        // whose footer and next header share a line), and a row field of section 1 below.
        let tie = CGRect(x: 16, y: 400, width: 170, height: 40)
        let row = CGRect(x: 16, y: 460, width: 361, height: 40)
        // Revealed in either order, the listing puts the footer (index 0) before the header (1):
        // both orders of discovery give the same frames in the same order.
        for found in [
            [(FormFieldPlace.footer(section: 0), tie), (.header(section: 1), tie), (.cell(section: 1, item: 0), row)],
            [(FormFieldPlace.cell(section: 1, item: 0), row), (.header(section: 1), tie), (.footer(section: 0), tie)],
        ] {
            let frames = FormFieldPlace.listingOrder(found.map(\.0)).map { found[$0].1 }
            #expect(frames == [tie, tie, row])
            // Same minY 400, same minX 16: the tie goes by index. Next from the footer's field is
            // the header's; from the header's, the row's (not back to the footer's).
            #expect(engine.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: false) == .focus(1))
            #expect(engine.formStep(.next, from: 1, fieldFrames: frames, rightToLeft: false) == .focus(2))
            #expect(engine.formStep(.previous, from: 2, fieldFrames: frames, rightToLeft: false) == .focus(1))
            #expect(engine.formStep(.previous, from: 1, fieldFrames: frames, rightToLeft: false) == .focus(0))
        }
    }

    @Test func aHeaderFieldAboveTheRowsComesBeforeThemAndAFooterFieldAfter() {
        let engine = KeyboardAvoidanceEngine()
        // Header field 10..50, rows at 70..110 and 130..170, footer field 190..230: listed
        // header, rows, footer; reading order agrees, so Next walks 0, 1, 2, 3 and then releases.
        let frames = [
            CGRect(x: 16, y: 10, width: 361, height: 40), CGRect(x: 16, y: 70, width: 361, height: 40),
            CGRect(x: 16, y: 130, width: 361, height: 40), CGRect(x: 16, y: 190, width: 361, height: 40),
        ]
        #expect(engine.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: false) == .focus(1))
        #expect(engine.formStep(.next, from: 2, fieldFrames: frames, rightToLeft: false) == .focus(3))
        #expect(engine.formStep(.next, from: 3, fieldFrames: frames, rightToLeft: false) == .release)
        #expect(engine.formStep(.previous, from: 1, fieldFrames: frames, rightToLeft: false) == .focus(0))
    }
}
