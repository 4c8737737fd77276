package game

import "testing"

// subtraction is solved by the oracle here, so that LineBy and
// OutcomesBy can be held to Remoteness on it.
func (s subtraction) Solve() Result { return Solve(s) }
func (s subtraction) Options() []Option {
	return OutcomesBy(s, func(q Position) Result { return Solve(q) })
}
func (s subtraction) Line() Line { return LineBy(s, nil) }

// TestRemoteness holds the oracle's remoteness and Grundy value of coins
// in a line (take 1 or 2) to their closed forms: n = 3q lasts 2q moves
// (each round removes 3), n = 3q + j lasts 2q + 1 (the winner first takes
// j), and the Grundy value is n mod 3. Solve, the options and the line
// agree.
func TestRemoteness(t *testing.T) {
	for n := 0; n <= 30; n++ {
		p := subtraction{n, First}
		want := 2 * (n / 3)
		if n%3 != 0 {
			want++
		}
		if got := Remoteness(p); got != want {
			t.Errorf("n = %d: Remoteness %d, want %d", n, got, want)
		}
		if got := Solve(p).Remoteness; got != want {
			t.Errorf("n = %d: Solve's remoteness %d, want %d", n, got, want)
		}
		if got := Grundy(p); got != uint64(n%3) {
			t.Errorf("n = %d: Grundy %d, want %d", n, got, n%3)
		}
		for _, o := range p.Options() {
			_, next, _ := p.Play(o.Move)
			if o.Remoteness != Remoteness(next) || o.Value != -Value(next) {
				t.Errorf("n = %d, %v: option %+v, want value %d, remoteness %d", n, o.Move, o, -Value(next), Remoteness(next))
			}
		}
		line := p.Line()
		var end Position = p
		for _, st := range line {
			_, end, _ = end.Play(st.Move)
		}
		if r := Score(line, end); len(line) != want || r != Solve(p) {
			t.Errorf("n = %d: a line of %d moves scoring %+v, want %d moves and %+v", n, len(line), r, want, Solve(p))
		}
	}
}

func TestQuickest(t *testing.T) {
	a, b, c := take(1), take(2), take(3)
	tests := []struct {
		name string
		best []Option
		want Move
	}{
		{"a win: the least", []Option{{Move: a, Value: 1, Remoteness: 4}, {Move: b, Value: 1, Remoteness: 2}, {Move: c, Value: 1, Remoteness: 2}}, b},
		{"a loss: the most", []Option{{Move: a, Value: -1, Remoteness: 1}, {Move: b, Value: -1, Remoteness: 5}, {Move: c, Value: -1, Remoteness: 5}}, b},
		{"a draw: the first", []Option{{Move: a, Remoteness: 3}, {Move: b, Remoteness: 1}}, a},
		{"unknown: the first", []Option{{Move: a, Value: 1, Remoteness: Unknown}, {Move: b, Value: 1, Remoteness: 1}}, a},
	}
	for _, tc := range tests {
		if got := Quickest(tc.best).Move; got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestInMoves(t *testing.T) {
	for _, tc := range []struct {
		r    Result
		want string
	}{
		{Result{Differential: 1, Remoteness: 3}, " in 3 moves"},
		{Result{Differential: -1, Remoteness: 1}, " in 1 move"},
		{Result{Differential: -1, Remoteness: 0}, " at once: the game is over before the first move"},
		{Result{Differential: 1, Remoteness: Unknown}, ""},
		{Result{Remoteness: 4}, ""},
	} {
		if got := tc.r.InMoves(); got != tc.want {
			t.Errorf("%+v: got %q, want %q", tc.r, got, tc.want)
		}
	}
}
