// Package pattern is the pattern lab: a game solved over a range of its
// parameters, one (a strip) or two (a map), with the eventual period of
// each column found and, where a theorem allows, proven.
//
// The way people crack these games is to fill the table of outcomes (or
// Grundy values) for small n, look for the pattern, then prove it. A
// [Plan] says which instances to solve: "n=0..500", or a list built from a
// variable, "stones=[1]*k, k=1..60", or two variables, "x=0..40, y=0..40"
// ([Parse]). [Compute] solves each instance through the game's
// [game.Spec] alone (the package knows no game), refusing up front a
// table whose estimated work is over [MaxSteps]. A [Table] then has per
// instance the outcome, the remoteness of a win/lose game, the Grundy
// value of an impartial one ([game.Impartial]) and the differential of a
// scoring one, written as text, CSV or JSON.
//
// # Periods
//
// [Table.Periods] looks for the least period p of each column and where
// it starts (the pre-period). A period is reported only when the values
// repeat it at least three times over at least the last half of the
// range, so a sequence with no short period is said to have none; a
// period so found is "checked up to N, not proven".
//
// A period is proven when the game is told to be a take-and-break game
// on one heap ([Rule]) and the theorem for it holds on the computed
// values. The game's values must first equal the rule's on every instance
// of the table (else Periods says where they differ); the rule's own
// values are then computed as far as the theorem needs:
//
//   - a finite subtraction game S ([Subtraction]): g(n) depends only on
//     g(n−s), s in S, so once max(S) consecutive values repeat with period
//     p from n0 (g(n+p) = g(n) for n0 ≤ n < n0 + max(S)), g(n+p) = g(n) for
//     every n ≥ n0, by induction;
//   - an octal game ([ParseOctal]) whose moves remove at most t tokens:
//     the periodicity theorem of R. K. Guy and C. A. B. Smith ("The
//     G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956)
//     514–526), as Berlekamp, Conway and Guy state it in Winning Ways for
//     your Mathematical Plays (chapter 4, "the periodicity theorem"): if
//     g(n+p) = g(n) for every n with n0 ≤ n < 2n0 + p + t, then g(n+p) =
//     g(n) for every n ≥ n0.
//
// The outcome column follows from the Grundy values, so its period is
// proven with theirs. Exceptions are the n before the pre-period's end
// whose value is not the periodic one; the outcome's period is also said
// as a closed form ("second player wins iff n mod 7 ∈ {0, 2}").
//
// For an integer sequence (the losing n, the Grundy values) [OEIS] gives
// the search link of its first terms; nothing is fetched.
package pattern
