package cli

import (
	"context"
	"flag"
	"io"
	"os"
	"time"

	"golang.org/x/term"

	"stonegame/game"
	"stonegame/internal/progress"
	"stonegame/internal/stream"
)

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
	eng               *stream.Solver // once the game is known
}

// engine returns the solver of g's instances, made at the first call.
func (s *solver) engine(g *game.Spec, out io.Writer) *stream.Solver {
	if s.eng == nil {
		s.eng = &stream.Solver{Game: g, JSON: s.json, Line: s.line, Batch: s.batch}
	}
	s.eng.Out = out
	return s.eng
}

func (s *solver) run(ctx context.Context, env *Env, args []string) error {
	if err := s.inst.openFirst(ctx); err != nil {
		return err
	}
	files, err := inputFiles(args)
	if err != nil {
		return err
	}
	out := outputWriter{env.Stdout}
	if files == nil && (len(args) > 0 || s.inst.alice != "" || s.inst.bob != "") {
		g, err := s.inst.lookup(ctx, argKeys(args))
		if err != nil {
			return err
		}
		bctx, end := positionsBar(ctx, env, s.json)
		p, err := s.inst.fromArgs(bctx, g, args)
		end()
		if err != nil {
			return err
		}
		return s.engine(g, out).Solve(p)
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
		err = s.solveInput(ctx, env, out, in)
		done()
		if err != nil {
			return inFile(name, err)
		}
	}
	return nil
}

// solveInput solves every case of in, one input (a file, standard input)
// of the command, writing to out. The game is the one of the first input.
func (s *solver) solveInput(ctx context.Context, env *Env, out io.Writer, in io.Reader) error {
	if s.eng == nil {
		g, r, err := s.inst.gameOf(ctx, nil, in)
		if err != nil {
			return err
		}
		s.engine(g, nil)
		in = r
	}
	s.eng.Out, s.eng.Count = out, nil
	bar := startBar(env, in, s.json)
	if bar != nil {
		in = bar.Reader(in)
		s.eng.Out, s.eng.Count = bar.Writer(out), bar.Numbers()
		defer bar.End()
	}
	err := s.eng.Input(ctx, in)
	if err != nil && bar != nil {
		bar.Clear() // the error goes on a clean line
	}
	return err
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

// positionsBar starts a bar of the positions a solve explores (a rules
// file's: see [game.WithProgress]) on env's stderr, under the same
// conditions as [startBar]; it is drawn only once the solve has reported
// some and has taken progressDelay. It returns ctx carrying the bar and
// the function that erases it, which must be called before any output.
func positionsBar(ctx context.Context, env *Env, jsonOut bool) (context.Context, func()) {
	if !isTerminal(env.Stderr) || jsonOut && !isTerminal(env.Stdout) {
		return ctx, func() {}
	}
	b := progress.StartPositions(env.Stderr, progressDelay, progressTick)
	remove := env.atInterrupt(b.Halt)
	return game.WithProgress(ctx, b.Positions), func() {
		remove()
		b.End()
	}
}

var _ game.Solvable // the CLI sees games only through game.Solvable
