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
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/atomicfile"
	"stonegame/internal/check"
	"stonegame/internal/progress"
)

func init() {
	register(&command{
		name: "check", order: 5,
		summary: "test a solution against the exact solver on cases within LeetCode's constraints; shrink each failure and keep it",
		usage:   "check --game NAME [--cases N] [--seed S] [--time-limit 2s] [--memory-limit SIZE] [--compile-time-limit 60s] [--jobs J] [--max-n N] [--findings N] [--speed] [--corpus DIR | --no-corpus] [--prune] [--watch] [--json] [--save DIR] (SOLUTION | -- CMD ARGS...)",
		examples: []helpExample{
			{"check --game stone-game-vii solution.py", "a LeetCode solution in Python (also .go, .cpp, .js, .java)"},
			{"check --game 1140 --cases 1000 --seed 7 solution.cpp", "more cases, a chosen seed"},
			{"check --game predict-the-winner -- ./a.out", "any program: the cases on stdin, one answer a line"},
			{"check --game 1690 --speed --memory-limit 256MiB sol.java", "the slowest inputs, how the time grows, a memory limit"},
			{"check --game stone-game-vii --watch solution.py", "check again at every save of the file"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			c := &checker{}
			fs.StringVar(&c.game, "game", "", gameUsage())
			fs.IntVar(&c.cases, "cases", 200, "how many cases to run, `N`")
			fs.Uint64Var(&c.seed, "seed", 0, "the generator's seed `S`; 0 means a random one (printed)")
			fs.DurationVar(&c.limit, "time-limit", 2*time.Second, "the `TIME` a case may take (2s, 500ms)")
			fs.StringVar(&c.memory, "memory-limit", "", "the memory a case may take, `SIZE` (256MiB, 1GiB; default: no limit)")
			fs.DurationVar(&c.compile, "compile-time-limit", check.DefaultCompileLimit, "the `TIME` the solution's compile may take")
			fs.IntVar(&c.jobs, "jobs", 0, "`J` processes at a time (default: the number of CPUs)")
			fs.IntVar(&c.maxN, "max-n", 0, "the largest list length or integer `N` to generate (default: LeetCode's maximum)")
			fs.IntVar(&c.findings, "findings", 1, "look for up to `N` distinct failures")
			fs.BoolVar(&c.speed, "speed", false, "time the solution on the worst inputs of growing sizes, fit the growth")
			fs.StringVar(&c.corpus, "corpus", "", "keep failing cases in `DIR` and run them first (default .stonegame-check/GAME)")
			fs.BoolVar(&c.noCorpus, "no-corpus", false, "neither read nor save failing cases")
			fs.BoolVar(&c.prune, "prune", false, "remove the saved cases that pass now, and the corpus files that hold no case of the game (each named, with why)")
			fs.BoolVar(&c.watch, "watch", false, "check again each time the solution file is saved, until Ctrl-C")
			fs.BoolVar(&c.json, "json", false, "print one JSON object")
			fs.StringVar(&c.save, "save", "", "write the failing case to a test-case file in `DIR`")
			c.rules.declare(fs)
			c.flags = fs
			return c.run
		},
	})
}

type checker struct {
	game        string
	cases, jobs int
	maxN        int
	findings    int
	seed        uint64
	limit       time.Duration // per case
	memory      string        // --memory-limit as given
	memLimit    int64         // its bytes
	compile     time.Duration // for the compile
	speed       bool
	corpus      string
	noCorpus    bool
	prune       bool
	watch       bool
	json        bool
	save        string
	rules       rulesFlags
	flags       *flag.FlagSet // to tell the flags given
}

func (c *checker) run(ctx context.Context, env *Env, args []string) error {
	if c.game == "" {
		return usagef("check: name the game with --game (one of %s)", strings.Join(games.Names(), ", "))
	}
	// A rules file's cases are capped by its counts (positions, memory),
	// never by --rules-time, which is left as given (none by default): a
	// cap from a clock would change with the machine's load, and the
	// same --seed would not give the same cases. The exact solver of a
	// case keeps at most check.DefaultSolveMemory unless --rules-memory
	// says otherwise: check solves hundreds of cases, and probes sizes
	// up to LeetCode's largest (see check.Generate).
	memorySet := false
	c.flags.Visit(func(f *flag.Flag) { memorySet = memorySet || f.Name == rulesFlag+"memory" })
	if !memorySet {
		c.rules.memory = byteSize(check.DefaultSolveMemory)
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
	case c.findings < 1:
		return usagef("check: --findings must be at least 1")
	case c.limit <= 0:
		return usagef("check: --time-limit must be positive")
	case c.compile <= 0:
		return usagef("check: --compile-time-limit must be positive")
	case c.jobs < 0 || c.maxN < 0:
		return usagef("check: --jobs and --max-n cannot be negative")
	case c.noCorpus && (c.corpus != "" || c.prune):
		return usagef("check: --no-corpus turns the corpus off: give it without --corpus and --prune")
	}
	if c.memory != "" {
		if c.memLimit, err = check.ParseBytes(c.memory); err != nil {
			return usagef("check: --memory-limit: %v", err)
		}
		if !check.MemorySupported() {
			return usagef("check: --memory-limit needs Linux")
		}
	}
	if c.seed == 0 {
		c.seed = 1 + rand.Uint64N(1_000_000_000)
	}
	dir, err := os.MkdirTemp("", "stonegame-check-")
	if err != nil {
		return err
	}
	// The folder is removed before the interrupt's cleanup is taken back:
	// Main may give up on the command (a signal) while it returns, and
	// exit; until the folder is gone, that cleanup removes it then.
	remove := env.atInterrupt(func() { check.KillAll(); check.RemoveTemp(dir) })
	defer func() {
		os.RemoveAll(dir)
		remove()
	}()

	if !c.watch {
		return c.once(ctx, env, g, dir, args)
	}
	watch := check.NewWatch(args)
	watch.Poll, watch.Settle = watchPoll, watchSettle
	files := watch.Files
	if len(files) == 0 {
		return usagef("check: --watch: no file to watch among %s", strings.Join(args, " "))
	}
	for {
		watch.Mark()
		if err := c.once(ctx, env, g, dir, args); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			var ue *usageError
			if errors.As(err, &ue) {
				return err
			}
			fmt.Fprintf(env.Stderr, "stonegame: %v\n", err)
		}
		fmt.Fprintf(env.Stderr, "stonegame: check: watching %s: save to check again, Ctrl-C to stop\n", strings.Join(files, ", "))
		if err := watch.Wait(ctx); err != nil {
			return err
		}
		fmt.Fprintf(env.Stderr, "stonegame: check: %s changed: checking again\n", strings.Join(files, ", "))
	}
}

// once prepares the solution and checks it once, printing the report.
func (c *checker) once(ctx context.Context, env *Env, g *game.Spec, dir string, args []string) error {
	// One argument that names a solution file is a solution; anything
	// else is a command (check -- ./a.out, check -- python3 prog.py).
	var prog *check.Program
	var err error
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

	var bar *progress.Count
	if isTerminal(env.Stderr) && (!c.json || isTerminal(env.Stdout)) {
		bar = progress.NewCount(env.Stderr, "cases")
		defer bar.Clear()
	}
	cfg := check.Config{Game: g, Program: prog, SolveMemory: int64(c.rules.memory), Cases: c.cases, Seed: c.seed, MaxN: c.maxN, TimeLimit: c.limit,
		MemoryLimit: c.memLimit, Jobs: c.jobs, Findings: c.findings, Speed: c.speed, Prune: c.prune}
	if !c.noCorpus {
		cfg.Corpus = &check.Corpus{Dir: c.corpusDir(g), Cleanups: &env.cleanups}
	}
	if bar != nil {
		cfg.Progress = bar.Draw
	}
	rep, err := check.Run(ctx, cfg)
	if bar != nil {
		bar.Clear()
	}
	if err != nil {
		return err
	}
	for _, u := range rep.Unreadable {
		fmt.Fprintf(env.Stderr, "stonegame: check: skipped %s: %v\n", u.File, u.Err)
	}
	for _, w := range rep.Warnings {
		fmt.Fprintf(env.Stderr, "stonegame: check: %s\n", w)
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
	if len(rep.Findings) > 0 {
		more := ""
		if n := len(rep.Findings) - 1; n > 0 {
			more = fmt.Sprintf(" (and %s)", game.Count(n, "more finding"))
		}
		return fmt.Errorf("check: the solution fails %s: %s%s", c.where(rep, rep.Findings[0]), rep.Findings[0].Describe(), more)
	}
	return nil
}

// corpusDir is where the failing cases of g are kept.
func (c *checker) corpusDir(g *game.Spec) string {
	if c.corpus != "" {
		return c.corpus
	}
	return check.DefaultCorpus(".", g)
}

// where says which case a finding is: "case 3 of 20", "saved case 1 of
// 2", "a case of the speed hunt".
func (c *checker) where(rep *check.Report, fd *check.Finding) string {
	return check.Where(rep, fd)
}

func (c *checker) saveCase(env *Env, g *game.Spec, rep *check.Report) error {
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
func (c *checker) reproduce(g *game.Spec, args []string) string {
	words := []string{"stonegame", "check", "--game", selector(g, c.game), "--seed", strconv.FormatUint(c.seed, 10), "--cases", strconv.Itoa(c.cases)}
	if c.maxN > 0 {
		words = append(words, "--max-n", strconv.Itoa(c.maxN))
	}
	if c.limit != 2*time.Second {
		words = append(words, "--time-limit", c.limit.String())
	}
	if c.memory != "" {
		words = append(words, "--memory-limit", shellQuote(c.memory))
	}
	if c.compile != check.DefaultCompileLimit {
		words = append(words, "--compile-time-limit", c.compile.String())
	}
	if c.findings != 1 {
		words = append(words, "--findings", strconv.Itoa(c.findings))
	}
	if c.speed {
		words = append(words, "--speed")
	}
	if c.corpus != "" {
		words = append(words, "--corpus", shellQuote(c.corpus))
	}
	if c.noCorpus {
		words = append(words, "--no-corpus")
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

func (c *checker) printText(env *Env, g *game.Spec, rep *check.Report, args []string) error {
	t := check.Text{Capped: c.capped(g, rep), MemoryLimit: c.memLimit, TimeLimit: c.limit,
		Chart: isTerminal(env.Stdout), Reproduce: c.reproduce(g, args), Selector: selector(g, c.game)}
	if !c.noCorpus {
		t.Corpus = c.corpusDir(g)
	}
	return check.WriteText(env.Stdout, g, rep, t)
}

// capped says that the cases were kept smaller than asked, when larger
// ones were beyond the exact solver's limits (a rules file's); "" when
// they were not.
func (c *checker) capped(g *game.Spec, rep *check.Report) string {
	asked := c.maxN
	if asked == 0 {
		asked = check.DefaultMaxN(g)
	}
	if rep.MaxN < asked {
		return fmt.Sprintf("(cases of size at most %d: larger ones take the exact solver past its limits, --rules-positions %d and --rules-memory %v)", rep.MaxN, c.rules.positions, &c.rules.memory)
	}
	return ""
}

func (c *checker) printJSON(env *Env, g *game.Spec, rep *check.Report, ce *check.CompileError) error {
	b := []byte(`{"status":`)
	switch {
	case ce != nil:
		b = append(b, `"fail","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = append(b, `,"cases":0,"kind":"compile","error":`...)
		b = game.TextAnswer(ce.Output).AppendJSON(b)
	case rep.Failure == nil:
		b = append(b, `"pass","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = fmt.Appendf(b, `,"cases":%d`, rep.Ran)
	default:
		b = append(b, `"fail","game":`...)
		b = strconv.AppendQuote(b, g.Name)
		b = fmt.Appendf(b, `,"cases":%d,`, rep.Ran)
		b = check.AppendFindingJSON(b, g, rep.Findings[0], false)
	}
	if rep != nil {
		if rep.Saved > 0 {
			b = fmt.Appendf(b, `,"saved":%d`, rep.Saved)
		}
		b = fmt.Appendf(b, `,"replayed":%t,"findings":[`, rep.Failure != nil && rep.Findings[0].Replayed)
		for k, fd := range rep.Findings {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, '{')
			b = check.AppendFindingJSON(b, g, fd, true)
			b = append(b, '}')
		}
		b = append(b, ']')
		if len(rep.Pruned) > 0 {
			b = append(b, `,"pruned":[`...)
			for k, p := range rep.Pruned {
				if k > 0 {
					b = append(b, ',')
				}
				b = game.TextAnswer(p).AppendJSON(b)
			}
			b = append(b, ']')
		}
		if len(rep.Removed) > 0 {
			b = append(b, `,"removed":[`...)
			for k, u := range rep.Removed {
				if k > 0 {
					b = append(b, ',')
				}
				b = append(b, `{"file":`...)
				b = game.TextAnswer(u.File).AppendJSON(b)
				b = append(b, `,"why":`...)
				b = game.TextAnswer(u.Err.Error()).AppendJSON(b)
				b = append(b, '}')
			}
			b = append(b, ']')
		}
		if sp := rep.Speed; sp != nil {
			b = check.AppendSpeedJSON(b, sp)
		}
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

// watchPoll and watchSettle are --watch's [check.Watch] times (a test
// makes them short).
var watchPoll, watchSettle = 250 * time.Millisecond, 150 * time.Millisecond
