// An AI chat screen, written from the documentation alone:
// - README: "Chat screens" (pin the message just sent).
// - ChatScreens: the `contentLift` table (`.persistent`), "AI chat: the sent message pinned while
//   the reply streams", "A composer on the keyboard layout guide".
// - KeyboardAwareCollectionView: "Overview".
// Type-checked by .ci/ios-check against the built modules; not run.

import KeyboardAware
import UIKit

/// A prompt or a reply, shown as one item of a list.
struct AIChatEntry {
    var text: String
}

final class AIChatViewController: UIViewController, UICollectionViewDataSource {
    private let collectionView = KeyboardAwareCollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
    private let composer = UIView()
    private let promptField = UITextField()
    private var entries: [AIChatEntry] = []
    private var streaming: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "entry")
        promptField.placeholder = "Ask anything"
        promptField.returnKeyType = .send // the app's key: the kit leaves it alone
        promptField.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .primaryActionTriggered)
        composer.backgroundColor = .secondarySystemBackground
        for subview in [collectionView, composer] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        promptField.translatesAutoresizingMaskIntoConstraints = false
        composer.addSubview(promptField)
        // The composer sits on the keyboard layout guide, the list ends at its top: the keyboard
        // never covers the list, UIKit resizes it instead.
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            promptField.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor),
            promptField.trailingAnchor.constraint(equalTo: composer.layoutMarginsGuide.trailingAnchor),
            promptField.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
            promptField.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
        ])

        // What was above the keyboard stays up when the keyboard goes.
        collectionView.keyboardAvoidance.options.contentLift = .persistent
        collectionView.keyboardDismissMode = .interactive
    }

    private func sendTapped() {
        let prompt = promptField.text ?? ""
        guard !prompt.isEmpty else { return }
        promptField.text = ""
        send(prompt)
    }

    /// The prompt goes to the top of the screen, and the reply streams in below it.
    func send(_ prompt: String) {
        streaming?.cancel()
        // The previous pin ends; pinning the new prompt would replace it too.
        collectionView.keyboardAvoidance.unpin()

        entries.append(AIChatEntry(text: prompt))
        let sent = IndexPath(item: entries.count - 1, section: 0)
        collectionView.insertItems(at: [sent])
        collectionView.keyboardAvoidance.pinToTop(at: sent)

        entries.append(AIChatEntry(text: ""))
        let reply = IndexPath(item: entries.count - 1, section: 0)
        collectionView.insertItems(at: [reply])
        streaming = Task { [weak self] in
            for word in ["Here", " is", " a", " reply,", " a", " word", " at", " a", " time."] {
                try? await Task.sleep(nanoseconds: 100_000_000)
                guard let self, !Task.isCancelled else { return }
                // Each chunk grows the content: the kit takes it out of the blank space below, so
                // the prompt stays at the top.
                self.entries[reply.item].text += word
                self.collectionView.reconfigureItems(at: [reply])
            }
        }
    }

    /// Starting over: `reloadData()` gives every cell a new row, so the pin ends with it (or pin the
    /// row again).
    func clearConversation() {
        streaming?.cancel()
        entries.removeAll()
        collectionView.keyboardAvoidance.unpin()
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        entries.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "entry", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = entries[indexPath.item].text
            cell.contentConfiguration = content
        }
        return cell
    }
}
