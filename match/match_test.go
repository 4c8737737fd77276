package match

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/games/anypick"
	"stonegame/games/ends"
)

func lookup(t *testing.T, name string) *game.Spec {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// verify checks the invariants of a match: plies are numbered in order, the
// totals are the sum of the gains, the current position is the start with
// the moves played, every analysis agrees with the reference oracle, and
// Final is the running differential plus the move's value.
func verify(t *testing.T, m *Match) {
	t.Helper()
	pos := game.Solvable(m.Start())
	var first, second int64
	for i, p := range m.Played() {
		if p.Ply != i+1 {
			t.Fatalf("move %d has ply %d", i+1, p.Ply)
		}
		if p.Player != pos.Turn() {
			t.Fatalf("move %d: player %v, but %v was to move", i+1, p.Player, pos.Turn())
		}
		if p.Human != (p.Player == m.Human()) {
			t.Fatalf("move %d: Human %v for %v, the human is %v", i+1, p.Human, p.Player, m.Human())
		}
		if len(pos.Moves()) <= 12 {
			opts := game.Options(pos)
			best, _ := game.Best(opts)
			var want int64
			for _, o := range opts {
				if o.Move == p.Move {
					want = o.Value
				}
			}
			if p.Analysis.Value != want || p.Analysis.Best != best {
				t.Fatalf("move %d (%v): analysis value %d best %d, oracle %d and %d", i+1, p.Move, p.Analysis.Value, p.Analysis.Best, want, best)
			}
		}
		run := game.Result{Differential: first - second}.For(p.Player)
		if p.Final != run+p.Analysis.Value {
			t.Fatalf("move %d: Final %d, want %d + %d", i+1, p.Final, run, p.Analysis.Value)
		}
		gain, next, err := pos.Play(p.Move)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		if gain != p.Gain {
			t.Fatalf("move %d: gain %d, want %d", i+1, p.Gain, gain)
		}
		if p.Player == game.First {
			first += gain
		} else {
			second += gain
		}
		pos = next.(game.Solvable)
	}
	if pos.Key() != m.Position().Key() {
		t.Fatalf("position %s, replaying the moves gives %s", m.Position().Key(), pos.Key())
	}
	if f, s := m.Totals(); f != first || s != second {
		t.Fatalf("totals %d, %d; the gains add up to %d, %d", f, s, first, second)
	}
	if !m.Over() && m.Turn() != m.Human() {
		t.Fatalf("the computer should have moved: %v to move, the human is %v", m.Turn(), m.Human())
	}
}

func TestPlayAndUndo(t *testing.T) {
	row := game.Args{game.ListOf(1, 5, 100, 7)}
	m, err := New(Config{Args: row, Opponent: Greedy{}})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); !errors.Is(err, ErrNoUndo) {
		t.Fatalf("Undo at the start: got %v, want ErrNoUndo", err)
	}
	moves, err := m.Play(ends.Left)
	if err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	if len(moves) != 2 || !moves[0].Human || moves[1].Human || moves[1].Move != ends.Right {
		t.Fatalf("after L: got %+v, want the human's left and greedy's right (7)", moves)
	}
	if f, s := m.Totals(); f != 1 || s != 7 {
		t.Fatalf("totals %d, %d, want 1, 7", f, s)
	}
	if _, err := m.Play(ends.Left); err != nil { // takes 5: a mistake
		t.Fatal(err)
	}
	verify(t, m)
	if !m.Over() {
		t.Fatal("the game should be over")
	}
	if _, err := m.Play(ends.Left); !errors.Is(err, ErrOver) {
		t.Fatalf("Play after the end: got %v, want ErrOver", err)
	}
	s := m.Summary()
	if s.Moves != 2 || s.Best != 1 || len(s.Mistakes) != 1 || s.Mistakes[0].Ply != 3 || s.Lost != 190 {
		t.Fatalf("summary %+v: want 2 moves, 1 optimal, a mistake of 190 at ply 3", s)
	}
	if s.Differential() != -101 || s.OptimalDifferential() != 89 {
		t.Fatalf("differentials %d and %d, want -101 and 89", s.Differential(), s.OptimalDifferential())
	}

	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	if len(m.Played()) != 2 || !m.HumanToMove() {
		t.Fatalf("after undo: %d moves, human to move %v; want 2 and true", len(m.Played()), m.HumanToMove())
	}
	if _, err := m.Play(ends.Right); err != nil { // the 100 this time
		t.Fatal(err)
	}
	verify(t, m)
	if s := m.Summary(); s.Differential() != 89 || len(s.Mistakes) != 0 {
		t.Fatalf("after the better move: differential %d, mistakes %v; want 89, none", s.Differential(), s.Mistakes)
	}
	for range 2 {
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	verify(t, m)
	if len(m.Played()) != 0 || m.Differential() != 0 {
		t.Fatalf("after undoing everything: %d moves, differential %d", len(m.Played()), m.Differential())
	}
}

func TestComputerFirst(t *testing.T) {
	m, err := New(Config{Args: game.Args{game.ListOf(1, 5, 100, 7)}, Human: game.Second, Opponent: Greedy{}})
	if err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	if len(m.Played()) != 1 || m.Played()[0].Move != ends.Right || m.Played()[0].Analysis.Loss() != 178 {
		t.Fatalf("greedy's opening: %+v, want right (7) costing 178", m.Played())
	}
	if err := m.Undo(); !errors.Is(err, ErrNoUndo) {
		t.Fatalf("Undo before the human moved: got %v, want ErrNoUndo", err)
	}
	if _, err := m.Play(ends.Right); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	if len(m.Played()) != 1 {
		t.Fatalf("undo kept %d moves, want the computer's opening", len(m.Played()))
	}
}

func TestBadInput(t *testing.T) {
	tests := []struct {
		name string
		c    Config
	}{
		{"empty row", Config{Args: game.Args{game.ListOf()}}},
		{"no lists", Config{}},
		{"lengths differ", Config{Game: lookup(t, "stone-game-vi"), Args: game.Args{game.ListOf(1, 2), game.ListOf(3)}}},
		{"one list for two", Config{Game: lookup(t, "stone-game-vi"), Args: game.Args{game.ListOf(1, 2)}}},
		{"bad human", Config{Args: game.Args{game.ListOf(1)}, Human: 3}},
	}
	for _, tc := range tests {
		if m, err := New(tc.c); err == nil {
			t.Errorf("%s: got a match %+v, want an error", tc.name, m)
		}
	}
	m, err := New(Config{Args: game.Args{game.ListOf(1, 2, 3)}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(anypick.Stone(0)); err == nil {
		t.Error("a stone in a row game: got no error")
	}
	verify(t, m)
	if len(m.Played()) != 0 {
		t.Errorf("a rejected move changed the match: %v", m.Played())
	}
}

func TestOpponents(t *testing.T) {
	opts := []game.Option{
		{Move: anypick.Stone(0), Gain: 3, Value: -1},
		{Move: anypick.Stone(1), Gain: 9, Value: 2},
		{Move: anypick.Stone(2), Gain: 9, Value: 4},
		{Move: anypick.Stone(3), Gain: 1, Value: 4},
	}
	r := rand.New(rand.NewPCG(1, 2))
	if got := (Optimal{}).Choose(nil, opts, r); got != anypick.Stone(2) {
		t.Errorf("optimal: got %v, want stone 2 (the first of the best)", got)
	}
	if got := (Greedy{}).Choose(nil, opts, r); got != anypick.Stone(1) {
		t.Errorf("greedy: got %v, want stone 1 (the first of the biggest gains)", got)
	}
	seen := map[game.Move]bool{}
	for range 200 {
		seen[(Random{}).Choose(nil, opts, r)] = true
	}
	if len(seen) != len(opts) {
		t.Errorf("random chose %d different moves in 200 tries, want all %d", len(seen), len(opts))
	}
	for _, name := range Opponents() {
		o, err := NewOpponent(name)
		if err != nil || o.Name() != name {
			t.Errorf("NewOpponent(%q) = %v, %v", name, o, err)
		}
	}
	if _, err := NewOpponent("clever"); err == nil {
		t.Error(`NewOpponent("clever"): got no error`)
	}
}

// TestRandomGames plays many small random games, with the human moving at
// random, and checks every analysis against the oracle, then undoes to the
// start.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 5))
	for i := range 300 {
		g := games.All()[i%len(games.All())]
		n := 1 + r.IntN(9)
		lists, err := RandomArgs(g, n, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		opp, _ := NewOpponent(Opponents()[i%3])
		human := game.Player(1 + i%2)
		if g.Kind == game.Solo {
			human = game.First // the one player
		}
		m, err := New(Config{Game: g, Args: lists, Human: human, Opponent: opp, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		for !m.Over() {
			h := m.Hint()
			if len(h.Best) == 0 || h.Value != game.Value(m.Position()) {
				t.Fatalf("%s %v: hint value %d, oracle %d", g.Name, lists, h.Value, game.Value(m.Position()))
			}
			if _, err := m.Play(h.Options[r.IntN(len(h.Options))].Move); err != nil {
				t.Fatal(err)
			}
			verify(t, m)
		}
		s := m.Summary()
		if s.Optimal != m.Start().Solve() || s.Best+len(s.Mistakes) != s.Moves {
			t.Fatalf("%s %v: summary %+v", g.Name, lists, s)
		}
		again, _ := Restore(m.State())
		if !reflect.DeepEqual(again.Played(), m.Played()) {
			t.Fatalf("%s %v: Restore gives %+v, want %+v", g.Name, lists, again.Played(), m.Played())
		}
		for m.Undo() == nil {
			verify(t, m)
		}
		for _, p := range m.Played() {
			if p.Human {
				t.Fatalf("%s %v: undo left the human's move %+v", g.Name, lists, p)
			}
		}
	}
}

// TestFinal checks that Final is the differential the mover really ends with
// when both play optimally afterwards.
func TestFinal(t *testing.T) {
	m, _ := New(Config{Args: game.Args{game.ListOf(4, 9, 2, 8, 1, 7, 3)}})
	moves, _ := m.Play(ends.Right) // a mistake, then optimal play to the end
	for !m.Over() {
		m.Play(m.Hint().Best[0].Move)
	}
	if s := m.Summary(); moves[0].Final != s.Differential() {
		t.Fatalf("Final %d, but the game ended at %d", moves[0].Final, s.Differential())
	}
}

func TestStateRoundTrip(t *testing.T) {
	g := lookup(t, "stone-game-vi")
	m, err := New(Config{Game: g, Args: game.Args{game.ListOf(2, 4, 3, 5), game.ListOf(1, 6, 7, 1)}, Opponent: Random{}, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	m.Play(anypick.Stone(3))
	b, err := json.Marshal(m.State())
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	again, err := Restore(s)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.State(), m.State()) || !reflect.DeepEqual(again.Played(), m.Played()) {
		t.Fatalf("round trip through %s: got %+v, want %+v", b, again.State(), m.State())
	}

	bad := []struct {
		name string
		edit func(*State)
	}{
		{"unknown game", func(s *State) { s.Game = "chess" }},
		{"unknown opponent", func(s *State) { s.Opponent = "clever" }},
		{"bad human", func(s *State) { s.Human = 0 }},
		{"bad numbers", func(s *State) { s.Args = game.Args{game.ListOf(1)} }},
		{"unparsable move", func(s *State) { s.Moves = []string{"up"} }},
		{"illegal move", func(s *State) { s.Moves = []string{"stone 9"} }},
		{"replayed stone", func(s *State) { s.Moves = []string{"stone 3", "stone 3"} }},
		{"altered computer move", func(s *State) { s.Moves[1] = otherStone(s.Moves[1]) }},
		{"too many moves", func(s *State) { s.Moves = []string{"0", "1", "2", "3", "0"} }},
	}
	for _, tc := range bad {
		s := m.State()
		s.Moves = append([]string(nil), s.Moves...)
		tc.edit(&s)
		if _, err := Restore(s); err == nil {
			t.Errorf("%s: Restore(%+v) gave no error", tc.name, s)
		} else {
			t.Logf("%s: %v", tc.name, err)
		}
	}
}

// otherStone returns stone 0 or stone 1, whichever move is not played.
func otherStone(played string) string {
	if played == "stone 0" {
		return "stone 1"
	}
	return "stone 0"
}

func TestParseMove(t *testing.T) {
	row, pair := lookup(t, "486"), lookup(t, "1686")
	tests := []struct {
		g    *game.Spec
		in   string
		want game.Move // nil: an error
	}{
		{row, "L", ends.Left},
		{row, " l ", ends.Left},
		{row, "left", ends.Left},
		{row, "R", ends.Right},
		{row, "Right", ends.Right},
		{row, "x", nil},
		{row, "", nil},
		{row, "0", nil},
		{pair, "0", anypick.Stone(0)},
		{pair, "17", anypick.Stone(17)},
		{pair, "stone 3", anypick.Stone(3)},
		{pair, "-1", nil},
		{pair, "L", nil},
		{pair, "", nil},
	}
	for _, tc := range tests {
		got, err := ParseMove(tc.g, tc.in)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%s %q: got %v, want an error", tc.g.Name, tc.in, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s %q: got %v, %v; want %v", tc.g.Name, tc.in, got, err, tc.want)
		}
		if back, err := ParseMove(tc.g, got.String()); err != nil || back != got {
			t.Errorf("%s: %v does not read back from its String: %v, %v", tc.g.Name, got, back, err)
		}
	}
}

func TestRandomArgs(t *testing.T) {
	for _, g := range games.All() {
		a, err := RandomArgs(g, 50, 9)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := RandomArgs(g, 50, 9)
		c, _ := RandomArgs(g, 50, 10)
		if !reflect.DeepEqual(a, b) || reflect.DeepEqual(a, c) {
			t.Errorf("%s: seed 9 twice gives %v and %v; seed 10 %v", g.Name, a, b, c)
		}
		if len(a) != len(g.Params) {
			t.Errorf("%s: %d lists, want one per parameter, %d", g.Name, len(a), len(g.Params))
		}
		for k, l := range a {
			p := g.Params[k]
			lo, hi := max(p.Min, 1), min(p.Max, 20)
			if p.Kind == game.Int {
				lo, hi = p.Min, min(p.Max, p.Min+4*50)
			}
			if hi < lo {
				lo, hi = p.Min, p.Max
			}
			xs := l.List()
			if p.Kind == game.Int {
				xs = []int64{l.Int()}
			}
			for _, x := range xs {
				if x < lo || x > hi {
					t.Fatalf("%s: %s value %d outside %d..%d", g.Name, p.Name, x, lo, hi)
				}
			}
		}
		if _, err := g.Start(context.Background(), a); err != nil {
			t.Errorf("%s: the random instance is refused: %v", g.Name, err)
		}
	}
	for _, n := range []int{0, -1, MaxRandom + 1} {
		if _, err := RandomArgs(games.Default, n, 1); err == nil {
			t.Errorf("RandomArgs(%d): got no error", n)
		}
	}
}

// TestMillion plays on a row of a million numbers (200,000 stones for
// stone-game-vi, whose Options costs ~0.3 s at a million): with an n×n table
// this would not finish.
func TestMillion(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	for name, n := range map[string]int{"486": 1_000_000, "1686": 200_000} {
		g := lookup(t, name)
		lists, _ := RandomArgs(g, n, 1)
		m, err := New(Config{Game: g, Args: lists, Human: game.Second})
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			h := m.Hint()
			if _, err := m.Play(h.Best[0].Move); err != nil {
				t.Fatal(err)
			}
		}
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if s := m.Summary(); s.Moves != 2 || s.Best != 2 {
			t.Fatalf("%s: summary %+v, want 2 optimal moves", name, s)
		}
	}
}

// TestLastNumber plays the last number of odd rows with "right": it is also
// the left end, so the match takes it as left, for the first player (the
// last move of an odd row) and after a computer's opening.
func TestLastNumber(t *testing.T) {
	for _, row := range [][]int64{{7}, {1, 5, 100}} {
		m, err := New(Config{Args: game.Args{game.ListOf(row...)}, Opponent: Greedy{}})
		if err != nil {
			t.Fatal(err)
		}
		for !m.Over() {
			if _, err := m.Play(ends.Right); err != nil {
				t.Fatalf("%v: right with %v left: %v", row, m.Position().Moves(), err)
			}
			verify(t, m)
		}
		last := m.Played()[len(m.Played())-1]
		if last.Move != ends.Left || !last.Analysis.Optimal() {
			t.Errorf("%v: the last move is %v (optimal %v), want left, optimal", row, last.Move, last.Analysis.Optimal())
		}
	}
}

// A random game is one to play: can-i-win's desiredTotal of 0 (over before
// the first move) is drawn again, for every seed.
func TestRandomArgsPlayable(t *testing.T) {
	g, _ := games.Lookup("can-i-win")
	for seed := range uint64(300) {
		args, err := RandomArgs(g, DefaultRandom, seed)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.Start(context.Background(), args)
		if err != nil || len(p.Moves()) == 0 {
			t.Fatalf("seed %d: %v, %v: not a game to play", seed, args, err)
		}
	}
}

// RandomArgs draws within a parameter's lengths, and says so when the game
// takes none of its draws rather than hand out an instance it refuses:
// misere-nim.star has at most 5 piles, and a size of 6 was drawn as 6.
func TestRandomArgsWithinLengths(t *testing.T) {
	g, err := games.Load(context.Background(), "misere-nim.star", []byte(`name = "misere-nim"
params = [param("piles", "integer[]", min = 0, max = 7, min_len = 1, max_len = 5)]
def start(piles):
    return tuple(piles)
def moves(state):
    return [("%d-%d" % (i, k), state[:i] + (state[i] - k,) + state[i + 1:]) for i in range(len(state)) for k in range(1, state[i] + 1)]
`), games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(20) {
		args, err := RandomArgs(g, 6, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := g.CheckArgs(args); err != nil || args[0].Len() > 5 {
			t.Fatalf("seed %d: %v: %v", seed, args, err)
		}
	}
	// A game that refuses every instance: an error, not an instance.
	never := *g
	refusal := errors.New("never")
	never.New = func(context.Context, game.Args) (game.Solvable, error) { return nil, refusal }
	if args, err := RandomArgs(&never, 3, 1); !errors.Is(err, refusal) || args != nil {
		t.Errorf("a game that takes nothing: got %v, %v; want an error", args, err)
	}
}
