import ArgumentParser
import AssetCatalog

extension TraitOptions {
    /// Rejects an `--idiom` Xcode never writes (a usage error, status 64); a `-marketing` idiom
    /// passes here and is checked against the files by ``checkIdiom(present:in:)``.
    func validate() throws {
        guard let idiom, !SlotTraits.knownIdioms.contains(idiom), !SlotTraits.isMarketingIdiom(idiom) else { return }
        throw ValidationError("unknown idiom '\(idiom)'; use one of "
                              + SlotTraits.knownIdioms.map { "'\($0)'" }.joined(separator: ", ")
                              + ", or a '-marketing' idiom the file already has")
    }

    /// Fails when `--idiom` is a `-marketing` idiom that none of `present` (the idioms of the
    /// files read) has; `place` names those files in the message.
    func checkIdiom(present: Set<String>, in place: String) throws(CommandFailure) {
        guard let idiom, !SlotTraits.isWritable(idiom: idiom, present: present) else { return }
        throw CommandFailure(message: "no slot in \(place) has the idiom '\(idiom)'; use a known idiom, "
                             + "or a '-marketing' idiom that is already there")
    }
}
