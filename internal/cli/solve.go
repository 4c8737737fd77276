package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime/debug"
	"strconv"
	"time"

	"golang.org/x/term"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
	"stonegame/internal/progress"
)

// shownMoves is how many moves of a line text output shows before it
// shortens the line (half from the start, half from the end).
const shownMoves = 40

// keptRow is how many numbers of a streamed row text output keeps in order
// to show the line; past it the row is dropped and only the value is kept.
const keptRow = 1 << 20

func init() {
	register(&command{
		name: "solve", order: 1,
		summary: "solve an instance exactly: who wins, both totals, the differential, the optimal line",
		usage:   "solve [--game NAME] [--json] [--line] [--batch] [NUMBERS... | 'name = [1,2], k = 3' | --alice A --bob B | FILE... | -]",
		examples: []helpExample{
			{"solve 1 5 233 7", "a row of numbers: predict-the-winner, the default game"},
			{"solve --game stone-game 'piles = [5,3,4,5]'", "another game, its input in LeetCode's notation"},
			{"solve --alice 1,3 --bob 2,1", "stone-game-vi: each stone's value to Alice and to Bob"},
			{"solve --json --line rows.txt", "every case of a file (one row per line), as JSON, with the optimal line; - is standard input"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			s := &solver{}
			s.inst.declare(fs)
			fs.BoolVar(&s.json, "json", false, "print one JSON object per case")
			fs.BoolVar(&s.line, "line", false, "include the whole optimal line (text output shortens it past 40 moves)")
			fs.BoolVar(&s.batch, "batch", false, "standard input holds one row per line, even if the first row has one number")
			return s.run
		},
	})
}

type solver struct {
	inst              instanceFlags
	json, line, batch bool
	out               *bufio.Writer
	lines             *lineWriter // under out: the output goes out in whole lines
	g                 *games.Game
	cases             int
	buf               []byte
	rows              *rowReader    // for games with a Streamer
	pair              *pairReader   // the case's PairStreamer, when pairs stream (see streamsPairs)
	progress          *progress.Bar // nil unless a bar may be shown
	plainPart         bool          // the input is a block of a longer plain input (batchStream)
	expect            int64         // the input's size if known and the lists are kept: see input.Reader.Expect
}

// progressDelay is how long solving runs before the bar appears, and
// progressTick how often it is redrawn.
var (
	progressDelay = time.Second
	progressTick  = 200 * time.Millisecond
)

// isTerminal reports whether w is a terminal; tests replace it.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// startBar starts a progress bar on env's stderr for reading in, if stderr
// is a terminal and, with jsonOut, stdout is one too (--json output sent
// to a pipe or a file is read by a program: nobody is watching). It
// returns nil when no bar is wanted.
func startBar(env *Env, in io.Reader, jsonOut bool) *progress.Bar {
	if !isTerminal(env.Stderr) || jsonOut && !isTerminal(env.Stdout) {
		return nil
	}
	b := progress.Start(env.Stderr, in, progressDelay, progressTick)
	env.atInterrupt(b.Halt)
	return b
}

// fileSize returns the size of r if it is a regular file, else 0.
func fileSize(r io.Reader) int64 {
	f, ok := r.(*os.File)
	if !ok {
		return 0
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0
	}
	return fi.Size()
}

func (s *solver) run(ctx context.Context, env *Env, args []string) error {
	files, err := inputFiles(args)
	if err != nil {
		return err
	}
	s.lines = &lineWriter{w: env.Stdout}
	s.out = bufio.NewWriterSize(s.lines, 64<<10)
	if files == nil && (len(args) > 0 || s.inst.alice != "" || s.inst.bob != "") {
		if s.g, err = s.inst.lookup(argKeys(args)); err != nil {
			return err
		}
		p, err := s.inst.fromArgs(s.g, args)
		if err != nil {
			return err
		}
		sol := games.Solve(s.g, p, s.line || !s.json)
		if err := s.tooLong(sol); err != nil {
			return err
		}
		s.print(sol, "")
		return s.flush()
	}
	if files == nil {
		files = []string{"-"}
	} else if s.inst.alice != "" || s.inst.bob != "" {
		return usagef("give the stones with --alice and --bob or in files, not both")
	}
	for _, name := range files {
		in, done, err := env.openInput(name)
		if err != nil {
			return err
		}
		err = s.solveInput(ctx, env, in)
		done()
		if err != nil {
			return inFile(name, err)
		}
	}
	return nil
}

// solveInput solves every case of in, one input (a file, standard input)
// of the command. The game is the one of the first input.
func (s *solver) solveInput(ctx context.Context, env *Env, in io.Reader) error {
	if s.g == nil {
		g, r, err := s.inst.gameOf(nil, in)
		if err != nil {
			return err
		}
		s.g, in = g, r
	}
	if s.g.Stream == nil || s.line {
		// The whole input is kept: a few large slices that stay live
		// until the answer. Collecting at every doubling of the heap
		// costs more than the solving (10^7 stones: 1.4 s instead of
		// 0.6 s, mostly the kernel's time to fault the memory back in).
		defer debug.SetGCPercent(debug.SetGCPercent(400))
		s.expect = fileSize(in)
	}
	s.lines.w = env.Stdout
	if s.progress = startBar(env, in, s.json); s.progress != nil {
		in = s.progress.Reader(in)
		s.lines.w = s.progress.Writer(env.Stdout)
		defer s.progress.End()
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
		s.flush() // the good cases before a bad one are still printed
		if s.progress != nil {
			s.progress.Clear() // the error goes on a clean line
		}
		return err
	}
	return s.flush()
}

// flush writes out all the output.
func (s *solver) flush() error {
	if err := s.out.Flush(); err != nil {
		return err
	}
	return s.lines.Flush()
}

// stream solves every case on r, printing each result before the next
// case is read.
func (s *solver) stream(ctx context.Context, r io.Reader) error {
	sc := input.NewScanner(r)
	sc.BeforeRead = s.out.Flush
	return s.scan(ctx, sc)
}

// scan solves every case that sc reads.
func (s *solver) scan(ctx context.Context, sc *input.Scanner) error {
	rd := input.NewReader(sc, shapeOf(s.g), s.batch)
	rd.Expect(s.expect)
	if s.plainPart {
		rd.Continue(input.Plain)
	}
	switch {
	case s.g.Stream != nil:
		if s.rows == nil {
			most := 0 // --json alone: only the result
			switch {
			case s.line:
				most = math.MaxInt
			case !s.json:
				most = keptRow
			}
			s.rows = newRowReader(s.g, most)
			if s.progress != nil {
				s.rows.count = s.progress.Numbers()
			}
		}
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
func (s *solver) tooLong(sol games.Solution) error {
	if s.line && sol.Long > 0 {
		return fmt.Errorf("--line: the optimal line has up to %d moves, more than the %d a line is built of; solve without --line shows its first moves, and play steps through it", sol.Long, game.LineMax)
	}
	return nil
}

// streamsPairs reports whether a Pair game's bobValues go through its
// PairStreamer instead of being stored: only for the result alone (JSON
// without --line), since text output and --line show the optimal line.
func (s *solver) streamsPairs() bool {
	return s.g.StreamPair != nil && s.json && !s.line
}

// next reads and solves one case. Row games with a streaming solver push
// the numbers through it, keeping the row only as far as the output needs;
// so do Pair games (see streamsPairs), keeping aliceValues.
func (s *solver) next(ctx context.Context, rd *input.Reader) (games.Solution, string, error) {
	switch {
	case s.rows != nil:
		return s.nextRow(ctx, rd)
	case s.pair != nil:
		c, err := s.pair.next(rd, s.g, s.expect)
		s.expect = 0 // only the first case reserves
		if err != nil {
			return games.Solution{}, "", err
		}
		r, err := s.pair.st.Result()
		if err != nil {
			return games.Solution{}, "", &input.Error{Line: c.Line, Msg: err.Error()}
		}
		return games.Solution{Game: s.g, Result: r}, "", nil
	}
	c, err := rd.Next()
	if err != nil {
		return games.Solution{}, "", err
	}
	p, err := newAt(s.g, c)
	if err != nil {
		return games.Solution{}, "", err
	}
	return games.Solve(s.g, p, s.line || !s.json), "", nil
}

// nextRow reads and solves one case of a game with a Streamer.
func (s *solver) nextRow(ctx context.Context, rd *input.Reader) (games.Solution, string, error) {
	rs := s.rows
	c, err := rs.next(ctx, rd)
	if err != nil {
		return games.Solution{}, "", err
	}
	if rs.st.Len() == 0 {
		return games.Solution{}, "", &input.Error{Line: c.Line, Msg: "the row is empty"}
	}
	sol := games.Solution{Game: s.g, Result: rs.st.Result()}
	var note string
	if rs.row != nil {
		p, err := newAt(s.g, input.Case{Line: c.Line, Lists: [][]int64{rs.row}})
		if err != nil {
			return games.Solution{}, "", err
		}
		sol.Line = p.Line()
	} else if rs.dropped {
		note = fmt.Sprintf("optimal line: not shown for a row of more than %d numbers read as a stream (--line keeps the row and shows it all)", keptRow)
	}
	return sol, note, nil
}

// print writes one solution as JSON or text.
func (s *solver) print(sol games.Solution, note string) {
	s.cases++
	if s.json {
		line := sol.Line
		if !s.line {
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
		if !s.line && len(sol.Line) > shownMoves && k == shownMoves/2 {
			skip := len(sol.Line) - shownMoves
			fmt.Fprintf(s.out, "  ... %d more %s (--line shows them all) ...\n", skip, plural(skip, "move"))
			k += skip
			continue
		}
		if !s.line && len(sol.Line) > shownMoves && k > shownMoves/2 && k < len(sol.Line)-shownMoves/2 {
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

var _ game.Solvable // the CLI sees games only through game.Solvable
