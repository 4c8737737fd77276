package rules

import (
	"context"
	"os"
	"strings"
	"testing"

	"stonegame/game"
)

// Issue 29, item 4: answer(o, …) takes the instance's parameters by name,
// and o.grundy is the start's Grundy value in an impartial game.

// xoBrute is tic-tac-toe by memoized search from board b: the mark that
// wins under optimal play, "X" or "O", or "draw".
func xoBrute(b string) string {
	lines := [][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}
	memo := map[string]int{}
	// value: +1 the player to move wins, -1 loses, 0 draw.
	var value func(b string) int
	value = func(b string) int {
		if v, ok := memo[b]; ok {
			return v
		}
		for _, l := range lines {
			if b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]] {
				memo[b] = -1
				return -1
			}
		}
		mark := byte('X')
		if strings.Count(b, "X") > strings.Count(b, "O") {
			mark = 'O'
		}
		best, any := -1, false
		for i := range 9 {
			if b[i] == '.' {
				v := -value(b[:i] + string(mark) + b[i+1:])
				if !any || v > best {
					best, any = v, true
				}
			}
		}
		if !any {
			best = 0
		}
		memo[b] = best
		return best
	}
	mover, other := "X", "O"
	if strings.Count(b, "X") > strings.Count(b, "O") {
		mover, other = "O", "X"
	}
	switch value(b) {
	case 1:
		return mover
	case -1:
		return other
	}
	return "draw"
}

func loadFixture(t *testing.T, file string) *game.Spec {
	t.Helper()
	src, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(context.Background(), file, src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAnswerTakesInstance: testdata/xo.star's answer(o, board) names the
// winning mark, which only the board can say (X moves first on an empty
// board, so the first player of the instance is X or O), on boards where
// either moves first, against a brute force; through the position's
// AnswerOf and Spec.AnswerAt (internal/cli's TestAnswerInstance holds
// solve's text and JSON to it).
func TestAnswerTakesInstance(t *testing.T) {
	s := loadFixture(t, "xo.star")
	seen := map[string]bool{}
	for _, b := range []string{".........", "XX..O.O..", "XX.OO.X..", "XO.......", "XOXOX....", "X...O....", "XXOOOX...", "OXX.O.X..", "X.O......", "XO..X...O"} {
		p := start(t, s, game.TextOf(b))
		want := xoBrute(b)
		seen[want] = true
		if got := p.AnswerOf(p.Solve()).String(); got != want {
			t.Errorf("%s: AnswerOf %s, want %s", b, got, want)
		}
		if got := s.AnswerAt(p, p.Solve()).String(); got != want {
			t.Errorf("%s: AnswerAt %s, want %s", b, got, want)
		}
	}
	if s.Batch != nil {
		t.Error("xo.star has a Batch: instances whose answer reads the instance cannot share a graph")
	}
	if !seen["X"] || !seen["O"] || !seen["draw"] {
		t.Errorf("the boards' answers are %v: want X, O and draw among them", seen)
	}
	// Without the instance, answer cannot run: the answer says so rather
	// than guess.
	if got := s.Answer(game.Result{Differential: 1, Remoteness: 1}).String(); !strings.Contains(got, "answer takes parameters of the instance") {
		t.Errorf("Spec.Answer without the instance: %q, want an error that says why", got)
	}
}

const grundySrc = `name = "heap"
params = [param("n", "integer", min = 0, max = 60), param("k", "integer", min = 1, max = 5)]
returns = "int"
def start(n, k):
    return n
def moves(state, k):
    return [("take %d" % j, state - j) for j in range(1, k + 1) if j <= state]
def answer(o, k, n):
    "the start's Grundy value, times 100, plus n - k"
    return o.grundy * 100 + n - k
`

// TestAnswerGrundy: o.grundy is the start's Grundy value (a subtraction
// game of 1 to k on n: n mod (k + 1)), and answer takes parameters in any
// order; a game with no Grundy value gives None.
func TestAnswerGrundy(t *testing.T) {
	s := loadSrc(t, grundySrc, Limits{})
	for n := int64(0); n <= 30; n += 7 {
		for k := int64(1); k <= 4; k++ {
			p := start(t, s, game.IntOf(n), game.IntOf(k))
			want := (n%(k+1))*100 + n - k
			if got := s.AnswerAt(p, p.Solve()); got != game.IntAnswer(want) {
				t.Errorf("n = %d, k = %d: answer %v, want %d", n, k, got, want)
			}
		}
	}
	// Extra turns: no Grundy value, so o.grundy is None.
	s = loadSrc(t, bonusAgain+`returns = "string"
def answer(o):
    return repr(o.grundy)
`, Limits{})
	if p := start(t, s, game.IntOf(5)); p.AnswerOf(p.Solve()).String() != "None" {
		t.Errorf("o.grundy with extra turns: %v, want None", p.AnswerOf(p.Solve()))
	}
}

func TestAnswerBindErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"no parameter", header + "def moves(state):\n    return []\ndef answer():\n    return True\n", "answer takes the outcome first, then any parameters of the instance by name"},
		{"unknown name", header + "def moves(state):\n    return []\ndef answer(o, m):\n    return True\n", "answer takes m, which is none of what it may take: n"},
		{"state", header + "def moves(state):\n    return []\ndef answer(o, state):\n    return True\n", "answer takes state, which is none of what it may take: n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := loadAndUse(tc.src, Limits{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
