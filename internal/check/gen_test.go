package check

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/fakegame"
)

// Every game's cases meet its constraints, are distinct, carry the
// solver's answer and come out the same for the same seed.
func TestGenerateWithinConstraints(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Name, func(t *testing.T) {
			maxN := min(DefaultMaxN(g), 24)
			cases, err := Generate(g, 60, 5, maxN)
			if err != nil {
				t.Fatal(err)
			}
			if len(cases) < 10 {
				t.Errorf("got %d cases, want at least 10", len(cases))
			}
			seen := map[string]bool{}
			for _, c := range cases {
				if err := valid(g, c.Args, maxN); err != nil {
					t.Errorf("case %v: %v", c.Args, err)
				}
				key := string(AppendCase(nil, g, c.Args))
				if seen[key] {
					t.Errorf("case %v twice", c.Args)
				}
				seen[key] = true
				if !tiny(g, c.Args) {
					continue
				}
				p, _ := g.Start(context.Background(), c.Args.Clone())
				if want := g.AnswerAt(p, game.Solve(p)); c.Expected != want {
					t.Errorf("case %v: got expected %v, want the oracle's %v", c.Args, c.Expected, want)
				}
			}
			again, _ := Generate(g, 60, 5, maxN)
			if fmt.Sprint(again) != fmt.Sprint(cases) {
				t.Errorf("the same seed gave other cases")
			}
			other, _ := Generate(g, 60, 6, maxN)
			if len(cases) == 60 && fmt.Sprint(other) == fmt.Sprint(cases) {
				t.Errorf("seeds 5 and 6 gave the same cases")
			}
			// The smallest instance comes first.
			for k, p := range g.Params {
				lo, _, _ := p.Sizes()
				if got := cases[0].Args[k].Size(); got != lo && g.Within == nil {
					t.Errorf("the first case's %s has size %d, want the smallest, %d", p.Name, got, lo)
				}
			}
		})
	}
}

// tiny reports whether the oracle solves args in a blink: lists of at
// most 6 numbers of at most 6 (game-of-nim's oracle walks every pile
// size), integers of at most 10.
func tiny(g *game.Spec, args game.Args) bool {
	for k, p := range g.Params {
		if args[k].Size() > 6 && p.Kind != game.Int || args[k].Size() > 10 {
			return false
		}
		if p.Kind == game.List && len(args[k].List()) > 0 && slices.Max(args[k].List()) > 6 && g.OptionsCost > game.Linear {
			return false
		}
		// order(7) of the Fibonacci tree game has 33 nodes and half a
		// million subtrees: an integer whose game grows as 2^n stays small.
		if p.Kind == game.Int && args[k].Int() > 6 && g.OptionsCost == game.Exponential {
			return false
		}
	}
	return true
}

// The edge cases include the maxima (32-bit overflow), all equal values,
// zeros and negatives where the constraints allow them.
func TestGenerateEdges(t *testing.T) {
	has := func(cases []Case, f func(a []int64) bool) bool {
		return slices.ContainsFunc(cases, func(c Case) bool { return f(numbers(c.Args[0])) })
	}
	all := func(x int64) func([]int64) bool {
		return func(a []int64) bool {
			return len(a) > 1 && !slices.ContainsFunc(a, func(y int64) bool { return y != x })
		}
	}
	vii, _ := games.Lookup("stone-game-vii")
	cases, err := Generate(vii, 30, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !has(cases, func(a []int64) bool { return len(a) == 1000 && all(1000)(a) }) {
		t.Errorf("stone-game-vii: no case of 1000 stones of 1000")
	}
	if !has(cases, func(a []int64) bool { return len(a) == 2 }) {
		t.Errorf("stone-game-vii: no case of 2 stones")
	}
	if has(cases, func(a []int64) bool { return slices.Contains(a, 0) }) {
		t.Errorf("stone-game-vii: a zero, which LeetCode rules out")
	}
	viii, _ := games.Lookup("stone-game-viii")
	cases, _ = Generate(viii, 30, 1, 50)
	if !has(cases, all(0)) || !has(cases, all(-10000)) {
		t.Errorf("stone-game-viii: no case of zeros or of the most negative value")
	}
	sg, _ := games.Lookup("stone-game")
	cases, _ = Generate(sg, 30, 1, 0)
	if !has(cases, func(a []int64) bool { return len(a) == 500 }) {
		t.Errorf("stone-game: no case of 500 piles")
	}
	nim, _ := games.Lookup("nim-game")
	cases, _ = Generate(nim, 30, 1, 0)
	if !has(cases, func(a []int64) bool { return a[0] == 1<<31-1 }) {
		t.Errorf("nim-game: no case n = 2^31 - 1")
	}
}

// Shrinking's changes stay within the constraints: stone-game's even
// count and odd total.
func TestCandidatesWithin(t *testing.T) {
	sg, _ := games.Lookup("stone-game")
	n := 0
	for c := range candidates(sg, game.Args{game.ListOf(5, 3, 4, 5, 8, 2)}, 0) {
		n++
		if err := valid(sg, c.Args, 0); err != nil {
			t.Errorf("candidate %v: %v", c.Args, err)
		}
	}
	if n == 0 {
		t.Errorf("no candidates")
	}
	nim, _ := games.Lookup("nim-game")
	var xs []int64
	for c := range candidates(nim, game.Args{game.IntOf(1 << 30)}, 0) {
		xs = append(xs, c.Args[0].Int())
	}
	if len(xs) != smallInt+30 || xs[0] != 1 || xs[smallInt-1] != smallInt || xs[len(xs)-1] != 1<<30-1 {
		t.Errorf("got %d candidates %v...%v, want 1..%d then the steps down to 2^30-1", len(xs), xs[:3], xs[len(xs)-3:], smallInt)
	}
}

func TestToward(t *testing.T) {
	tests := []struct {
		v, zero int64
		want    []int64
	}{
		{0, 0, nil},
		{1, 0, []int64{0}},
		{8, 0, []int64{0, 1, 2, 4, 6, 7}},
		{-8, 0, []int64{0, -1, -2, -4, -6, -7}},
		{5, 1, []int64{1, 2, 3, 4}},
	}
	for _, tt := range tests {
		if got := game.Toward(tt.v, tt.zero); !slices.Equal(got, tt.want) {
			t.Errorf("toward(%d, %d): got %v, want %v", tt.v, tt.zero, got, tt.want)
		}
	}
}

// fakeEnv makes the test binary a solution of predict-the-winner (or of
// the game fakeGameEnv names, of one list) that behaves as its value
// says; see TestMain.
const (
	fakeEnv     = "STONEGAME_CHECK_FAKE"
	fakeGameEnv = "STONEGAME_CHECK_FAKE_GAME"
)

func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) != "" && CLIMain != nil {
		os.Unsetenv(helperEnv)
		os.Exit(CLIMain(os.Args[1:]))
	}
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fake(mode))
	}
	// The fake games drive check through games it has never heard of: a
	// string and a grid among them (fake-walk).
	undo, err := fakegame.Register(games.Register)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	undo()
	os.Exit(code)
}

// fake answers predict-the-winner cases on stdin: "right" rightly, "yes"
// with a malformed answer, "crash" by dying on a list of more than one
// number, "hang" by never answering one of more than three, "buffered"
// rightly but all at the end, "tie" wrongly on a tie; "longline" with a
// line of 2 MiB, "endless" with output that never ends a line, "closeout"
// by closing its standard output after one answer and sleeping, "sleep"
// by sleeping without an answer; "spin300" rightly after 300 ms of CPU
// time on every case, "nap" rightly after sleeping 150 ms on every case;
// "exp", "linear" and "square" rightly
// after 2^n µs, n·0.5 µs or n²·20 ns of CPU time on n numbers, "hog"
// rightly after taking 100 MB on a list of more than 3 numbers,
// "greedyvii" as a greedy stone-game-vii (with fakeGameEnv). A mode
// "setsid-MODE" is MODE with a child in a session of its own first: see
// setsidChild.
func fake(mode string) int {
	if m, ok := strings.CutPrefix(mode, "setsid-"); ok {
		if err := setsidChild(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 4
		}
		mode = m
	}
	name := os.Getenv(fakeGameEnv)
	if name == "" {
		name = "predict-the-winner"
	}
	g, _ := games.Lookup(name)
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<24)
	var hog []byte
	var out []string
	for answered := 0; in.Scan(); answered++ {
		var a []int64
		for _, f := range strings.Split(strings.Trim(in.Text(), "[] \r"), ",") {
			x, _ := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
			a = append(a, x)
		}
		p, _ := g.Start(context.Background(), game.Args{game.ListOf(a...)})
		r := p.Solve()
		ans := fmt.Sprint(g.Answer(r))
		switch {
		case mode == "yes":
			ans = "yes"
		case mode == "crash" && len(a) > 1:
			fmt.Fprintln(os.Stderr, "fake: index out of range")
			return 3
		case mode == "hang" && len(a) > 3:
			time.Sleep(time.Hour)
		case mode == "tie" && r.Differential == 0:
			ans = "false"
		case mode == "longline":
			ans = strings.Repeat("x", 2<<20)
		case mode == "endless":
			for b := []byte(strings.Repeat("x", 64<<10)); ; {
				if _, err := os.Stdout.Write(b); err != nil {
					return 5
				}
			}
		case mode == "sleep":
			time.Sleep(time.Hour)
		case mode == "spin300":
			spin(300 * time.Millisecond)
		case mode == "nap":
			time.Sleep(150 * time.Millisecond)
		case mode == "closeout" && answered == 1:
			os.Stdout.Close()
			time.Sleep(time.Hour)
		case mode == "exp":
			spin(time.Duration(1<<len(a)) * time.Microsecond)
		case mode == "linear":
			spin(time.Duration(len(a)) * 500 * time.Nanosecond)
		case mode == "square":
			spin(time.Duration(len(a)*len(a)) * 20 * time.Nanosecond)
		case mode == "greedyvii":
			ans = fmt.Sprint(greedyVII(a))
		case mode == "hog" && len(a) > 3 && hog == nil:
			hog = make([]byte, 100<<20)
			for i := range hog {
				hog[i] = 1
			}
		}
		if mode == "buffered" {
			out = append(out, ans)
			continue
		}
		fmt.Println(ans)
	}
	fmt.Print(strings.Join(append(out, ""), "\n"))
	return 0
}

// greedyVII is a wrong stone-game-vii: each player removes the end stone
// that scores more now (the smaller one), blind to what it leaves (as
// testdata/greedy_vii.py).
func greedyVII(stones []int64) int64 {
	i, j := 0, len(stones)-1
	var total, diff, sign int64 = 0, 0, 1
	for _, x := range stones {
		total += x
	}
	for i < j {
		if stones[i] <= stones[j] {
			total -= stones[i]
			i++
		} else {
			total -= stones[j]
			j--
		}
		diff += sign * total
		sign = -sign
	}
	return diff
}

// spin burns d of CPU time.
func spin(d time.Duration) {
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	for end := cpu() + d; cpu() < end; {
		for i := 0; i < 1000; i++ {
			spinSink += i
		}
	}
}

var spinSink int

// Each way of failing is reported as such, by the test binary acting as
// the solution.
func TestFailureKinds(t *testing.T) {
	g, _ := games.Lookup("predict-the-winner")
	defer func(d time.Duration) { startGrace = d }(startGrace)
	startGrace = 500 * time.Millisecond // the fake starts at once
	defer func(g time.Duration, f int) { wallGrace, wallFactor = g, f }(wallGrace, wallFactor)
	wallGrace, wallFactor = 500*time.Millisecond, 2 // "hang" waits for the backstop
	tests := []struct {
		mode    string
		perCase bool
		want    Kind // "" for a pass
	}{
		{"right", true, ""},
		{"buffered", false, ""},
		{"yes", true, Malformed},
		{"crash", true, Crash},
		{"hang", true, Timeout},
		{"hang", false, Timeout},
		{"tie", true, Wrong},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.mode, tt.perCase), func(t *testing.T) {
			t.Setenv(fakeEnv, tt.mode)
			prog := &Program{Argv: []string{os.Args[0]}, Dir: t.TempDir(), PerCase: tt.perCase}
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 30, Seed: 2, MaxN: 8, Jobs: 2, TimeLimit: 300 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			switch {
			case tt.want == "" && f != nil:
				t.Fatalf("got a %s on %v (%s %q), want a pass", f.Kind, f.Case.Args, f.Detail, f.Got)
			case tt.want == "":
				return
			case f == nil:
				t.Fatalf("got a pass, want a %s", tt.want)
			case f.Kind != tt.want:
				t.Fatalf("got a %s (%s), want a %s", f.Kind, f.Detail, tt.want)
			}
			switch tt.want {
			case Crash:
				if f.Stderr != "fake: index out of range" || f.Detail != "exit status 3" || f.Case.Args[0].Len() != 2 {
					t.Errorf("got stderr %q, detail %q on %v; want the fake's message, exit status 3, a case of 2", f.Stderr, f.Detail, f.Case.Args)
				}
			case Timeout:
				cases, _ := Generate(g, 30, 2, 8)
				first := slices.IndexFunc(cases, func(c Case) bool { return c.Args[0].Len() > 3 })
				if f.Index != first {
					t.Errorf("got a time-out on case %d, %v; want it on case %d, the first of more than 3 numbers", f.Index, f.Case.Args, first)
				}
			case Malformed:
				if f.Got != "yes" || f.Index != 0 {
					t.Errorf("got %q on case %d, want yes on case 0", f.Got, f.Index)
				}
			case Wrong:
				if got := f.Case.Args.String(); got != "[0]" || rep.Findings[0].Shrunk != Minimal {
					t.Errorf("got the case %s (%s), want the minimal tie [0]", got, rep.Findings[0].Shrunk)
				}
			}
		})
	}
}

// numbers returns a list's items, or an integer as a list of one.
func numbers(a game.Arg) []int64 {
	if a.Kind() == game.Int {
		return []int64{a.Int()}
	}
	return a.List()
}
