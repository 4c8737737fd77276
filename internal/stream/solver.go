package stream

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"sync/atomic"
	"unsafe"

	"stonegame/game"
	"stonegame/internal/collector"
	"stonegame/internal/input"
)

// shownMoves is how many moves of a line text output shows before it
// shortens the line (half from the start, half from the end).
const shownMoves = 40

// stepSize is the memory a move of a line takes, as a game.Step.
const stepSize = int64(unsafe.Sizeof(game.Step{}))

// lineMax is the most moves a whole line is built of (a variable for
// tests).
var lineMax = game.LineMax

// keptRow is how many numbers of a streamed row text output keeps in order
// to show the line, packed in at most keptBytes (see packedRow); past
// either the row is dropped and only the value is kept.
const keptRow = 1 << 20

// Solver solves instances of one game and writes their answers, one after
// another: `stonegame solve`. Set its fields, then call [Solver.Input] for
// each input and [Solver.Solve] for an instance already built; the answers
// are numbered and separated across calls as one output. A Solver is not
// safe for concurrent use.
type Solver struct {
	Game *game.Spec
	// JSON writes one JSON object a line per case; otherwise text: the
	// answer, the verdict and the optimal line, shortened past 40 moves.
	JSON bool
	// Line writes the whole optimal line: in JSON, and in text unshortened.
	Line bool
	// Batch reads plain input as one row per line even when its first line
	// holds one number (otherwise such an input is one row, a number a
	// line).
	Batch bool
	// Out receives the answers, in whole lines. It may be changed between
	// calls (solve points it at a progress bar's writer for each input).
	Out io.Writer
	// Count, if not nil, is added the numbers of each row read as they are
	// read (a progress bar's count). It may be changed between calls.
	Count *atomic.Int64

	out       *bufio.Writer
	lines     *lineWriter // under out: the output goes out in whole lines
	cases     int
	buf       []byte
	short     shortLine   // the line text shows of the case, without Line
	steps     game.Line   // wholeLine's buffer
	rows      *rowReader  // for games with a Streamer
	pair      *pairReader // the case's PairStreamer, when pairs stream (see streamsPairs)
	plainPart bool        // the input is a block of a longer plain input (batchStream)
	expect    int64       // the input's size if known and the lists are kept: see input.Reader.Expect
}

// start readies s's output for a call.
func (s *Solver) start() {
	if s.out == nil {
		s.lines = &lineWriter{}
		s.out = bufio.NewWriterSize(s.lines, 64<<10)
	}
	s.lines.w = s.Out
}

// Solve solves the instance that starts at p (one given on the command
// line) and writes its answer, as [Solver.Input] writes each case's.
func (s *Solver) Solve(p game.Solvable) error {
	s.start()
	a, err := s.solve(p)
	if err != nil {
		return err
	}
	s.print(a)
	return s.Flush()
}

// Input solves every case of in and writes each answer before it reads
// the next case; see the package comment for how, and for what it
// guarantees. At the first bad case it stops, with the answers of the
// cases before it written, and returns an error that names the case's line
// and item ([input.Error]); when ctx is done, ctx's error.
func (s *Solver) Input(ctx context.Context, in io.Reader) error {
	s.start()
	if s.Game.Stream == nil || s.Line {
		// The whole input is kept: a few large slices that stay live
		// until the answer (see collector.Bulk).
		defer collector.Use(collector.Bulk)()
		s.expect = fileSize(in)
	}
	stream := s.stream
	if s.parallelBatch() {
		stream = s.batchStream
	}
	if f, off, size := s.splitFile(in); f != nil {
		whole := stream
		stream = func(ctx context.Context, _ io.Reader) error {
			return s.splitStream(ctx, f, off, size, whole)
		}
	} else if f, off, size := s.splitPairFile(in); f != nil {
		whole := stream
		stream = func(ctx context.Context, _ io.Reader) error {
			return s.splitPair(ctx, f, off, size, whole)
		}
	}
	if err := stream(ctx, in); err != nil {
		s.Flush() // the good cases before a bad one are still written
		return err
	}
	return s.Flush()
}

// Flush writes out all the output, and returns the first error writing it.
func (s *Solver) Flush() error {
	if err := s.out.Flush(); err != nil {
		return err
	}
	return s.lines.Flush()
}

// fileSize returns the size of r if it is a regular file (by its Stat, so
// that a reader that forwards a file's Stat counts), else 0.
func fileSize(r io.Reader) int64 {
	f, ok := r.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return 0
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0
	}
	return fi.Size()
}

// stream solves every case on r, printing each result before the next
// case is read.
func (s *Solver) stream(ctx context.Context, r io.Reader) error {
	sc := input.NewScanner(r)
	sc.BeforeRead = s.out.Flush
	return s.scan(ctx, sc)
}

// scan solves every case that sc reads.
func (s *Solver) scan(ctx context.Context, sc *input.Scanner) error {
	rd := input.NewReader(sc, Shape(s.Game), s.Batch)
	rd.Expect(s.expect)
	if s.plainPart {
		rd.Continue(input.Plain)
	}
	switch {
	case s.Game.Stream != nil:
		if s.rows == nil {
			switch {
			case s.Line:
				s.rows = newRowReader(s.Game, math.MaxInt)
			case s.JSON: // alone: only the result
				s.rows = newRowReader(s.Game, 0)
			default: // text: enough to show the line, packed
				s.rows = newRowReader(s.Game, keptRow)
				s.rows.packed = newPackedRow(keptRow)
			}
		}
		s.rows.count = s.Count
		rd.Stream(s.rows.take)
	case s.streamsPairs():
		s.pair = newPairReader()
		rd.Stream(s.pair.alice, s.pair.bob)
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		a, err := s.next(ctx, rd)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		s.print(a)
	}
}

// answer is a solved case as the engine writes it.
type answer struct {
	game.Solution
	// short, for text output without Line, is what is shown of the
	// optimal line, in place of Solution.Line.
	short *shortLine
	note  string // a line of text output after the verdict
}

// solve solves the case that starts at p: with its whole optimal line for
// Line, with what text shows of it for text, with the result alone for
// JSON.
func (s *Solver) solve(p game.Solvable) (answer, error) {
	switch {
	case s.Line:
		line, err := s.wholeLine(p)
		if err != nil {
			return answer{}, err
		}
		if line == nil {
			sol := game.NewSolution(s.Game, p, true) // see wholeLine
			return answer{Solution: sol}, tooLong(sol)
		}
		first, second := line.Totals()
		return answer{Solution: game.Solution{Game: s.Game, Line: line, Result: s.result(p, first, second)}.At(p)}, nil
	case s.JSON:
		return answer{Solution: game.NewSolution(s.Game, p, false)}, nil
	}
	if _, long := game.LongLine(p); long {
		return answer{Solution: game.NewSolution(s.Game, p, true)}, nil // the line's first moves, and its bound
	}
	l := s.stepLine(p)
	if l.n == 0 {
		// No move: the line as the game gives it (no line shown if
		// nil).
		return answer{Solution: game.NewSolution(s.Game, p, true)}, nil
	}
	return answer{Solution: game.Solution{Game: s.Game, Result: s.result(p, l.first, l.second)}.At(p), short: l}, nil
}

// result is the result of p that game.NewSolution gives with the line: the
// totals of the players along it, first and second, in a scoring game; the
// solver's in a win/lose game (the line scores nothing).
func (s *Solver) result(p game.Solvable, first, second int64) game.Result {
	if s.Game.Kind == game.Scoring {
		return game.Result{First: first, Second: second, Differential: first - second}
	}
	return p.Solve()
}

// tooLong refuses, for Line, a line too long to build by the bound its
// position gives (see game.Solution.Long).
func tooLong(sol game.Solution) error {
	if sol.Long > 0 {
		return fmt.Errorf("--line: the optimal line has up to %d moves, more than the %d a line is built of; solve without --line shows its first moves, and play steps through it", sol.Long, game.LineMax)
	}
	return nil
}

// wholeLine builds, for Line, the optimal line of a position that gives
// it a step at a time (a game.Stepper), and refuses one of more than
// lineMax moves before it builds it (see tooMany). A line of up to
// shortLen moves is built from its steps in one walk, in a buffer reused
// from case to case and copied out at the end (one allocation: a batch of
// short rows costs one walk a case); a longer one has its moves counted
// to the end first, and then, when they are not too many, is built by the
// position's own Line, which knows its length. It returns nil, nil for any
// other position, for one whose line has a bound (tooLong refuses it by
// that), and for a line of more than shortLen moves or of none: the
// caller builds those with Line, or game.NewSolution, as before (an empty line
// may be nil or not).
func (s *Solver) wholeLine(p game.Solvable) (game.Line, error) {
	if _, ok := p.(game.Stepper); !ok {
		return nil, nil
	}
	if _, long := game.LongLine(p); long {
		return nil, nil
	}
	s.steps = s.steps[:0]
	n := 0
	for st := range game.Steps(p) {
		if n++; n <= shortLen {
			s.steps = append(s.steps, st)
		}
	}
	if err := tooMany(n); err != nil || n == 0 || n > shortLen {
		return nil, err
	}
	return slices.Clone(s.steps), nil
}

// shortLen is the most moves of a line that wholeLine builds from its
// steps.
const shortLen = 1 << 12

// tooMany refuses, for Line, a line of n moves too long to build: more
// than game.LineMax, the most moves a line is built of, with the memory
// it would take.
func tooMany(n int) error {
	if n <= lineMax {
		return nil
	}
	return fmt.Errorf("--line: the optimal line has %d moves, %s as a line, more than the %d moves (%s) a line is built of; solve without --line shows its first and last moves, and play steps through it",
		n, bytesize(int64(n)*stepSize), lineMax, bytesize(int64(lineMax)*stepSize))
}

// bytesize formats n bytes as "1.2 GB" or "560 MB".
func bytesize(n int64) string {
	if n >= 1e9 {
		return strconv.FormatFloat(float64(n)/1e9, 'f', 1, 64) + " GB"
	}
	return strconv.FormatInt((n+5e5)/1e6, 10) + " MB"
}

// shortLine is what text output shows of an optimal line without Line:
// its first and last shownMoves/2 moves, its length and the players'
// totals along it, taken a step at a time from game.Steps. For a
// position that is a game.Stepper it costs the memory of 40 steps however
// long the line is; any other builds its whole Line first.
type shortLine struct {
	head          [shownMoves / 2]game.Step // the first moves
	ring          [shownMoves / 2]game.Step // the last moves after head: move k at (k-len(head))%len(ring)
	n             int                       // the moves of the line
	first, second int64                     // the totals of player 1 and player 2 along it
}

// add takes the next move of the line.
func (l *shortLine) add(st game.Step) {
	if l.n < len(l.head) {
		l.head[l.n] = st
	} else {
		l.ring[(l.n-len(l.head))%len(l.ring)] = st
	}
	l.n++
	one := [1]game.Step{st}
	first, second := game.Line(one[:]).Totals()
	l.first += first
	l.second += second
}

// stepLine returns what text shows of p's optimal line, in s.short.
func (s *Solver) stepLine(p game.Solvable) *shortLine {
	l := &s.short
	*l = shortLine{}
	for st := range game.Steps(p) {
		l.add(st)
	}
	return l
}

// streamsPairs reports whether a Pair game's bobValues go through its
// PairStreamer instead of being stored: only for the result alone (JSON
// without --line), since text output and --line show the optimal line.
func (s *Solver) streamsPairs() bool {
	return s.Game.StreamPair != nil && s.JSON && !s.Line
}

// next reads and solves one case. Row games with a streaming solver push
// the numbers through it, keeping the row only as far as the output needs;
// so do Pair games (see streamsPairs), keeping aliceValues.
func (s *Solver) next(ctx context.Context, rd *input.Reader) (answer, error) {
	switch {
	case s.rows != nil:
		return s.nextRow(ctx, rd)
	case s.pair != nil:
		c, err := s.pair.next(rd, s.Game, s.expect)
		s.expect = 0 // only the first case reserves
		if err != nil {
			return answer{}, err
		}
		r, err := s.pair.st.Result()
		if err != nil {
			return answer{}, &input.Error{Line: c.Line, Msg: err.Error()}
		}
		return answer{Solution: game.Solution{Game: s.Game, Result: r}}, nil
	}
	c, err := rd.Next()
	if err != nil {
		return answer{}, err
	}
	p, err := newAt(ctx, s.Game, c)
	if err != nil {
		return answer{}, err
	}
	return s.solve(p)
}

// nextRow reads and solves one case of a game with a Streamer: the result
// is the Streamer's, and the line that of the row kept, if it was.
func (s *Solver) nextRow(ctx context.Context, rd *input.Reader) (answer, error) {
	rs := s.rows
	c, err := rs.next(ctx, rd)
	if err != nil {
		return answer{}, err
	}
	if rs.st.Len() == 0 {
		return answer{}, &input.Error{Line: c.Line, Msg: "the row is empty"}
	}
	a := answer{Solution: game.Solution{Game: s.Game, Result: rs.st.Result()}}
	row, kept := rs.kept()
	switch {
	case kept:
		p, err := newAt(ctx, s.Game, input.Case{Line: c.Line, Args: game.Args{game.ListOf(row...)}})
		if err != nil {
			return answer{}, err
		}
		if s.Line {
			if a.Line, err = s.wholeLine(p); err != nil {
				return answer{}, err
			}
			if a.Line == nil {
				a.Line = p.Line() // see wholeLine
			}
		} else if a.short = s.stepLine(p); a.short.n == 0 {
			a.short, a.Line = nil, p.Line() // as the game gives it: see solve
		}
	case rs.dropped && rs.packed != nil && rs.packed.full:
		a.note = fmt.Sprintf("optimal line: not shown: to show it, text output keeps a row read as a stream in %d MiB, up to %d numbers below 2^27 in size and fewer larger ones, and this row takes more (--line keeps the row and shows it all)", keptBytes>>20, keptRow)
	case rs.dropped:
		a.note = fmt.Sprintf("optimal line: not shown for a row of more than %d numbers read as a stream (--line keeps the row and shows it all)", keptRow)
	}
	return a, nil
}

// newAt builds a case's position, putting the case's line in the error.
func newAt(ctx context.Context, g *game.Spec, c input.Case) (game.Solvable, error) {
	p, err := g.Start(ctx, c.Args)
	if err != nil && c.Line > 0 {
		return nil, &input.Error{Line: c.Line, Msg: err.Error(), Err: err}
	}
	return p, err
}

// print writes one answer as JSON or text.
func (s *Solver) print(a answer) {
	sol := a.Solution
	s.cases++
	if s.JSON {
		line := sol.Line
		if !s.Line {
			sol.Line = nil
		}
		s.buf, _ = sol.WriteJSON(s.out, s.buf) // a write error shows at Flush
		sol.Line = line
		return
	}
	if s.cases > 1 {
		s.out.WriteByte('\n')
	}
	fmt.Fprintf(s.out, "%s: %v\n%s\n", sol.Game.Name, sol.Answer(), sol.Verdict())
	if a.note != "" {
		fmt.Fprintln(s.out, a.note)
	}
	if a.short != nil {
		s.printShort(a.short)
		return
	}
	if len(sol.Line) == 0 {
		return
	}
	if sol.Long > 0 {
		fmt.Fprintln(s.out, sol.LineNote())
		for k, st := range sol.Line {
			fmt.Fprintf(s.out, "  %d. %s\n", k+1, sol.Game.Describe(st))
		}
		fmt.Fprintf(s.out, "  ... (play or explain step through the rest)\n")
		return
	}
	fmt.Fprintf(s.out, "optimal line (%d %s):\n", len(sol.Line), plural(len(sol.Line), "move"))
	for k, st := range sol.Line {
		s.printStep(k, st)
	}
}

// printShort writes what text shows of a line without Line: all of its
// moves up to shownMoves, else the first and the last shownMoves/2 around
// the count of those left out.
func (s *Solver) printShort(l *shortLine) {
	fmt.Fprintf(s.out, "optimal line (%d %s):\n", l.n, plural(l.n, "move"))
	head := min(l.n, len(l.head))
	for k, st := range l.head[:head] {
		s.printStep(k, st)
	}
	if skip := l.n - shownMoves; skip > 0 {
		fmt.Fprintf(s.out, "  ... %d more %s (--line shows them all) ...\n", skip, plural(skip, "move"))
	}
	for k := max(head, l.n-len(l.ring)); k < l.n; k++ {
		s.printStep(k, l.ring[(k-len(l.head))%len(l.ring)])
	}
}

// printStep writes move k (from 0) of a line: "  3. player 1 takes 233
// from the left".
func (s *Solver) printStep(k int, st game.Step) {
	b := append(s.buf[:0], "  "...)
	b = strconv.AppendInt(b, int64(k+1), 10)
	b = append(b, ". "...)
	b = append(s.Game.AppendDescribe(b, st), '\n')
	s.out.Write(b)
	s.buf = b
}

// plural returns thing for one of it, else its plural: "move", "moves".
func plural(n int, thing string) string {
	if n == 1 {
		return thing
	}
	return thing + "s"
}

var _ game.Solvable // the engine sees games only through game.Solvable
