package rules

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"stonegame/game"
)

// A minimal valid file, which the cases below break one way each.
const header = `name = "t"
params = [param("n", "integer", min = 0, max = 1000)]
def start(n):
    return n
`

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		lim  Limits
		want string // what the error must contain
	}{
		{"syntax", "name = (\n", Limits{}, "bad.star:2:1: got end of file"},
		{"undefined", "name = foo\n", Limits{}, "bad.star:1:8: undefined: foo"},
		{"runtime at top", "x = [1][3]\n", Limits{}, "bad.star:1:8: list index 3 out of range"},
		{"endless top level", "x = 0\nwhile True:\n    x += 1\n", Limits{Steps: 1000}, "bad.star:3:5: the file's top level took more than 1,000 steps, the step limit: is a loop endless?"},
		{"no name", "params = []\n", Limits{}, "bad.star: the file must set name"},
		{"bad name", "name = \"My Game\"\n", Limits{}, "name = \"My Game\": use lowercase letters"},
		{"name not a string", "name = 3\n", Limits{}, "name must be a string, not int"},
		{"no params", "name = \"t\"\n", Limits{}, "the file must set params"},
		{"empty params", "name = \"t\"\nparams = []\n", Limits{}, "params must be a non-empty list"},
		{"params item", "name = \"t\"\nparams = [3]\n", Limits{}, "params[0] is int, not param(...)"},
		{"param kind", "name = \"t\"\nparams = [param(\"n\", \"number\")]\n", Limits{}, "bad.star:2:16: param n: \"number\" is not a parameter kind"},
		{"param bounds", "name = \"t\"\nparams = [param(\"n\", \"integer\", min = 5, max = 1)]\n", Limits{}, "min = 5 is more than max = 1"},
		{"param name", "name = \"t\"\nparams = [param(\"state\", \"integer\")]\n", Limits{}, "\"state\" is what moves and end receive"},
		{"param twice", "name = \"t\"\nparams = [param(\"n\", \"integer\"), param(\"n\", \"integer\")]\n", Limits{}, "two parameters are named n"},
		{"alphabet on ints", "name = \"t\"\nparams = [param(\"n\", \"integer[]\", alphabet = \"ab\")]\n", Limits{}, "alphabet is for string or string[], and n is integer[]"},
		{"no start", "name = \"t\"\nparams = [param(\"n\", \"integer\")]\n", Limits{}, "the file must define start"},
		{"no moves", header, Limits{}, "the file must define moves"},
		{"moves not a def", header + "moves = 3\n", Limits{}, "moves must be a function defined with def, not int"},
		{"unknown parameter", header + "def moves(state, foo):\n    return []\n", Limits{}, "bad.star:5:18: moves takes foo, which is none of what it may take: state, player or n"},
		{"varargs", header + "def moves(*args):\n    return []\n", Limits{}, "moves may not take *args"},
		{"runtime error", header + "def moves(state):\n    return [(\"a\", [1][state + 1])]\n", Limits{}, "bad.star:6:22: moves on state 4: list index 5 out of range [-1:0]"},
		{"runtime in a helper", header + "def f(x):\n    return 1 // x\ndef moves(state):\n    return [(\"a\", f(state - state))]\n", Limits{}, "bad.star:6:14: moves on state 4: floored division by zero (in f)"},
		{"not a list", header + "def moves(state):\n    return 5\n", Limits{}, "bad.star:5:1: moves on state 4: it returned int, not a list of moves, (label, next_state)"},
		{"a string", header + "def moves(state):\n    return \"ab\"\n", Limits{}, "it returned string, not a list of moves"},
		{"short move", header + "def moves(state):\n    return [(\"a\",)]\n", Limits{}, "move 1 is (\"a\",), not (label, next_state)"},
		{"bad label", header + "def moves(state):\n    return [(None, 1)]\n", Limits{}, "move 1: its label None is NoneType, not a string"},
		{"same label", header + "def moves(state):\n    return [(\"a\", 1), (\"a\", 2)] if state > 2 else []\n", Limits{}, "moves 1 and 2 have the same label \"a\""},
		{"same label of many", header + "def moves(state):\n    return [(\"m%d\" % (i % 39), i) for i in range(40)] if state > 2 else []\n", Limits{}, "moves 1 and 40 have the same label \"m0\""},
		{"same label appended", header + "def moves(state):\n    out = []\n    if state > 2:\n        out.append((\"a\", 1))\n        out.append((\"a\", 2))\n    return out\n", Limits{}, "moves 1 and 2 have the same label \"a\""},
		{"bad label appended", header + "def moves(state):\n    out = []\n    out.append((None, 1))\n    return out\n", Limits{}, "move 1: its label None is NoneType, not a string"},
		{"list state appended", header + "def moves(state):\n    out = []\n    if state > 0:\n        out.append((\"a\", [state - 1]))\n    return out\n", Limits{}, "move 1 (a) leads to [3]: a list cannot be a state"},
		{"appended before its assignment", header + "def moves(state):\n    if state > 2:\n        out.append((\"a\", 1))\n    out = []\n    return out\n", Limits{}, "bad.star:7:9: moves on state 4: local variable out referenced before assignment"},
		{"error after appends", header + "def moves(state):\n    out = []\n    out.append((\"a\", state - 1))\n    x = [1][state]\n    return out\n", Limits{}, "bad.star:8:12: moves on state 4: list index 4 out of range"},
		{"gain appended", "scoring = True\n" + header + "def moves(state):\n    out = []\n    if state:\n        out.append((\"a\", state - 1, \"x\"))\n    return out\n", Limits{}, "move 1 (a): its gain \"x\" is not an integer of 64 bits"},
		{"list state", header + "def moves(state):\n    return [(\"a\", [state - 1])] if state > 0 else []\n", Limits{}, "move 1 (a) leads to [3]: a list cannot be a state (a state must be hashable): use a tuple"},
		{"list start", "name = \"t\"\nparams = [param(\"n\", \"integer\")]\ndef start(n):\n    return [n]\ndef moves(state):\n    return []\n", Limits{}, "bad.star:3:1: start returned [4]: a list cannot be a state"},
		{"dict state", header + "def moves(state):\n    return [(\"a\", {})]\n", Limits{}, "a dict cannot be a state"},
		{"float state", header + "def moves(state):\n    return [(\"a\", 0.5)]\n", Limits{}, "a float cannot be a state"},
		{"end value", header + "def moves(state):\n    return []\ndef end(state):\n    return \"won\"\n", Limits{}, "bad.star:7:1: end on state 4 returned \"won\": end returns None (play on), or \"win\", \"lose\" or \"draw\""},
		{"end True", header + "def moves(state):\n    return []\ndef end(state):\n    return True\n", Limits{}, "returned True: end returns None"},
		{"endless moves", header + "def moves(state):\n    x = 0\n    while True:\n        x += 1\n", Limits{Steps: 10000}, "bad.star:8:9: moves on state 4 took more than 10,000 steps, the step limit: is a loop endless?"},
		{"endless recursion", header + "def f(x):\n    return f(x + 1)\ndef moves(state):\n    return f(0)\n", Limits{Steps: 100000}, "moves on state 4 took more than 100,000 steps, the step limit: is a loop endless? (in f)"},
		{"gain", "scoring = True\n" + header + "def moves(state):\n    return [(\"a\", state - 1, \"x\")] if state else []\n", Limits{}, "move 1 (a): its gain \"x\" is not an integer of 64 bits"},
		{"scoring shape", "scoring = True\n" + header + "def moves(state):\n    return [(\"a\", state - 1)] if state else []\n", Limits{}, "move 1 is (\"a\", 3), not (label, next_state, gain)"},
		{"scoring loop", "scoring = True\n" + header + "def moves(state):\n    return [(\"a\", 1 - state % 2, 1)]\n", Limits{}, "bad.star: the position 1 can repeat: a scoring game must end"},
		{"scoring end", "scoring = True\n" + header + "def moves(state):\n    return []\ndef end(state):\n    return \"win\"\n", Limits{}, "in a scoring game, end returns None (play on) or True"},
		{"returns int", header + "returns = \"int\"\ndef moves(state):\n    return []\n", Limits{}, "returns = \"int\" needs an answer(o) function"},
		{"returns", header + "returns = \"bool\"\ndef moves(state):\n    return []\n", Limits{}, "returns = \"bool\": use \"boolean\", \"int\" or \"string\""},
		{"answer type", header + "returns = \"int\"\ndef moves(state):\n    return []\ndef answer(o):\n    return o.winner\n", Limits{}, "bad.star:8:1: answer(outcome(grundy = 0, remoteness = 0, winner = \"second\")) returned \"second\", not an integer"},
		{"answer arity", header + "def moves(state):\n    return []\ndef answer(o, m):\n    return True\n", Limits{}, "answer takes m, which is none of what it may take: n"},
		{"example answer", header + "examples = [({\"n\": 1}, True)]\ndef moves(state):\n    return []\n", Limits{}, "example 1 (n = 1): the rules give false, and the file expects true"},
		{"example shape", header + "examples = [{\"m\": 1}]\ndef moves(state):\n    return []\n", Limits{}, "examples[0]: the instance {\"m\": 1} has no n"},
		{"example extra", header + "examples = [{\"n\": 1, \"m\": 2}]\ndef moves(state):\n    return []\n", Limits{}, "has \"m\", which is not a parameter"},
		{"example bounds", header + "examples = [{\"n\": 5000}]\ndef moves(state):\n    return []\n", Limits{}, "n = 5000 is outside 0 <= n <= 1000"},
		{"valid refuses", header + "def moves(state):\n    return []\ndef valid(n):\n    return \"n must be odd\" if n % 2 == 0 else None\n", Limits{}, "n must be odd"},
		{"valid returns", header + "def moves(state):\n    return []\ndef valid(n):\n    return 3\n", Limits{}, "valid returned 3: it returns None"},
		{"positions", header + "def moves(state):\n    return [(\"a\", state + 1)]\n", Limits{Positions: 100}, "bad.star: more than 100 positions, the position limit"},
		{"memory", header + "def moves(state):\n    return [(\"a\", state + 1)]\n", Limits{Memory: 1 << 16}, "the memory limit"},
		{"time", header + "def moves(state):\n    return [(\"a\", state + 1)]\n", Limits{Time: 20 * time.Millisecond}, "bad.star: solving took more than 20ms, the time limit"},
		{"generate arity", header + "def moves(state):\n    return []\ndef generate(n):\n    return {}\n", Limits{}, "generate takes two parameters"},
		{"generate shape", header + "def moves(state):\n    return []\ndef generate(rng, n):\n    return [n]\n", Limits{}, "generate(rng, 4) returned [4]: an instance is a dict of its parameters by name"},
		{"generate bounds", header + "def moves(state):\n    return []\ndef generate(rng, n):\n    return {\"n\": -1}\n", Limits{}, "generate(rng, 4) returned an instance outside the parameters' bounds: n = -1 is outside 0 <= n <= 1000"},
		{"players", header + "players = \"ab\"\ndef moves(state):\n    return []\n", Limits{}, "players must be two names"},
	} {
		for _, interpret := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s interpret=%v", tc.name, interpret), func(t *testing.T) {
				lim := tc.lim
				lim.Interpret = interpret
				err := loadAndUse(tc.src, lim)
				if err == nil {
					t.Fatalf("got no error, want one containing %q", tc.want)
				}
				if !strings.Contains(err.Error(), tc.want) {
					t.Errorf("got error %q, want it to contain %q", err, tc.want)
				}
				var e *Error
				got := ""
				if errors.As(err, &e) {
					got = e.Limit()
				}
				if want := limitCases[tc.name]; got != want {
					t.Errorf("got the limit %q (%T), want %q", got, err, want)
				}
			})
		}
	}
}

// loadAndUse loads src as bad.star and, if it loads, uses it as a front
// end would: a case drawn by its generate, if it has one, at size 4, then
// solved; without generate, n = 4 if its one parameter is an integer,
// else its first example. Load solves only the examples a file gives
// (issue 28): most mistakes show when the file is first used.
func loadAndUse(src string, lim Limits) error {
	s, err := Load(context.Background(), "bad.star", []byte(src), lim)
	if err != nil {
		return err
	}
	args := s.Examples[0].Args
	if len(s.Params) == 1 && s.Params[0].Kind == game.Int {
		args = game.Args{game.IntOf(4)}
	}
	if s.Generate != nil {
		if args, err = s.Generate(rand.New(rand.NewPCG(1, 2)), 4); err != nil {
			return err
		}
	}
	_, err = s.Start(context.Background(), args) // its answer too
	return err
}

// limitCases are the cases of TestLoadErrors that hit a limit, with the
// limit their error names; every other error is a mistake, Limit "".
var limitCases = map[string]string{
	"endless top level": "steps", "endless moves": "steps", "endless recursion": "steps",
	"positions": "positions", "memory": "memory", "time": "time",
}

// loadSrc loads a file that must load.
func loadSrc(t testing.TB, src string, lim Limits) *game.Spec {
	t.Helper()
	s, err := Load(context.Background(), "t.star", []byte(src), lim)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNewErrors(t *testing.T) {
	s := loadSrc(t, header+`examples = [{"n": 3}]
def moves(state):
    return [("a", state - 1)] if state > 0 else []
def valid(n):
    """n is not 7"""
    return "n may not be 7" if n == 7 else None
`, Limits{Positions: 100})
	for _, tc := range []struct {
		name string
		args game.Args
		want string
	}{
		{"bounds", game.Args{game.IntOf(2000)}, "n = 2000 is outside 0 <= n <= 1000"},
		{"valid", game.Args{game.IntOf(7)}, "n may not be 7"},
		{"positions", game.Args{game.IntOf(500)}, "t.star: more than 100 positions, the position limit"},
		{"shape", game.Args{game.TextOf("x")}, "n is an integer, not a string"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Start(context.Background(), tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
	if err := s.CheckArgs(game.Args{game.IntOf(7)}); err == nil || err.Error() != "n may not be 7" {
		t.Errorf("CheckArgs: got %v, want valid's reason", err)
	}
	if s.Constraints != "n is not 7" {
		t.Errorf("Constraints: got %q, want valid's doc string", s.Constraints)
	}
}

func TestCancel(t *testing.T) {
	src := `name = "t"
params = [param("n", "integer", min = 0, max = 1000000000)]
examples = [{"n": 1000000000}]
def start(n):
    return n
def moves(state):
    x = 0
    for i in range(100000):
        x += i
    return [("a", state + 1)] if state < 1000000000 else []
`
	for _, interpret := range []bool{false, true} {
		s := loadSrc(t, src, Limits{Interpret: interpret})
		ctx, cancel := context.WithCancel(context.Background())
		go func() { time.Sleep(20 * time.Millisecond); cancel() }()
		_, err := s.Start(ctx, game.Args{game.IntOf(0)})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("interpret=%v: got %v, want context.Canceled", interpret, err)
		}
	}
}

// A chain of 10^6 positions: nothing recurses on the Go stack.
func TestChain(t *testing.T) {
	if testing.Short() {
		t.Skip("a chain of 10^6 positions takes a few seconds")
	}
	s := loadSrc(t, `name = "chain"
params = [param("n", "integer", min = 0, max = 2000000)]
examples = [{"n": 3}]
def start(n):
    return n
def moves(state):
    return [("next", state - 1)] if state > 0 else []
`, Limits{})
	const n = 1_000_000
	p, err := s.Start(context.Background(), game.Args{game.IntOf(n)})
	if err != nil {
		t.Fatal(err)
	}
	// The player to move at n loses exactly when n is even.
	if got, want := p.Solve(), (game.Result{Differential: -1, Remoteness: n}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if got := asPosition(p).g.n; got != n+1 {
		t.Errorf("got %d positions, want %d", got, n+1)
	}
}
