package stream

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"runtime/debug"
	"strconv"
	"sync/atomic"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
)

// shownMoves is how many moves of a line text output shows before it
// shortens the line (half from the start, half from the end).
const shownMoves = 40

// keptRow is how many numbers of a streamed row text output keeps in order
// to show the line; past it the row is dropped and only the value is kept.
const keptRow = 1 << 20

// Solver solves instances of one game and writes their answers, one after
// another: `stonegame solve`. Set its fields, then call [Solver.Input] for
// each input and [Solver.Solve] for an instance already built; the answers
// are numbered and separated across calls as one output. A Solver is not
// safe for concurrent use.
type Solver struct {
	Game *games.Game
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
	sol := games.Solve(s.Game, p, s.Line || !s.JSON)
	if err := s.tooLong(sol); err != nil {
		return err
	}
	s.print(sol, "")
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
		// until the answer. Collecting at every doubling of the heap
		// costs more than the solving (10^7 stones: 1.4 s instead of
		// 0.6 s, mostly the kernel's time to fault the memory back in).
		defer debug.SetGCPercent(debug.SetGCPercent(400))
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
			most := 0 // --json alone: only the result
			switch {
			case s.Line:
				most = math.MaxInt
			case !s.JSON:
				most = keptRow
			}
			s.rows = newRowReader(s.Game, most)
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
		sol, note, err := s.next(ctx, rd)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := s.tooLong(sol); err != nil {
			return err
		}
		s.print(sol, note)
	}
}

// tooLong refuses --line for a line too long to build.
func (s *Solver) tooLong(sol games.Solution) error {
	if s.Line && sol.Long > 0 {
		return fmt.Errorf("--line: the optimal line has up to %d moves, more than the %d a line is built of; solve without --line shows its first moves, and play steps through it", sol.Long, game.LineMax)
	}
	return nil
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
func (s *Solver) next(ctx context.Context, rd *input.Reader) (games.Solution, string, error) {
	switch {
	case s.rows != nil:
		return s.nextRow(ctx, rd)
	case s.pair != nil:
		c, err := s.pair.next(rd, s.Game, s.expect)
		s.expect = 0 // only the first case reserves
		if err != nil {
			return games.Solution{}, "", err
		}
		r, err := s.pair.st.Result()
		if err != nil {
			return games.Solution{}, "", &input.Error{Line: c.Line, Msg: err.Error()}
		}
		return games.Solution{Game: s.Game, Result: r}, "", nil
	}
	c, err := rd.Next()
	if err != nil {
		return games.Solution{}, "", err
	}
	p, err := newAt(s.Game, c)
	if err != nil {
		return games.Solution{}, "", err
	}
	return games.Solve(s.Game, p, s.Line || !s.JSON), "", nil
}

// nextRow reads and solves one case of a game with a Streamer.
func (s *Solver) nextRow(ctx context.Context, rd *input.Reader) (games.Solution, string, error) {
	rs := s.rows
	c, err := rs.next(ctx, rd)
	if err != nil {
		return games.Solution{}, "", err
	}
	if rs.st.Len() == 0 {
		return games.Solution{}, "", &input.Error{Line: c.Line, Msg: "the row is empty"}
	}
	sol := games.Solution{Game: s.Game, Result: rs.st.Result()}
	var note string
	if rs.row != nil {
		p, err := newAt(s.Game, input.Case{Line: c.Line, Lists: [][]int64{rs.row}})
		if err != nil {
			return games.Solution{}, "", err
		}
		sol.Line = p.Line()
	} else if rs.dropped {
		note = fmt.Sprintf("optimal line: not shown for a row of more than %d numbers read as a stream (--line keeps the row and shows it all)", keptRow)
	}
	return sol, note, nil
}

// newAt builds a case's position, putting the case's line in the error.
func newAt(g *games.Game, c input.Case) (game.Solvable, error) {
	p, err := g.New(c.Lists...)
	if err != nil && c.Line > 0 {
		return nil, &input.Error{Line: c.Line, Msg: err.Error()}
	}
	return p, err
}

// print writes one solution as JSON or text.
func (s *Solver) print(sol games.Solution, note string) {
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
	if note != "" {
		fmt.Fprintln(s.out, note)
	}
	if sol.Line == nil {
		return
	}
	if sol.Long > 0 {
		fmt.Fprintf(s.out, "optimal line: up to %d moves, too many to list; the first %d:\n", sol.Long, len(sol.Line))
		for k, st := range sol.Line {
			fmt.Fprintf(s.out, "  %d. %s\n", k+1, sol.Game.Describe(st))
		}
		fmt.Fprintf(s.out, "  ... (play or explain step through the rest)\n")
		return
	}
	fmt.Fprintf(s.out, "optimal line (%d %s):\n", len(sol.Line), plural(len(sol.Line), "move"))
	for k, st := range sol.Line {
		if !s.Line && len(sol.Line) > shownMoves && k == shownMoves/2 {
			skip := len(sol.Line) - shownMoves
			fmt.Fprintf(s.out, "  ... %d more %s (--line shows them all) ...\n", skip, plural(skip, "move"))
			k += skip
			continue
		}
		if !s.Line && len(sol.Line) > shownMoves && k > shownMoves/2 && k < len(sol.Line)-shownMoves/2 {
			continue
		}
		b := append(s.buf[:0], "  "...)
		b = strconv.AppendInt(b, int64(k+1), 10)
		b = append(b, ". "...)
		b = append(sol.Game.AppendDescribe(b, st), '\n')
		s.out.Write(b)
		s.buf = b
	}
}

// plural returns thing for one of it, else its plural: "move", "moves".
func plural(n int, thing string) string {
	if n == 1 {
		return thing
	}
	return thing + "s"
}

var _ game.Solvable // the engine sees games only through game.Solvable
