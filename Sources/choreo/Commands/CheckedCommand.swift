import ArgumentParser

/// A command whose values are checked once the whole command line has parsed, before it runs.
///
/// ArgumentParser calls `validate()` — a command's, and an option group's while the group is decoded — before it
/// looks for options it does not know, and its lenient parsing gives the value after a misspelt option to a free
/// positional argument. So `choreo render --from F.json --to T.json --transition fade --formt svg` made `svg` the
/// demo, and the check "a demo or screens, not both" was reported instead of the misspelt `--formt`. No command of
/// `choreo` implements `validate()`: each checks its values in ``check()``, which ``ChoreoMain`` calls after parsing
/// has succeeded, so that an unknown option is always the one named (`error: Unknown option '--formt'. Did you mean
/// '--format'?`).
protocol CheckedCommand: ParsableCommand {
    /// Throws a `ValidationError` that names the first value breaking a rule, and the rule; runs before ``run()``.
    func check() throws
}
