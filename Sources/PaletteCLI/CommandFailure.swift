/// A failure the user can act on: each message is printed as `palette: error: message`, and
/// the exit status is 1.
struct CommandFailure: Error, CustomStringConvertible {
    var messages: [String]

    init(message: String) { messages = [message] }

    init(messages: [String]) { self.messages = messages }

    var description: String { messages.joined(separator: "\n") }
}
