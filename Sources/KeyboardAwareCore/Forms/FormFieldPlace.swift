/// Where a form's field lives in a table or collection: the view that holds it (the table's header,
/// a section's header or footer, a cell, another supplementary view, the table's footer) and its
/// place among that view's fields. It gives every field a listing position that depends on the
/// content alone, never on what is on screen.
///
/// Reading order breaks exact ties by a field's index (Behaviour rules: *The return key*). Tables
/// and collections create views only for what shows, and list them in no fixed order
/// (`visibleCells` of a collection is unsorted), so an index taken from whatever was on screen
/// would change once a row scrolled in: two fields with the same frame would swap, and Next could
/// go back. Listing the fields by place keeps every tie the same however the rows were revealed.
/// Fields in section headers and footers are candidates like the rows' fields (Behaviour rules:
/// *The return key*): a header's fields list before its section's rows, a footer's after them.
package struct FormFieldPlace: Sendable, Hashable, Comparable {
    /// Which part of a section the holding view is, in the order they are listed.
    package enum Part: Int, Sendable, Hashable {
        /// A section header (a table's `headerView(forSection:)`, a collection's header kind).
        case header
        /// A cell, or a supplementary view tied to one item (listed after that item's cell).
        case item
        /// A section footer.
        case footer
    }

    /// The section; the table's own header lists before every section and its footer after them.
    package var section: Int
    /// The part of the section.
    package var part: Part
    /// The item, for ``Part/item``; 0 otherwise.
    package var item: Int
    /// The supplementary kind of the holding view; empty for a cell, a header or a footer.
    package var kind: String
    /// The field's position among the fields of its holding view, depth first.
    package var position: Int

    package init(section: Int, part: Part, item: Int = 0, kind: String = "", position: Int = 0) {
        self.section = section
        self.part = part
        self.item = item
        self.kind = kind
        self.position = position
    }

    // MARK: - Places

    /// A field of the table's header view (`tableHeaderView`), or of a plain scroll view's content.
    package static func top(position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: .min, part: .header, position: position)
    }

    /// A field of a section's header view.
    package static func header(section: Int, position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: section, part: .header, position: position)
    }

    /// A field of the cell at `(section, item)`.
    package static func cell(section: Int, item: Int, position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: section, part: .item, item: item, position: position)
    }

    /// A field of a supplementary view of another kind at `(section, item)`: after that item's cell.
    package static func supplementary(_ kind: String, section: Int, item: Int, position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: section, part: .item, item: item, kind: kind, position: position)
    }

    /// A field of a section's footer view.
    package static func footer(section: Int, position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: section, part: .footer, position: position)
    }

    /// A field of the table's footer view (`tableFooterView`).
    package static func bottom(position: Int = 0) -> FormFieldPlace {
        FormFieldPlace(section: .max, part: .footer, position: position)
    }

    /// The same holding view, at another position among its fields.
    package func at(position: Int) -> FormFieldPlace {
        var place = self
        place.position = position
        return place
    }

    // MARK: - Order

    /// Section by section; within one, the header, then item by item (its cell, then its other
    /// supplementary views by kind), then the footer; within a view, depth first.
    package static func < (lhs: FormFieldPlace, rhs: FormFieldPlace) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.part != rhs.part { return lhs.part.rawValue < rhs.part.rawValue }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.position < rhs.position
    }

    /// The indices of `places` in listing order: the order in which a form's fields are numbered
    /// for reading order (Behaviour rules: *The return key*), whatever order the views were found
    /// in. Equal places keep their given order.
    package static func listingOrder(_ places: [FormFieldPlace]) -> [Int] {
        places.indices.sorted { a, b in places[a] != places[b] ? places[a] < places[b] : a < b }
    }
}
