package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"golang.org/x/term"

	"stonegame/game"
	"stonegame/internal/tui"
	"stonegame/match"
)

func init() {
	register(&command{
		name: "play", order: 3,
		summary: "play against the computer in the terminal, with the analysis of every move",
		usage:   "play [--game NAME] [--random N] [--seed S] [--first human|computer] [--opponent optimal|greedy|random] [--plain] [NUMBERS... | --alice A --bob B | FILE]",
		examples: []helpExample{
			{"play", "a random row of 8 numbers, against the optimal computer"},
			{"play --game stone-game-vi --first computer", "another game; the computer moves first"},
			{"play --opponent greedy 3 9 1 2", "this row, against a computer that takes the larger end"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			p := &player{fs: fs}
			p.inst.declare(fs)
			fs.IntVar(&p.random, "random", match.DefaultRandom, "with no NUMBERS: play a random row of `N` numbers, each 1..20")
			fs.Uint64Var(&p.seed, "seed", 0, "seed of the random row and of the computer's random choices (default: a new one each time)")
			fs.StringVar(&p.first, "first", "human", "who moves first: human or computer")
			fs.StringVar(&p.opponent, "opponent", "optimal", "the computer's play: "+strings.Join(match.Opponents(), ", "))
			fs.BoolVar(&p.plain, "plain", false, "line-oriented game: one command per line on stdin (chosen when stdin or stdout is not a terminal)")
			return p.run
		},
	})
}

type player struct {
	fs              *flag.FlagSet
	inst            instanceFlags
	random          int
	seed            uint64
	first, opponent string
	plain           bool
}

func (p *player) set(name string) bool {
	set := false
	p.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func (p *player) run(ctx context.Context, env *Env, args []string) error {
	g, c, _, err := p.inst.read(ctx, env, args, false) // the instance, from the arguments or a file
	if err != nil {
		return err
	}
	inst := c.Args
	var human game.Player
	switch strings.ToLower(p.first) {
	case "human", "you", "me":
		human = game.First
	case "computer":
		human = game.Second
	default:
		return usagef("--first must be human or computer, not %q", p.first)
	}
	if human == game.Second && g.Kind == game.Solo {
		return usagef("--first computer: %s is %v", g.Name, match.ErrSolo)
	}
	opp, err := match.NewOpponent(p.opponent)
	if err != nil {
		return usagef("--opponent: %v", err)
	}
	if inst != nil && p.set("random") {
		return usagef("give NUMBERS or --random N, not both")
	}
	seed := p.seed
	if !p.set("seed") {
		seed = rand.Uint64() % 1_000_000 // short enough to type back
	}
	note := ""
	if inst == nil {
		if p.random < 1 || p.random > match.MaxRandom {
			return usagef("--random must be 1 to %d, not %d", match.MaxRandom, p.random)
		}
		if inst, err = match.RandomArgs(g, p.random, seed); err != nil {
			return err
		}
		note = fmt.Sprintf("A random game of %d (--random %d --seed %d).", p.random, p.random, seed)
	}
	m, err := match.New(match.Config{Game: g, Args: inst, Human: human, Opponent: opp, Seed: seed})
	if err != nil {
		return err
	}
	if p.plain || !terminal(env) {
		if note != "" {
			fmt.Fprintln(env.Stdout, note)
		}
		return tui.Plain(ctx, m, env.Stdin, env.Stdout, termWidth(env.Stdout))
	}
	err = tui.Run(ctx, m, tui.Options{Random: p.random, Seed: seed, Note: note}, env.Stdin.(*os.File), env.Stdout.(*os.File))
	if errors.Is(err, tui.ErrInterrupted) {
		return interrupted{}
	}
	return err
}

// interrupted is the error of a game ended by Ctrl-C in the full screen,
// where the terminal sends the key and no signal: Main reports it as it
// reports an interrupted command ("stonegame: interrupted", exit 130),
// since it is errInterrupted to errors.Is.
type interrupted struct{}

func (interrupted) Error() string        { return "interrupted" }
func (interrupted) Is(target error) bool { return target == errInterrupted }

// termWidth returns the width of the terminal w writes to, or 0 when w is
// not a terminal (a pipe, a file, a test's buffer), so that --plain wraps
// its lines on a terminal and nowhere else.
func termWidth(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	cols, _, err := term.GetSize(int(f.Fd()))
	if err != nil || cols < 1 {
		return 0
	}
	return cols
}

// terminal reports whether both stdin and stdout are terminals: the
// full-screen game needs both. Buffers (tests) are not.
func terminal(env *Env) bool {
	in, ok1 := env.Stdin.(*os.File)
	out, ok2 := env.Stdout.(*os.File)
	return ok1 && ok2 && term.IsTerminal(int(in.Fd())) && term.IsTerminal(int(out.Fd()))
}
