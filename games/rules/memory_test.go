package rules

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
)

// bombs are one-line bodies of moves that ask for far more memory than
// any limit: each must be refused before it allocates, at its line.
var bombs = []struct{ name, code, want string }{
	{"list repeat", "s = [0] * 1000000000", ""},
	{"list repeat left", "s = 1000000000 * [0]", ""},
	{"tuple repeat", "s = (0, 1) * 1000000000", ""},
	{"string repeat", `s = "x" * 1000000000`, ""},
	{"string doubling", `s = "x"` + "\n    for i in range(100):\n        s = s + s", ""},
	{"string doubling +=", `s = "x"` + "\n    for i in range(100):\n        s += s", ""},
	{"list doubling", "s = [0]\n    for i in range(100):\n        s = s + s", ""},
	{"list doubling +=", "s = [0]\n    for i in range(100):\n        s += s", ""},
	{"list extend", "s = [0]\n    for i in range(100):\n        s.extend(s)", ""},
	{"big int square", "x = 3\n    for i in range(100):\n        x = x * x", intTooBig},
	{"big int shift", "x = 1 << 100000000000", intTooBig},
	{"big int parse", `x = int("9" * 1000000)`, "longer than an integer may be"},
	{"range list", "s = list(range(1000000000))", ""},
	{"range tuple", "s = tuple(range(1000000000))", ""},
	{"range sorted", "s = sorted(range(1000000000))", ""},
	{"split", `s = "x " * 500000000` + "\n    t = s.split()", ""},
	{"split of a big string", `s = "x " * 5000000` + "\n    t = s.split()", ""},
	{"join", `s = ["x" * 1000000] * 100` + "\n    for i in range(100):\n        s = [\"\".join(s)] * 100", ""},
	{"replace", `s = "x" * 1000` + "\n    for i in range(100):\n        s = s.replace(\"x\", \"xxxxxxxxxx\")", ""},
	{"percent", `s = "x" * 1000000` + "\n    for i in range(100):\n        s = \"%s%s\" % (s, s)", ""},
	{"format", `s = "x" * 1000000` + "\n    for i in range(100):\n        s = \"{}{}\".format(s, s)", ""},
	{"str of a list", "s = [\"xxxxxxxxxxxxxxxx\"] * 1000000\n    for i in range(100):\n        s = [str(s)] * 10", ""},
	{"comprehension", "s = [[0] * 1000 for i in range(10000000)]", ""},
	{"dict growth", "d = {}\n    for i in range(10000000):\n        d[i] = i", ""},
	{"dict comprehension", "d = {i: i for i in range(10000000)}", ""},
	{"set growth", "d = set()\n    for i in range(10000000):\n        d.add(i)", ""},
	{"append", "s = []\n    for i in range(10000000):\n        s.append([i, i, i, i])", ""},
	{"str of shared tuples", "t = (1,)\n    for i in range(40):\n        t = (t, t)\n    s = str(t)", ""},
	{"repr of a cycle", "l = [1]\n    l.append(l)\n    s = [repr(l)] * 10000000", ""},
	{"list slices", "s = [0] * 500000\n    t = []\n    for i in range(100):\n        t.append(s[:])", ""},
	{"stepped slices", `s = "xy" * 2000000` + "\n    t = []\n    for i in range(100):\n        t.append(s[::2])", ""},
	{"tuples", "t = ()\n    for i in range(10000000):\n        t = (t, t, t, t, i)", ""},
	{"list repeat of locals", "l = [0]\n    n = 1000000000\n    s = l * n", ""},
	{"string repeat of locals", "l = \"xy\"\n    n = 1000000000\n    s = n * l", ""},
	{"tuple doubling", "s = (0,)\n    for i in range(100):\n        s = s + tuple(s)", ""},
	{"tuple sums", "s = (0,)\n    for i in range(100):\n        s = tuple([v for v in s]) + s[:] + (i, i)", ""},
}

const intTooBig = "more than an integer may have"

// TestMemoryBombs checks that a moves that asks for more memory than the
// limit stops at once, at its line, with the memory limit named, in the
// interpreter and compiled alike, and that both stop at the same place.
func TestMemoryBombs(t *testing.T) {
	for _, b := range bombs {
		src := header + "def moves(state):\n    " + b.code + "\n    return []\n"
		var places [2]string
		for k, interpret := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s interpret=%v", b.name, interpret), func(t *testing.T) {
				lim := Limits{Memory: 16 << 20, Steps: 100_000_000, Interpret: interpret}
				err := loadAndUse(src, lim) // Load solves nothing: an instance runs moves
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("got %v (%T), want an *Error of the memory limit", err, err)
				}
				if b.want != "" {
					if e.Limit() != "" || !strings.Contains(e.Msg, b.want) {
						t.Fatalf("got %q, limit %q, want a mistake saying %q", err, e.Limit(), b.want)
					}
				} else if e.Limit() != "memory" || !strings.Contains(e.Msg, "past the memory limit of 16 MiB") {
					t.Fatalf("got %q, limit %q, want the memory limit", err, e.Limit())
				}
				if e.Line < 6 || e.Col == 0 {
					t.Fatalf("got %q, want the place in moves (line 6 on)", err)
				}
				places[k] = fmt.Sprintf("%d:%d", e.Line, e.Col)
			})
		}
		if places[0] != "" && places[0] != places[1] {
			t.Errorf("%s: compiled at %s, interpreted at %s: want the same place", b.name, places[0], places[1])
		}
	}
}

// TestMemoryBombTopLevel checks a bomb at the file's top level.
func TestMemoryBombTopLevel(t *testing.T) {
	src := "s = [0] * 100000000\n" + header + "def moves(state):\n    return []\n"
	_, err := Load(context.Background(), "bomb.star", []byte(src), Limits{Memory: 64 << 20})
	var e *Error
	if !errors.As(err, &e) || e.Limit() != "memory" || e.Line != 1 || e.Col == 0 {
		t.Fatalf("got %v, want the memory limit at bomb.star:1", err)
	}
}

// TestMemoryWithin checks that what fits the budget runs: the budget is
// given back after each call.
func TestMemoryWithin(t *testing.T) {
	src := header + "def moves(state):\n    s = [0] * 1000000\n    return [(\"a\", state - 1)] if state else []\n"
	for _, interpret := range []bool{false, true} {
		if err := loadAndUse(src, Limits{Memory: 64 << 20, Interpret: interpret}); err != nil {
			t.Errorf("interpret=%v: %v", interpret, err)
		}
	}
}

// forcedGCs is how many collections the program has forced so far.
func forcedGCs() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/forced:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// TestCollectBefore checks when a large allocation is preceded by a
// collection: when it would take the heap past the soft memory limit, or
// when there is none, and not when the budget refuses it.
func TestCollectBefore(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	for _, tc := range []struct {
		name   string
		limit  int64 // the soft memory limit
		budget int64
		want   uint64 // collections forced
	}{
		{"room under the limit", 1 << 40, 1 << 30, 0},
		{"past the limit", 1 << 20, 1 << 30, 1},
		{"no limit", math.MaxInt64, 1 << 30, 1},
		{"refused by the budget", math.MaxInt64, 16 << 20, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetMemoryLimit(tc.limit)
			c := newCaller("t.star", 1000, newBudget(tc.budget))
			before := forcedGCs()
			err := c.onAlloc(c.th, gcBefore)
			if got := forcedGCs() - before; got != tc.want {
				t.Errorf("%d collections forced, want %d", got, tc.want)
			}
			if (err != nil) != (tc.budget < gcBefore) {
				t.Errorf("onAlloc: got %v", err)
			}
			c.release()
		})
	}
}
