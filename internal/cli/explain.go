package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"

	"golang.org/x/term"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/internal/atomicfile"
	"stonegame/internal/stream"
	"stonegame/pattern"
)

// wholeMax is the most numbers explain holds in memory by default (in its
// longest list) to walk through the game: 10^7 numbers are 80 MB as int64,
// and a game's position may hold a few copies (stone-game-vii: the row,
// its negation and its prefix sums, 240 MB). Past it a game with a
// streaming solver is explained by its verdict alone; any other is refused.
const wholeMax = 10_000_000

// explainMemory is the soft limit of the Go heap while explain runs
// (runtime/debug.SetMemoryLimit): walking through 10^7 moves makes garbage
// (a position a move), and without it the heap grows to twice what is
// live before it is collected.
const explainMemory = 384 << 20

// explainHeapMax is the most live heap explain lets a streamed input take
// (the game's streaming solver: the fusion stack of a row, which holds
// every number of a strictly increasing one). Past it, explain stops with
// an error rather than grow past its 512 MiB bound; solve still answers.
// It is well under the bound because a slice that grows is copied: for a
// moment the old array and a new one 1.25 times its size are both live.
var explainHeapMax uint64 = 192 << 20

// heapBytes returns the bytes of live and unswept heap objects.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// checkHeap is called every 2^20 numbers read: an error when the input
// has made the heap pass explainHeapMax.
func checkHeap(g *game.Spec, n int) error {
	if heapBytes() <= explainHeapMax {
		return nil
	}
	runtime.GC() // what is garbage does not count
	if heapBytes() <= explainHeapMax {
		return nil
	}
	return fmt.Errorf("explain stops at %d numbers: %s's streaming solver holds more than %d MiB for this input (a strictly monotone row keeps every number in its fusion stack), and explain keeps to 512 MiB; stonegame solve answers it, with the memory it needs", n, g.Name, explainHeapMax>>20)
}

func init() {
	register(&command{
		name: "explain", order: 2,
		summary: "explain the optimal play: the game move by move, why each move, the recursion tree, the DP table",
		usage:   "explain [--game NAME] [--format text|markdown|svg|html] [-o FILE] [NUMBERS... | --alice A --bob B | FILE | -]",
		examples: []helpExample{
			{"explain 1 5 233 7", "the explanation as text"},
			{"explain --game nim-game 'n = 4'", "a win/lose game: who wins and why"},
			{"explain --format html -o explain.html 1 5 100 7", "a self-contained page with the figures"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			x := &explainer{}
			x.inst.declare(fs)
			fs.StringVar(&x.format, "format", "text", "output format: text, markdown, svg (the figures) or html (a self-contained page)")
			fs.StringVar(&x.out, "o", "", "write to `FILE` instead of standard output")
			fs.IntVar(&x.wholeMax, "whole-max", wholeMax, "the most numbers read from standard input that are held in memory and explained move by move; past `N`, a game that streams gets its verdict alone")
			return x.run
		},
	})
}

type explainer struct {
	inst     instanceFlags
	format   string
	out      string
	wholeMax int
}

func (x *explainer) run(ctx context.Context, env *Env, args []string) error {
	f, err := explain.ParseFormat(x.format)
	if err != nil {
		return usagef("explain: --format: %v", err)
	}
	if x.wholeMax < 1 {
		return usagef("explain: --whole-max must be at least 1, not %d", x.wholeMax)
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(explainMemory))
	bctx, end := positionsBar(ctx, env, false)
	e, err := x.build(bctx, env, args)
	end()
	if err != nil {
		return err
	}
	if x.out != "" {
		data := e.Render(f, false)
		err := atomicfile.Write(x.out, func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		}, &env.cleanups)
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return fmt.Errorf("cannot write the explanation to %s: %v", x.out, err)
		}
		return nil
	}
	_, err = env.Stdout.Write(e.RenderWidth(f, colorful(env), termWidth(env.Stdout)))
	return err
}

// build returns the explanation of the instance named by the flags and
// arguments, or read from standard input. An instance on standard input
// is held in memory up to x.wholeMax numbers in its longest list; past
// that, a game with a streaming solver takes the rest as a stream and is
// explained by its verdict alone ([explain.Streamed]), and any other game
// is refused.
func (x *explainer) build(ctx context.Context, env *Env, args []string) (*explain.Explanation, error) {
	if err := x.inst.openFirst(ctx); err != nil {
		return nil, err
	}
	files, err := inputFiles(args)
	if err != nil {
		return nil, err
	}
	var inst game.Args
	var g *game.Spec
	name := "" // the input file, "-" for standard input, "" for arguments
	switch {
	case files == nil && (len(args) > 0 || x.inst.alice != "" || x.inst.bob != ""):
		if g, err = x.inst.lookup(ctx, argKeys(args)); err != nil {
			return nil, err
		}
		if inst, err = x.inst.argsFromCmd(g, args); err != nil {
			return nil, err
		}
	case len(files) > 1:
		return nil, usagef("give one instance: one file, not %d", len(files))
	case files != nil && (x.inst.alice != "" || x.inst.bob != ""):
		return nil, usagef("give the stones with --alice and --bob or in a file, not both")
	default:
		name = "-"
		if files != nil {
			name = files[0]
		}
		f, done, err := env.openInput(name)
		if err != nil {
			return nil, err
		}
		defer done()
		var in io.Reader
		if g, in, err = x.inst.gameOf(ctx, nil, f); err != nil {
			return nil, err
		}
		one, err := stream.ReadOne(ctx, g, in, x.wholeMax, func(n int) error { return checkHeap(g, n) })
		if errors.Is(err, stream.ErrTooMany) {
			err = tooLarge(g, x.wholeMax)
		}
		if err != nil {
			return nil, inFile(name, err)
		}
		if one.Args == nil {
			return explain.Streamed(g, one.Len, one.Result, streamedNote(g, one.Len, x.wholeMax)), nil
		}
		inst = one.Args
	}
	p, err := g.Start(ctx, inst)
	if err != nil {
		if name != "" {
			err = inFile(name, err)
		}
		return nil, err
	}
	return explain.Build(g, inst, p, &explain.Options{Place: pattern.Place})
}

// streamedNote says why an instance of n numbers has its verdict alone.
func streamedNote(g *game.Spec, n, most int) string {
	return fmt.Sprintf("The walk-through, the values of the options, the recursion tree, the DP table and the figures need the whole input in memory: "+
		"explain holds up to %d numbers (--whole-max), and this input has %d, so it was read as a stream, as solve reads it, "+
		"and only the verdict of %s's streaming solver is shown. Its memory is the solver's own, not the input's: "+
		"for a row game, its fusion stack: a few numbers on a pseudo-random row, but every number of a strictly increasing one.", most, n, g.Name)
}

// tooLarge is the error for an instance of a game without a streaming
// solver that has more than most numbers. It says solve answers it, within
// the limits of the game's solver when it has some (solve refuses an
// instance past them).
func tooLarge(g *game.Spec, most int) error {
	var limits []string
	for _, p := range g.Params {
		if p.Limit > 0 {
			limits = append(limits, fmt.Sprintf("%s up to %d", p.Name, p.Limit))
		}
	}
	solve := "stonegame solve answers it"
	if limits != nil {
		solve += " if it is within " + g.Name + "'s limits (" + strings.Join(limits, ", ") + ")"
	}
	return fmt.Errorf("explain: this %s instance has more than %s numbers, more than explain holds in memory (--whole-max raises the limit), and %s has no streaming solver to give its verdict alone; %s", g.Name, strconv.Itoa(most), g.Name, solve)
}

// colorful reports whether text output to env.Stdout may use colour: it is a
// terminal and NO_COLOR is not set (https://no-color.org).
func colorful(env *Env) bool {
	f, ok := env.Stdout.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && env.getenv("NO_COLOR") == ""
}
