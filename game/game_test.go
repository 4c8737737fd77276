package game

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// subtraction is "coins in a line I": n coins, take 1 or 2, whoever cannot
// move loses. A win/lose game: no gains, a payoff of -1 at the end.
type subtraction struct {
	n    int
	turn Player
}

type take int

func (t take) String() string { return "take " + strconv.Itoa(int(t)) }

func (s subtraction) Turn() Player { return s.turn }
func (s subtraction) Moves() []Move {
	var m []Move
	for k := 1; k <= 2 && k <= s.n; k++ {
		m = append(m, take(k))
	}
	return m
}
func (s subtraction) Play(m Move) (int64, Position, error) {
	return 0, subtraction{s.n - int(m.(take)), s.turn.Other()}, nil
}
func (s subtraction) Payoff() int64 { return -1 }
func (s subtraction) Key() string   { return strconv.Itoa(s.n) }

func TestWinLoseGame(t *testing.T) {
	for n := 0; n <= 30; n++ {
		want := int64(1)
		if n%3 == 0 {
			want = -1
		}
		if got := Value(subtraction{n, First}); got != want {
			t.Errorf("coins in a line, n=%d: value %d, want %d", n, got, want)
		}
	}
}

// bonus is a scoring game in which taking an even number lets the same
// player move again: the turn is the position's to say.
type bonus struct {
	row  []int64
	turn Player
}

func (b bonus) Turn() Player { return b.turn }
func (b bonus) Moves() []Move {
	if len(b.row) == 0 {
		return nil
	}
	return []Move{take(0)}
}
func (b bonus) Play(m Move) (int64, Position, error) {
	x := b.row[0]
	next := b.turn.Other()
	if x%2 == 0 {
		next = b.turn
	}
	return x, bonus{b.row[1:], next}, nil
}
func (b bonus) Payoff() int64 { return 0 }
func (b bonus) Key() string   { return strconv.Itoa(len(b.row)) + "/" + strconv.Itoa(int(b.turn)) }

func TestSamePlayerMovesAgain(t *testing.T) {
	// 2 (again) 4 (again) 1 -> player 1 has 7; 3 -> player 2; 5 -> player 1.
	p := bonus{[]int64{2, 4, 1, 3, 5}, First}
	if got, want := Value(p), int64(2+4+1-3+5); got != want {
		t.Errorf("value %d, want %d", got, want)
	}
	r := Solve(p)
	if r.First != 12 || r.Second != 3 || r.Differential != 9 {
		t.Errorf("Solve = %+v, want 12, 3, 9", r)
	}
}

func TestBest(t *testing.T) {
	opts := []Option{{Move: take(1), Value: 3}, {Move: take(2), Value: 5}, {Move: take(3), Value: 5}}
	v, best := Best(opts)
	if v != 5 || len(best) != 2 || best[0].Move != take(2) || best[1].Move != take(3) {
		t.Errorf("Best = %d %v, want 5 and moves 2, 3", v, best)
	}
	if v, best := Best(nil); v != 0 || best != nil {
		t.Errorf("Best(nil) = %d %v", v, best)
	}
}

func TestHalfDiff(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		a := rapid.Int64().Draw(rt, "a")
		b := rapid.Int64().Draw(rt, "b")
		if (a^b)&1 != 0 {
			b ^= 1
		}
		got := HalfDiff(a, b)
		// Check in 128 bits: 2*got == a - b.
		if hi, lo := mul2(got); !eq128(hi, lo, sub128(a, b)) {
			t.Fatalf("HalfDiff(%d, %d) = %d", a, b, got)
		}
	})
	if got := HalfDiff(math.MaxInt64, math.MinInt64+1); got != math.MaxInt64 {
		t.Errorf("HalfDiff(max, -max) = %d, want max", got)
	}
}

// mul2 returns 2x in 128 bits: for any int64 x the high half is its sign.
func mul2(x int64) (hi int64, lo uint64) { return x >> 63, uint64(x) << 1 }

func sub128(a, b int64) [2]uint64 {
	ahi, bhi := uint64(a>>63), uint64(b>>63)
	lo := uint64(a) - uint64(b)
	borrow := uint64(0)
	if uint64(a) < uint64(b) {
		borrow = 1
	}
	return [2]uint64{ahi - bhi - borrow, lo}
}

func eq128(hi int64, lo uint64, d [2]uint64) bool {
	return uint64(hi) == d[0] && lo == d[1]
}

func TestAbs(t *testing.T) {
	if Abs(math.MinInt64) != 1<<63 || Abs(-5) != 5 || Abs(7) != 7 {
		t.Error("Abs is wrong at the edges")
	}
	if _, ok := AbsSum(0, math.MaxInt64, 0); !ok {
		t.Error("AbsSum(MaxInt64) should fit")
	}
	if _, ok := AbsSum(0, math.MaxInt64, -1); ok {
		t.Error("AbsSum(MaxInt64, -1) should not fit")
	}
}

// TestParamCheckQuotesTheRune: a character outside a string's alphabet is
// named as the rune it is, not its first byte read as Latin-1 ("++ü" was
// reported as 'Ã'), and a byte that is not UTF-8 in hex.
func TestParamCheckQuotesTheRune(t *testing.T) {
	p := Param{Name: "s", Kind: Text, Alphabet: "+-"}
	for _, tc := range []struct{ in, want string }{
		{"++ü", "s[2] = 'ü' is not"},
		{"+\xc3", `s[1] = '\xc3' is not`},
		{"+x", "s[1] = 'x' is not"},
		{"+\x00", `s[1] = '\x00' is not`},
	} {
		err := p.Check(TextOf(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check(%q): got %v, want an error containing %q", tc.in, err, tc.want)
		}
	}
}

// again is a win/lose game with extra turns: take 1 or 2 stones from a
// pile of n; taking 2 moves again; who cannot move loses.
type again struct {
	n    int
	turn Player
}

func (a again) Turn() Player { return a.turn }
func (a again) Moves() []Move {
	var m []Move
	for k := 1; k <= 2 && k <= a.n; k++ {
		m = append(m, take(k))
	}
	return m
}
func (a again) Play(m Move) (int64, Position, error) {
	k := int(m.(take))
	if k == 2 {
		return 0, again{a.n - 2, a.turn}, nil
	}
	return 0, again{a.n - 1, a.turn.Other()}, nil
}
func (a again) Payoff() int64 { return -1 }
func (a again) Key() string   { return strconv.Itoa(a.n) }

// TestRemotenessExtraTurns: remoteness counts moves, not turns, and Judge
// follows it across an extra turn. By hand: n = 0 is lost at once; n = 1
// won in 1 (take 1); n = 2 lost in 2 (take 1 lets the opponent take the
// last; take 2 leaves the mover with no move); n = 3 won in 2 by take 2
// then take 1, both the mover's, rather than in 3 by take 1.
func TestRemotenessExtraTurns(t *testing.T) {
	for n, want := range []struct {
		value int64
		rem   int
	}{{-1, 0}, {1, 1}, {-1, 2}, {1, 2}} {
		p := again{n, First}
		if v, r := Value(p), Remoteness(p); v != want.value || r != want.rem {
			t.Errorf("n = %d: value %d in %d moves, want %d in %d", n, v, r, want.value, want.rem)
		}
	}
	p := again{3, First}
	var opts []Option
	for _, o := range Options(p) {
		_, next, _ := p.Play(o.Move)
		o.Remoteness = Remoteness(next)
		opts = append(opts, o)
	}
	j := Judge(opts)
	if len(j.Best) != 1 || j.Best[0].Move != take(2) || j.Remoteness != 1 {
		t.Errorf("Judge at n = 3: best %v, remoteness %d; want take 2 alone, then 1 move", j.Best, j.Remoteness)
	}
	if a := j.Of(opts[0]); a.Optimal() || a.Slower() != 1 {
		t.Errorf("take 1 at n = 3: %+v, want a win 1 move slower (3 moves against 2), not optimal", a)
	}
	if r := Solve(p); r.Differential != 1 || r.Remoteness != 2 {
		t.Errorf("Solve at n = 3: %+v, want player 1 to win in 2 moves", r)
	}
}
