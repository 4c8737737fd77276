package rules

import (
	"fmt"
	"strings"
	"testing"

	"stonegame/game"
)

// Issue 29, item 4: a file may declare a move limit, max_moves = N with
// at_limit = "draw", "first" or "second", instead of a counter in its
// state; the engine then counts the moves in the position's key.

// chase: a token on a ring of 5 nodes; a move takes it 1 or 3 nodes on;
// the player who brings it to node 0 wins. Without a limit it can go round
// for ever.
const chase = `name = "chase"
params = [param("x", "integer", min = 1, max = 4)]
def start(x):
    return x
def end(state):
    return "lose" if state == 0 else None
def moves(state):
    return [("+1", (state + 1) % 5), ("+3", (state + 3) % 5)]
`

// chaseBrute is chase with a counter, by plain recursion: the value for
// the player p to move at node x after c moves, and the remoteness.
func chaseBrute(x, c, p, most, winner int) (value, rem int) {
	if x == 0 {
		return -1, 0
	}
	if c == most {
		switch winner {
		case 0:
			return 0, -1
		case p:
			return 1, 0
		}
		return -1, 0
	}
	value, rem = -2, -1
	for _, d := range []int{1, 3} {
		v, r := chaseBrute((x+d)%5, c+1, 3-p, most, winner)
		v = -v
		if r >= 0 {
			r++
		}
		switch {
		case v > value:
			value, rem = v, r
		case v < value:
		case v > 0 && r < rem, v < 0 && r > rem:
			rem = r
		}
	}
	if value == 0 {
		rem = -1
	}
	return value, rem
}

func TestMoveLimit(t *testing.T) {
	plain := loadSrc(t, chase, Limits{})
	// Without a limit, the game's values are the limited game's for a
	// limit past every decided position's remoteness (10 positions: 40
	// moves is more than enough), a draw at the limit.
	for x := 1; x <= 4; x++ {
		v, rem := chaseBrute(x, 0, 1, 40, 0)
		if r := start(t, plain, game.IntOf(int64(x))).Solve(); r.For(game.First) != int64(v) || r.Remoteness != rem {
			t.Errorf("no limit, x = %d: %+v, want value %d in %d moves", x, r, v, rem)
		}
	}
	if n := start(t, plain, game.IntOf(1)).g.n; n > 5 {
		t.Errorf("without max_moves, %d positions: the key holds no move count", n)
	}
	for _, at := range []string{"draw", "first", "second"} {
		for most := 1; most <= 9; most++ {
			s := loadSrc(t, chase+fmt.Sprintf("max_moves = %d\nat_limit = %q\n", most, at), Limits{})
			winner := map[string]int{"draw": 0, "first": 1, "second": 2}[at]
			for x := 1; x <= 4; x++ {
				p := start(t, s, game.IntOf(int64(x)))
				v, rem := chaseBrute(x, 0, 1, most, winner)
				r := p.Solve()
				if got := r.For(game.First); got != int64(v) || r.Remoteness != rem {
					t.Errorf("at_limit %s, max_moves %d, x = %d: value %d in %d moves, want %d in %d", at, most, x, got, r.Remoteness, v, rem)
				}
				if line := p.Line(); len(line) > most || v != 0 && len(line) != rem {
					t.Errorf("at_limit %s, max_moves %d, x = %d: a line of %d moves", at, most, x, len(line))
				}
				if _, ok := p.Grundy(); ok {
					t.Errorf("max_moves %d: a Grundy value", most)
				}
			}
		}
	}
}

// chaseToMove is chase whose state says whose turn it is, through
// to_move: the limit's winner is decided by to_move's player.
const chaseToMove = `name = "chase-to-move"
params = [param("x", "integer", min = 1, max = 4)]
def start(x):
    return (x, 1)
def to_move(state):
    return state[1]
def end(state):
    return "lose" if state[0] == 0 else None
def moves(state):
    x, p = state
    return [("+1", ((x + 1) % 5, 3 - p)), ("+3", ((x + 3) % 5, 3 - p))]
`

func TestMoveLimitToMove(t *testing.T) {
	for _, at := range []string{"first", "second"} {
		for _, most := range []int{1, 2, 5, 8} {
			s := loadSrc(t, chaseToMove+fmt.Sprintf("max_moves = %d\nat_limit = %q\n", most, at), Limits{})
			winner := map[string]int{"first": 1, "second": 2}[at]
			for x := 1; x <= 4; x++ {
				v, rem := chaseBrute(x, 0, 1, most, winner)
				if r := start(t, s, game.IntOf(int64(x))).Solve(); r.For(game.First) != int64(v) || r.Remoteness != rem {
					t.Errorf("at_limit %s, max_moves %d, x = %d: value %d in %d moves, want %d in %d", at, most, x, r.For(game.First), r.Remoteness, v, rem)
				}
			}
		}
	}
}

// A scoring game whose positions repeat is refused; with max_moves it
// ends there, with the totals so far.
func TestMoveLimitScoring(t *testing.T) {
	const ring = `name = "ring"
params = [param("x", "integer", min = 0, max = 4)]
scoring = True
def start(x):
    return x % 3
def moves(state):
    return [("step", (state + 1) % 3, state), ("jump", (state + 2) % 3, 1)]
`
	if err := loadAndUse(ring, Limits{}); err == nil || !strings.Contains(err.Error(), "can repeat") {
		t.Fatalf("without a limit: got %v, want a refusal of a position that can repeat", err)
	}
	// By hand, max_moves = 2 from 0: step scores 0 and leaves 1, where
	// the opponent's best is step (1, leaving 2) or jump (1): value 1, so
	// step is worth 0 − 1; jump scores 1 and leaves 2, where the
	// opponent's step scores 2: 1 − 2. The first player's best is −1.
	s := loadSrc(t, ring+"max_moves = 2\n", Limits{})
	if r := start(t, s, game.IntOf(0)).Solve(); r.Differential != -1 {
		t.Errorf("max_moves = 2 from 0: %+v, want a differential of −1", r)
	}
	for most := 1; most <= 6; most++ {
		s := loadSrc(t, ring+fmt.Sprintf("max_moves = %d\n", most), Limits{})
		p := start(t, s, game.IntOf(1))
		if line := p.Line(); len(line) != most {
			t.Errorf("max_moves = %d: a line of %d moves", most, len(line))
		}
		verify(t, p)
	}
}

func TestMoveLimitErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"at_limit alone", chase + "at_limit = \"draw\"\n", "at_limit = \"draw\" without max_moves"},
		{"zero", chase + "max_moves = 0\n", "max_moves = 0: the most moves a game lasts is an integer from 1 to"},
		{"not an int", chase + "max_moves = \"10\"\n", "max_moves = \"10\": the most moves"},
		{"bad at_limit", chase + "max_moves = 5\nat_limit = \"cat\"\n", "at_limit = \"cat\": use \"draw\", \"first\" or \"second\""},
		{"scoring", header + "scoring = True\nmax_moves = 5\nat_limit = \"first\"\ndef moves(state):\n    return []\n", "a scoring game ends at max_moves with the totals so far"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := loadAndUse(tc.src, Limits{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
