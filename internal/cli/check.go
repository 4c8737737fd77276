package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/atomicfile"
	"stonegame/internal/check"
)

func init() {
	register(&command{
		name: "check", order: 5,
		summary: "test a solution against the exact solver on cases within LeetCode's constraints; shrink the first wrong answer",
		usage:   "check --game NAME [--cases N] [--seed S] [--time-limit 2s] [--compile-time-limit 60s] [--jobs J] [--max-n N] [--json] [--save DIR] (SOLUTION | -- CMD ARGS...)",
		examples: []helpExample{
			{"check --game stone-game-vii solution.py", "a LeetCode solution in Python (also .go, .cpp, .js, .java)"},
			{"check --game 1140 --cases 1000 --seed 7 solution.cpp", "more cases, a chosen seed"},
			{"check --game predict-the-winner -- ./a.out", "any program: the cases on stdin, one answer a line"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			c := &checker{}
			fs.StringVar(&c.game, "game", "", gameUsage())
			fs.IntVar(&c.cases, "cases", 200, "how many cases to run, `N`")
			fs.Uint64Var(&c.seed, "seed", 0, "the generator's seed `S`; 0 means a random one (printed)")
			fs.DurationVar(&c.limit, "time-limit", 2*time.Second, "the `TIME` a case may take (2s, 500ms)")
			fs.DurationVar(&c.compile, "compile-time-limit", check.DefaultCompileLimit, "the `TIME` the solution's compile may take")
			fs.IntVar(&c.jobs, "jobs", 0, "`J` processes at a time (default: the number of CPUs)")
			fs.IntVar(&c.maxN, "max-n", 0, "the largest list length or integer `N` to generate (default: LeetCode's maximum)")
			fs.BoolVar(&c.json, "json", false, "print one JSON object")
			fs.StringVar(&c.save, "save", "", "write the failing case to a test-case file in `DIR`")
			c.rules.declare(fs)
			return c.run
		},
	})
}

type checker struct {
	game        string
	cases, jobs int
	maxN        int
	seed        uint64
	limit       time.Duration // per case
	compile     time.Duration // for the compile
	json        bool
	save        string
	rules       rulesFlags
}

func (c *checker) run(ctx context.Context, env *Env, args []string) error {
	if c.game == "" {
		return usagef("check: name the game with --game (one of %s)", strings.Join(games.Names(), ", "))
	}
	if c.rules.time == 0 { // the exact solver gets the time a solution gets, per case
		c.rules.time = c.limit
	}
	g, err := c.rules.open(ctx, c.game)
	if err != nil {
		var ue *usageError
		if errors.As(err, &ue) {
			return usagef("check: %v", err)
		}
		return fmt.Errorf("check: %w", err)
	}
	switch {
	case len(args) == 0:
		return usagef("check: give a solution file (.py, .go, .cpp, .js, .java) or -- CMD ARGS")
	case c.cases < 1:
		return usagef("check: --cases must be at least 1")
	case c.limit <= 0:
		return usagef("check: --time-limit must be positive")
	case c.compile <= 0:
		return usagef("check: --compile-time-limit must be positive")
	case c.jobs < 0 || c.maxN < 0:
		return usagef("check: --jobs and --max-n cannot be negative")
	}
	if c.seed == 0 {
		c.seed = 1 + rand.Uint64N(1_000_000_000)
	}
	dir, err := os.MkdirTemp("", "stonegame-check-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	defer env.atInterrupt(func() { check.KillAll(); os.RemoveAll(dir) })()

	// One argument that names a solution file is a solution; anything
	// else is a command (check -- ./a.out, check -- python3 prog.py).
	var prog *check.Program
	_, isSolution := check.LanguageOf(args[0])
	if len(args) == 1 && isSolution {
		if _, err := os.Stat(args[0]); err != nil {
			return fmt.Errorf("check: %s: %v", args[0], errors.Unwrap(err))
		}
		prog, err = check.Prepare(ctx, g, args[0], dir, c.compile)
	} else {
		prog, err = check.Command(args, dir)
	}
	if err != nil {
		var ce *check.CompileError
		if errors.As(err, &ce) && c.json {
			fmt.Fprintf(env.Stderr, "%s\n", strings.TrimRight(ce.Output, "\n"))
			return c.printJSON(env, g, nil, ce)
		}
		if ct := (*check.CompileTimeout)(nil); errors.As(err, &ct) {
			return fmt.Errorf("check: %v (raise the limit with --compile-time-limit)", err)
		}
		return err
	}

	var bar *checkBar
	if isTerminal(env.Stderr) && (!c.json || isTerminal(env.Stdout)) {
		bar = &checkBar{w: env.Stderr}
		defer bar.clear()
	}
	cfg := check.Config{Game: g, Program: prog, Cases: c.cases, Seed: c.seed, MaxN: c.maxN, TimeLimit: c.limit, Jobs: c.jobs}
	if bar != nil {
		cfg.Progress = bar.draw
	}
	rep, err := check.Run(ctx, cfg)
	if bar != nil {
		bar.clear()
	}
	if err != nil {
		return err
	}
	if c.save != "" && rep.Failure != nil {
		if err := c.saveCase(env, g, rep); err != nil {
			return err
		}
	}
	if c.json {
		if err := c.printJSON(env, g, rep, nil); err != nil {
			return err
		}
	} else if err := c.printText(env, g, rep, args); err != nil {
		return err
	}
	if f := rep.Failure; f != nil {
		return fmt.Errorf("check: the solution fails case %d of %d: %s", f.Index+1, rep.Total, f.Describe())
	}
	return nil
}

func (c *checker) saveCase(env *Env, g *games.Game, rep *check.Report) error {
	if err := os.MkdirAll(c.save, 0o755); err != nil {
		return fmt.Errorf("check: --save: %v", err)
	}
	name := filepath.Join(c.save, fmt.Sprintf("%s-%d.txt", g.Name, rep.Seed))
	err := atomicfile.Write(name, func(w io.Writer) error {
		_, err := w.Write(check.AppendCase(nil, g, rep.Failure.Case.Args))
		return err
	}, &env.cleanups)
	if err != nil {
		return fmt.Errorf("check: cannot save the case to %s: %v", name, err)
	}
	return nil
}

// reproduce is the command line that runs the same check again.
func (c *checker) reproduce(g *games.Game, args []string) string {
	words := []string{"stonegame", "check", "--game", selector(g, c.game), "--seed", strconv.FormatUint(c.seed, 10), "--cases", strconv.Itoa(c.cases)}
	if c.maxN > 0 {
		words = append(words, "--max-n", strconv.Itoa(c.maxN))
	}
	if c.limit != 2*time.Second {
		words = append(words, "--time-limit", c.limit.String())
	}
	if c.compile != check.DefaultCompileLimit {
		words = append(words, "--compile-time-limit", c.compile.String())
	}
	if _, ok := check.LanguageOf(args[0]); !(len(args) == 1 && ok) {
		words = append(words, "--")
	}
	for _, a := range args {
		words = append(words, shellQuote(a))
	}
	return strings.Join(words, " ")
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:,+@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func (c *checker) printText(env *Env, g *games.Game, rep *check.Report, args []string) error {
	w := &errWriter{w: env.Stdout}
	f := rep.Failure
	if f == nil {
		fmt.Fprintf(w, "%s: all %d cases pass (seed %d)\n", g.Name, rep.Total, rep.Seed)
		c.printCapped(w, g, rep)
		return w.err
	}
	fmt.Fprintf(w, "%s: %s on case %d of %d (seed %d)\n", g.Name, f.Describe(), f.Index+1, rep.Total, rep.Seed)
	c.printCapped(w, g, rep)
	switch {
	case f.Kind != check.Wrong:
		fmt.Fprintf(w, "\ncase:\n%s", check.AppendCase(nil, g, f.Case.Args))
	case !rep.Minimal:
		fmt.Fprintf(w, "\nfailing case (shrunk in %s, then out of time: it may not be minimal):\n%s", shrinkSteps(rep.Shrinks), check.AppendCase(nil, g, f.Case.Args))
	case rep.Shrinks > 0:
		fmt.Fprintf(w, "\nminimal failing case (shrunk in %s):\n%s", shrinkSteps(rep.Shrinks), check.AppendCase(nil, g, f.Case.Args))
	default:
		fmt.Fprintf(w, "\nminimal failing case (as generated):\n%s", check.AppendCase(nil, g, f.Case.Args))
	}
	fmt.Fprintf(w, "expected: %v\n", f.Case.Expected)
	switch f.Kind {
	case check.Wrong, check.Malformed:
		fmt.Fprintf(w, "got:      %s\n", f.Got)
	}
	if f.Stderr != "" && f.Kind != check.Wrong {
		fmt.Fprintf(w, "\nstandard error:\n%s\n", f.Stderr)
	}
	fmt.Fprintf(w, "\nreproduce: %s\n", c.reproduce(g, args))
	size := f.Case.Args.Numbers()
	if f.Kind == check.Wrong && size > explainMax {
		fmt.Fprintf(w, "\nThe case has %d numbers, too many to explain here: save it with --save DIR and run 'stonegame explain --game %s < FILE'.\n", size, selector(g, c.game))
	} else if f.Kind == check.Wrong {
		if p, err := g.Start(context.Background(), f.Case.Args); err == nil {
			if e, err := explain.Build(g, f.Case.Args, p, nil); err == nil {
				fmt.Fprintf(w, "\n%s", e.Text(false))
			}
		}
	}
	return w.err
}

// printCapped says that the cases were kept smaller than asked, when
// larger ones were beyond the exact solver's limits (a rules file's).
func (c *checker) printCapped(w io.Writer, g *games.Game, rep *check.Report) {
	asked := c.maxN
	if asked == 0 {
		asked = check.DefaultMaxN(g)
	}
	if rep.MaxN < asked {
		fmt.Fprintf(w, "(cases of size at most %d: larger ones take the exact solver past its limits, --rules-time %v and --rules-positions %d)\n", rep.MaxN, c.rules.time, c.rules.positions)
	}
}

// shrinkSteps says how many steps shrinking took: "1 step", "5 steps".
func shrinkSteps(n int) string {
	if n == 1 {
		return "1 step"
	}
	return strconv.Itoa(n) + " steps"
}

// explainMax is the largest failing case, in numbers, whose explanation
// check prints: a minimal case is small unless the bug needs a large one
// (an overflow), and then its walk-through would run to pages.
const explainMax = 200

func (c *checker) printJSON(env *Env, g *games.Game, rep *check.Report, ce *check.CompileError) error {
	b := []byte(`{"status":`)
	switch {
	case ce != nil:
		b = append(b, `"fail","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = append(b, `,"cases":0,"kind":"compile","error":`...)
		b = appendJSONString(b, ce.Output)
	case rep.Failure == nil:
		b = append(b, `"pass","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = fmt.Appendf(b, `,"cases":%d`, rep.Ran)
	default:
		f := rep.Failure
		b = append(b, `"fail","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = fmt.Appendf(b, `,"cases":%d,"kind":"%s","case":`, rep.Ran, f.Kind)
		b = check.AppendCaseJSON(b, g, f.Case.Args)
		b = append(b, `,"expected":`...)
		b = f.Case.Expected.AppendJSON(b)
		switch f.Kind {
		case check.Wrong:
			b = append(b, `,"got":`...)
			b = f.GotAnswer.AppendJSON(b)
			b = fmt.Appendf(b, `,"minimal":%t`, rep.Minimal)
		case check.Malformed:
			b = append(b, `,"got":`...)
			b = appendJSONString(b, f.Got)
		}
		if f.Detail != "" {
			b = append(b, `,"detail":`...)
			b = appendJSONString(b, f.Detail)
		}
		if f.Stderr != "" {
			b = append(b, `,"stderr":`...)
			b = appendJSONString(b, f.Stderr)
		}
	}
	if rep != nil {
		b = fmt.Appendf(b, `,"seed":%d`, rep.Seed)
	} else {
		b = fmt.Appendf(b, `,"seed":%d`, c.seed)
	}
	b = append(b, "}\n"...)
	if _, err := env.Stdout.Write(b); err != nil {
		return err
	}
	if ce != nil {
		return fmt.Errorf("check: the %s solution does not compile", ce.Language)
	}
	return nil
}

// appendJSONString appends s as a JSON string.
func appendJSONString(b []byte, s string) []byte {
	return game.TextAnswer(s).AppendJSON(b)
}

// checkBar is check's progress bar on a terminal: cases answered of all.
type checkBar struct {
	mu    sync.Mutex
	w     io.Writer
	last  time.Time
	shown bool
}

func (b *checkBar) draw(done, total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if time.Since(b.last) < 100*time.Millisecond && done < total {
		return
	}
	b.last = time.Now()
	const width = 30
	k := done * width / max(total, 1)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d cases", strings.Repeat("#", k), strings.Repeat(".", width-k), done, total)
	b.shown = true
}

func (b *checkBar) clear() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.shown {
		fmt.Fprint(b.w, "\r\033[K")
		b.shown = false
	}
}
