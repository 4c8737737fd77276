// Package stream is the reading engine of `stonegame solve`: a [Solver]
// reads the cases of an input (a file, standard input, a pipe) as they
// come, solves each with its game's solver, and writes each answer, as
// text or as one JSON object a line, before it reads the next case.
// [ReadOne] reads the one instance of `stonegame explain`.
//
// What goes in: a game of the registry and bytes that hold one case or
// many, in the forms [input.Reader] reads (plain numbers, a row a line or a
// number a line, arrays, objects, LeetCode's notation). What comes out: one
// answer a case, in input order, in whole lines (a command cut off by an
// interrupt leaves no half line); or, at the first bad case, the answers of
// the cases before it and an error that names the bad case's line and
// item ([input.Error]).
//
// How: the numbers of a row of a game with a streaming solver
// ([game.Streamer]) are pushed into it as they are parsed, the first 2^16
// straight and the rest through a second goroutine, so that parsing and
// solving run on two cores; the row is kept only as far as the output
// needs it (all of it with Solver.Line, 2^20 numbers for text, none for
// JSON alone). The reading side asks the Streamer's [game.Bound] about
// every number it hands over, so the number the Streamer refuses is
// refused while the reader still knows where it is. A pair of a game with
// a [game.PairStreamer] (stone-game-vi) goes the same way. With JSON alone
// and two cores, a long row or pair in a regular file is cut in two and
// its parts read at once, and a batch of rows, one a line, is solved in
// blocks on every core.
//
// The guarantee: however an input is read (cut in two or whole, in
// parallel blocks or in sequence, through the second goroutine or not), the
// output and the error are the same, byte for byte, as those of reading it
// whole in sequence: the same answers, the same message, the same line and
// item. A part that turns out not to be what the cut assumed (a second
// case, another form, a bad token) makes the engine read the input again
// from its start the ordinary way.
//
// Lines: text output shows a line of more than 40 moves by its first 20
// and last 20 and its length. It takes them from [game.Steps] as they
// come and keeps those 40 alone, so the whole line of a position that is a
// [game.Stepper] is never built (any other position builds its Line to be
// walked through). With Solver.Line the whole line is built, in text and
// in JSON, and refused rather than let the program run out of memory when
// it has more than [game.LineMax] moves: by the bound the position gives,
// or, for a Stepper, by its moves counted first (the error then says how
// much memory the line would take).
//
// The cost: a streamed number is parsed into a run, copied once into a
// chunk of the pipe past the first 2^16, and pushed; a batch of small
// cases allocates nothing per case when the game's Streamer can Reset.
package stream
