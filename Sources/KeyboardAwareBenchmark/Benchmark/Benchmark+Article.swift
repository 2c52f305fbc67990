import Foundation

extension Benchmark {
    /// The two figures the targets are set on, from one whole run.
    struct Headline {
        /// A keyboard event over its floor: the median of the scaling table's sizes.
        var eventToFloor: Double
        /// The hub's notification over ten views each taking it in.
        var hubToEach: Double
    }

    /// This run's headline figures. Call after every measurement.
    var headline: Headline {
        guard let scaling, let hubToEach else { preconditionFailure("the headline needs every table measured") }
        return Headline(
            eventToFloor: scaling.rows.map(\.eventToFloor).sorted()[scaling.rows.count / 2], hubToEach: hubToEach)
    }

    /// The Benchmarks article (`--write`): the machine, then every table measured, with what the
    /// numbers mean; the targets judged on the median of `runs`, the headline figures of every
    /// whole run made for the article (this one last). Call after every measurement.
    func article(runs: [Headline]) -> String {
        guard let scaling else { preconditionFailure("the article needs every table measured") }
        let runs = runs.isEmpty ? [headline] : runs
        let eventToFloor = Self.median(runs.map(\.eventToFloor))
        let hubToEach = Self.median(runs.map(\.hubToEach))
        func list(_ values: [Double]) -> String {
            values.map { String(format: "%.2f×", $0) }.joined(separator: ", ")
        }
        let machine = Machine.current
        var text = """
            # Benchmarks

            Written by `swift run -c release keyboard-aware-bench --write Sources/KeyboardAwareBenchmark/KeyboardAwareBenchmark.docc/Benchmarks.md`. Median of
            \(harness.samples) samples of at least \(harness.minimumSample / 1_000_000) ms each, `DispatchTime`, results kept alive
            with `blackHole`. Targets: <= 2 µs (2,000 ns) per keyboard event, flat across form sizes; a
            keyboard event at most 1.5× its floor (five raw `userInfo` reads); the hub's notification at
            most 0.25× ten views each taking it in.

            A keyboard event is what a notification costs a scroll view on a device: the keyboard
            intake's `take` (the `userInfo` parsed, the input being edited chosen, the end frame
            checked against the screen, what rides on the keyboard measured, the facts recorded), its
            `keyboardInput` for the view, and the engine's `decide`. The intake reads the app's views
            through its `IntakeReads` protocol; here a stand-in answers (`StandInReads`): an iPhone
            with one screen and the form's focused field first responder, with no input accessory view,
            search bar or composer.

            | Machine | |
            |---|---|
            | Date | \(machine.date) |
            | CPU | \(machine.cpu) |
            | Cores (`nproc`) | \(machine.cores) |
            | Swift | \(machine.swift) |

            ## Single events (1,000-row table, focus on row 505)

            | Operation | ns | |
            |---|---:|---|

            """
        for row in rows { text += "| \(row.name) | \(String(format: "%.1f", row.ns)) | \(row.note) |\n" }
        text += String(
            format: """

                The hub takes a notification in once and hands it to every observing view (its
                `keyboardInput` and `decide`); each of 10 views taking it in with an intake of its own
                is what it saves. The targets are judged on the median of the %d whole runs made for
                this article (the tables here are the last run's):

                - Hub / each: %.3f× (target <= 0.25×: %@); runs: %@.
                - Keyboard event / floor, the median of the scaling table's sizes: %.3f× (target <=
                  1.5×: %@); runs: %@.

                """, runs.count, hubToEach, hubToEach <= 0.25 ? "met" : "not met", list(runs.map(\.hubToEach)),
            eventToFloor, eventToFloor <= 1.5 ? "met" : "not met", list(runs.map(\.eventToFloor)))
        text += """

            ## Scaling

            Table of N rows (60 pt, sections of 20), the focused row varying over the whole form
            (1,024 rows spread over it, their geometry computed before timing, as a device reads it
            from UIKit). Keyboard event, floor and focus change: median of \(scaling.rounds) short samples,
            each of which times every size in turn; event/floor and the last line's ratio are taken
            within each sample, then the median. The walk: median of 5 samples per size.

            - floor: the same five raw `userInfo` reads with no parsing or policy (one pass over the
              entries, as the parser reads them), the least any keyboard code does per notification;
              event/floor is what parsing, the intake and deciding add.
            - walk: how view-tree kits find the field to show, a depth-first walk of the form's
              views (row, label, field) for the first responder, modelled with plain objects;
              walk/event compares it with this kit's whole keyboard event, which is handed the
              focused field by editing notifications and never walks.
            - tracked: a keyboard frame observed between notifications (*Frames between notifications* in
              the behaviour rules), decided once per display frame of an interactive dismissal: an
              interactive dismissal's steps under a shown keyboard, no field scrolled to; tracked/event
              compares it with the keyboard event.
            - The previous cell comes from `PreviousCell` (index path arithmetic); the return key's
              candidates are the fields on screen (15), as the UIKit layer passes them. The naive
              scan of all N fields is shown for honesty: it is what passing every field would cost.

            | Rows | previous cell ns | keyboard event ns | floor ns | event / floor | tracked frame ns | tracked / event | walk ns | walk / event | focus change ns | next field (on screen) ns | next field (full scan of N) ns | writes per duplicate event |
            |---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|

            """
        for row in scaling.rows {
            text +=
                "| \(row.rows) | "
                + [row.previousCell, row.keyboardEvent, row.floor].map { String(format: "%.1f", $0) }
                .joined(separator: " | ")
            text += String(
                format: " | %.2f× | %.1f | %.2f× | %.1f | %.1f× | ", row.eventToFloor, row.trackedFrame,
                row.trackedToEvent,
                row.walk, row.walkToEvent)
            text +=
                [row.focusChange, row.nextOnScreen, row.fullScan].map { String(format: "%.1f", $0) }
                .joined(separator: " | ") + " | \(row.duplicateWrites) |\n"
        }
        text += String(
            format:
                "\nKeyboard event, 1,000,000 rows against 10 rows: %.2f× (middle half of the samples: %.2f× to %.2f×).\n",
            scaling.ratio, scaling.lowerQuartile, scaling.upperQuartile)
        text += String(format: "Tracked frame, 1,000,000 rows against 10 rows: %.2f×.\n", scaling.trackedRatio)
        text += """

            ## Where a keyboard event's time goes

            The keyboard event cut after each of its stages, each stage with those before it, and the
            floor read two ways: median of 41 short samples that time every line in turn, each line's
            time over the floor's taken within a sample. The second line reads the same five entries
            matching each key by its length first, as the parser does: against it the ratios are
            higher by its share.

            | Stage | ns | / floor |
            |---|---:|---:|

            """
        for stage in breakdown {
            text +=
                "| \(stage.name) | \(String(format: "%.1f", stage.ns)) | \(String(format: "%.2f×", stage.toFloor)) |\n"
        }
        text += """

            ## Notes

            - The keyboard event goes through the intake since it sits between a notification and
              `decide`. Called from another module, the intake's methods, generic over the reads, run
              unspecialized (`@inlinable` on a `package` method does not change that), so optionals of
              the input are unwrapped with `if let` rather than `Optional.map`, which asked the runtime
              for their metadata on every call, and no method is passed as a closure (each allocated).
              The parser reads each value where it finds its key instead of keeping four `Any?` for
              after the pass (copied through `Optional<Any>`'s generic witnesses), and the keyboard
              input is no longer boxed in the engine's input (an allocation per view per notification).
              Per keyboard event, callgrind counted about 13,800 instructions when the benchmark first
              went through the intake and about 9,700 after, against about 6,200 for the floor.
              `@inlinable` on a `public` method does specialize it in the caller, but would make the
              intake and every type its code names public (or SPI): not done.
            - Instructions per call, counted by `valgrind --tool=callgrind .build/release/keyboard-aware-bench
              --profile 20000` (inclusive counts of `StandInView.keyboardEvent` and `rawReads`): the
              event went from 9,792 to 8,022 against the floor's 5,809 (1.69× to 1.38×). The parser
              matches each key by its length before comparing it (UIKit's five key names differ in
              length). The intake loads its weak reference to the input once per notification and
              replaces it rather than copying it, reads an optional input in a `switch` rather than
              copying it out with `if let` (each copy of the input, in this unspecialized code, was a
              retain and a release, and here, where an object referenced weakly counts its
              references in a side table, each cost about 80 instructions), keeps the measured input
              by identity, and finds the last frame per screen in a short array instead of a
              dictionary. The intake's `take` went from about 1,050 to 680 instructions, its
              `keyboardInput` from about 590 to 230. Time falls less than instructions: what remains
              beyond the floor is mostly `decide` (about 1,200 instructions: a show laid out in full,
              a hide held) and the runtime's dynamic casts of the values.
            - Counted again from a clean build (a new `--build-path`: an incremental release build
              kept the benchmark optimized against the core as it was before a change): 8,136
              instructions per event against the floor's 5,809; 8,044 once the engine keeps whether
              it judges keyboard events as a stored value (asked of a computed property from another
              module, it copied the whole engine, 488 bytes, for every view at every notification);
              8,066 (1.39×) once a show reads whether the input that began editing is first responder
              once, in `take`, for every view (a hide still reads it per view: read in `take`, the
              input was retained and released, which here, in a side table, cost more than the read);
              8,055 once the notification's bookkeeping runs in a `defer` of the keyboard event
              (one copy of the decision fewer). Timed, none of these moved the event's ratio beyond
              the spread of runs (three runs before them: 1.69× to 1.77×).
            - Then, each counted from a clean build: 8,094 once the engine keeps the geometry of its
              last decision on screen (written at every decision); 8,026 with the empty decision made
              where it is used rather than copied from a once-initialized global, and the focus
              scroll comparing vertical extents rather than calling `CGRect.union`; 7,898 with the
              notification's one-byte values after its end frame (56 bytes rather than 64, a view's
              keyboard input 66 rather than 81) and the off-screen decision made apart; 7,848 (1.35×)
              with another app's keyboard passing no focus on by copying it into an optional, and
              the benchmark's own glue passing view 0's focus on as it came (it copied the field
              into a new optional for every event, which the UIKit layer does not). Five runs
              then: event 1.60× to 1.63× its floor, hub 0.33× to 0.34×. Storing a decision's
              optional values behind one byte of flags counted fewer instructions (7,716) but timed
              slower (tracked frame from about 100 ns to 120 ns, the event no better): not kept.
              The event is dominated by what the floor does not do: the runtime's dynamic casts of
              the five values in the parse, the weak load of the input being edited in `take`, and
              copies of 177-byte decisions through `decide`'s layers.
            - Then, each from a clean build: the body of `decide` for an upright view is inlined into
              it (86 instructions fewer; inlined into an inverted view's path as well, it took that
              event to 1.11× the upright one, so the mirror calls it apart). Three small rules
              (`liftedOffsetY`, `measuresPin`, `writesNothing`), non-mutating and called apart from
              `decide`'s mutating path, were each handed a copy of the whole engine (586 bytes):
              inlined. A hide that may be held asked `focus != nil`, which copied the 145-byte field;
              an inverted view's keyboard event was copied into its mirror's input. Whether the input
              that began editing is first responder is now read once in `take` for hides and
              did-events too, where each view tracking no input loaded it and asked again (hub from
              0.33× to 0.30×); read in `take` for a hide, the input was retained once more until the
              half of `take` that measures took it as a parameter. 7,815 instructions per event
              (1.35×); five runs: event 1.59× to 1.62× its floor, hub 0.30× to 0.31×; `decide` alone
              from about 85 ns to 75 ns, without moving the event's ratio beyond the spread of runs.
              Full cross-module optimization (`-cross-module-optimization`) does not specialize the
              intake either: the ratios were the same. Carrying the input that began editing in the
              notice, so that no view loads the weak reference again, took the hub to 0.26× to
              0.27× but the event to 1.8× to 1.9× (a notice holding a reference is retained and
              released at each copy, and, as a member of the generic intake, asks the runtime for
              its metadata): not kept.
            - Then: the interleaved timings handed each result to `blackHole` boxed into `Any`, so
              that bodies of different kinds could share one array; a decision, more than three
              words, was allocated on the heap and freed at every timed event, which no device does.
              Each body now consumes its result as its own type (event 573 ns to 513 ns, floor
              unchanged; 1.49× to 1.57×). A `cpu-clock` profile (`perf record`), where callgrind
              counts only instructions, then showed the event's non-parse time on a few loads that
              read back, in 16 bytes at once, a value the code before had just written field by
              field (store-to-load forwarding fails and the load waits): the observation compared
              with the last told one (comparison inlined), the notification the keyboard handler
              was handed and the arguments of the layout it calls (both inlined into their callers),
              and the parsed notification copied into the intake's notice (parse inlined into `take`,
              135 instructions fewer). A hide
              that may be held still copied the 145-byte focus on entry to every keyboard event, for
              the autoclosure of `isInputEditing ?? focus.isPresent`: spelled out. For the hub,
              each view tracking no input loaded the intake's weak reference to the input being
              edited on every `willShow` (here each load and release goes through the object's
              side table, about 30 ns): `take` now gives the loaded input to the caller, which
              hands it to every view, with a count of editing changes so that a view handed it
              after app code ended or moved editing reads the intake again; the intake's in-place
              read of an input is inlined, as its generic optional result went through the
              runtime's value witnesses. 7,616 instructions per event (1.31×); `decide` alone about
              65 ns.
            - Then, for the hub, whose ten views each pay `decide`: callgrind (one instruction count
              per address) showed each view's `decide` copying the decision it got back from the
              keyboard handler field by field, each optional's tag byte and the padding after it
              moved apart, nearly as many moves as the values; and so again at each return below
              it. A decision now keeps its optional values as values beside one byte of presence
              bits (tried before, above, when it timed slower; after the inlining since, it times
              faster), and the keyboard handler and its layout take the input whole and read the
              notification in place, where they copied it at each call. 18,089 instructions per hub
              notification against 19,485 (about 140 fewer per view), 7,470 per event against 7,616;
              hub 0.235× to 0.245×
              against 0.244× to 0.252× in three paired runs, `decide` alone about 55 ns, the
              tracked frame no slower (about 47 ns). Then `isHide` spelled as a `switch`, as
              `isWill` is (as two comparisons it was not inlined), and the wake-up's `schedule`
              inlined into `decide`: 17,343 instructions per hub notification, 7,371 per event; the
              hub's loop alone 995 ns against 1,056 in six paired runs.
            - Before the parser read its keys in one pass, a keyboard event cost about 2,090 ns here (parse 2,015 ns): callgrind put
              three quarters of it in `info[AnyHashable(key)]`, whose `AnyHashable` comparisons go
              through the runtime's generic boxes. `KeyboardNotification(kind:userInfo:)` now reads
              the entries in one pass comparing plain strings (keys that are not strings keep the
              match by description): about 820 ns, same results (all tests pass).
            - The NSValue/NSNumber rows are what swift-corelibs-foundation costs on Linux:
              `NSValue.objCType` builds its C string on every call (and leaks it, see `.ci/fuzz`).
              On Apple platforms `RectValue` bridges `NSValue` to `CGRect` with a cast instead.
            - The work per keyboard event does not depend on the form's size. Earlier runs of this
              benchmark read each row's geometry from the form's 32 MB arrays inside the timed loop,
              and the largest form measured 1.06× to 1.39× the smallest from run to run: cache misses
              of the benchmark, not of the kit. The inputs are computed before timing, and the sizes
              are timed in turn within each sample.
            - Absolute nanoseconds vary about two-fold between machines of the same kind; the ratios,
              measured in one run, are what to compare across machines.
            - A return-key step orders its candidates by rows (*The return key* in the behaviour rules): a
              sort and a grouping, a few microseconds for a screenful, once per key press. The UIKit layer
              passes the fields on screen and at most two rows that are not, so a form's size does not
              enter.

            """
        return text
    }
}
