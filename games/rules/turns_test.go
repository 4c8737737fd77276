package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
)

// Extra turns (issue 29, item 3): a move whose fourth item (third in a
// win/lose game) is "again", or a file whose to_move says the same player
// is to move after it. Each example file is held to a brute force written
// here in Go, independent of the engine; every reachable position of
// small instances to the oracle of package game, which follows Turn.

// dotsBrute is Dots and Boxes by memoized negamax over the lines drawn:
// the mover's boxes minus the opponent's from there on (completing a box
// moves again), and how many line sets are reachable.
func dotsBrute(rows, cols int) (value int64, positions int) {
	h := (rows + 1) * cols
	n := h + rows*(cols+1)
	var boxes []uint64
	for r := range rows {
		for c := range cols {
			boxes = append(boxes, 1<<(r*cols+c)|1<<((r+1)*cols+c)|1<<(h+r*(cols+1)+c)|1<<(h+r*(cols+1)+c+1))
		}
	}
	memo := map[uint64]int64{}
	var solve func(lines uint64) int64
	solve = func(lines uint64) int64 {
		if v, ok := memo[lines]; ok {
			return v
		}
		best, any := int64(0), false
		for e := range n {
			bit := uint64(1) << e
			if lines&bit != 0 {
				continue
			}
			after := lines | bit
			got := int64(0)
			for _, b := range boxes {
				if b&bit != 0 && after&b == b {
					got++
				}
			}
			v := -solve(after)
			if got > 0 {
				v = got + solve(after)
			}
			if !any || v > best {
				best, any = v, true
			}
		}
		memo[lines] = best
		return best
	}
	v := solve(0)
	return v, len(memo)
}

func TestDotsExtraTurns(t *testing.T) {
	s := loadExample(t, "dots.star", Limits{})
	for _, rc := range [][2]int{{1, 1}, {1, 2}, {2, 1}, {1, 3}, {2, 2}, {3, 1}} {
		t.Run(fmt.Sprintf("%dx%d", rc[0], rc[1]), func(t *testing.T) {
			p := start(t, s, game.IntOf(int64(rc[0])), game.IntOf(int64(rc[1])))
			want, n := dotsBrute(rc[0], rc[1])
			if got := p.Solve().Differential; got != want {
				t.Errorf("differential %d, want the brute force's %d", got, want)
			}
			if int(p.g.n) != n {
				t.Errorf("%d positions, want %d: a position is its lines, no pass positions", p.g.n, n)
			}
			if _, ok := p.Grundy(); ok {
				t.Error("a scoring game has a Grundy value")
			}
			if in, _ := p.Insight(); rc[0]*rc[1] > 1 && !strings.Contains(in.Paragraphs[0], "or plus it when the same player moves again") {
				t.Errorf("the insight does not say how an extra turn counts: %q", in.Paragraphs[0])
			}
			line := p.Line()
			if got := len(line); got != (rc[0]+1)*rc[1]+rc[0]*(rc[1]+1) {
				t.Errorf("a line of %d moves, want one a line drawn", got)
			}
			for _, st := range line {
				if st.Move.String() == "pass" {
					t.Fatalf("the line passes: %v", line)
				}
			}
			// A move that completes a box is followed by the same player.
			again := 0
			for i := 1; i < len(line); i++ {
				if line[i-1].Gain > 0 {
					again++
					if line[i].Player != line[i-1].Player {
						t.Errorf("move %d scored %d for %v, then %v moved", i, line[i-1].Gain, line[i-1].Player, line[i].Player)
					}
				} else if line[i].Player == line[i-1].Player {
					t.Errorf("move %d scored nothing, yet %v moved again", i, line[i-1].Player)
				}
			}
			if rc[0]*rc[1] > 1 && again == 0 {
				t.Errorf("no extra turn along %v", line)
			}
			if first, second := line.Totals(); first-second != want {
				t.Errorf("the line's totals %d and %d, want a differential of %d", first, second, want)
			}
			if rc[0]*rc[1] <= 2 {
				verify(t, p)
			}
		})
	}
}

// kalahBrute is Kalah(pits, seeds) by memoized negamax over the two rows
// seen from the mover (the mover's row first): the mover's store minus the
// opponent's, from there on.
func kalahBrute(pits, seeds int) int64 {
	type rows struct{ me, them [6]int }
	memo := map[rows]int64{}
	var solve func(b rows) int64
	solve = func(b rows) int64 {
		if v, ok := memo[b]; ok {
			return v
		}
		var best int64
		moved := false
		for i := range pits {
			if b.me[i] == 0 {
				continue
			}
			// ring: 0..pits-1 mine, pits my store, pits+1..2*pits theirs.
			ring := make([]int, 2*pits+1)
			copy(ring, b.me[:pits])
			copy(ring[pits+1:], b.them[:pits])
			k := ring[i]
			ring[i] = 0
			at := i
			for ; k > 0; k-- {
				at = (at + 1) % len(ring)
				ring[at]++
			}
			store := int64(ring[pits])
			if opp := 2*pits - at; at < pits && ring[at] == 1 && ring[opp] > 0 {
				store += int64(1 + ring[opp])
				ring[at], ring[opp] = 0, 0
			}
			var next rows
			var mine, theirs int
			for j := range pits {
				next.me[j], next.them[j] = ring[j], ring[pits+1+j]
				mine += ring[j]
				theirs += ring[pits+1+j]
			}
			var v int64
			switch {
			case mine == 0 || theirs == 0:
				v = store + int64(mine) - int64(theirs)
			case at == pits:
				v = store + solve(next)
			default:
				v = store - solve(rows{next.them, next.me})
			}
			if !moved || v > best {
				best, moved = v, true
			}
		}
		memo[b] = best
		return best
	}
	var b rows
	for j := range pits {
		b.me[j], b.them[j] = seeds, seeds
	}
	return solve(b)
}

func TestKalahExtraTurns(t *testing.T) {
	s := loadExample(t, "kalah.star", Limits{})
	sawAgain := false
	for _, ps := range [][2]int{{1, 1}, {1, 3}, {2, 1}, {2, 2}, {3, 1}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}} {
		t.Run(fmt.Sprintf("%d pits of %d", ps[0], ps[1]), func(t *testing.T) {
			if ps[0]*ps[1] > 9 && testing.Short() {
				t.Skip("over 100,000 positions; without -short")
			}
			p := start(t, s, game.IntOf(int64(ps[0])), game.IntOf(int64(ps[1])))
			want := kalahBrute(ps[0], ps[1])
			r := p.Solve()
			if r.Differential != want {
				t.Errorf("differential %d, want the brute force's %d", r.Differential, want)
			}
			if got := s.Answer(r).String(); got != strconv.FormatInt(want, 10) {
				t.Errorf("answer %s, want %d", got, want)
			}
			line := p.Line()
			if first, second := line.Totals(); first-second != want {
				t.Errorf("the line's totals %d and %d, want a differential of %d", first, second, want)
			}
			for i := 1; i < len(line); i++ {
				if line[i].Player == line[i-1].Player {
					sawAgain = true
				}
			}
			if ps[0]*ps[1] <= 6 {
				verify(t, p)
			}
		})
	}
	if !sawAgain {
		t.Error("no optimal line has an extra turn")
	}
}

// bonusPile is a win/lose game in Go, for the oracle: take 1 or 2 stones
// from a pile of n; taking 2 moves again; who takes the last stone wins.
type bonusPile struct {
	n    int
	turn game.Player
}

func (p bonusPile) Turn() game.Player { return p.turn }
func (p bonusPile) Key() string       { return strconv.Itoa(p.n) }
func (p bonusPile) Moves() []game.Move {
	var ms []game.Move
	for k := 1; k <= min(2, p.n); k++ {
		ms = append(ms, Move("take "+strconv.Itoa(k)))
	}
	return ms
}
func (p bonusPile) Play(m game.Move) (int64, game.Position, error) {
	k := 1
	if m.String() == "take 2" {
		k = 2
	}
	next := p.turn.Other()
	if k == 2 {
		next = p.turn
	}
	return 0, bonusPile{p.n - k, next}, nil
}
func (p bonusPile) Payoff() int64 {
	if p.n == 0 {
		return -1
	}
	return 0
}

// The same game twice as a rules file: the move's last item, and to_move.
const (
	bonusAgain = `name = "bonus"
params = [param("n", "integer", min = 0, max = 40)]
def start(n):
    return n
def moves(state):
    return [("take %d" % k, state - k, "again" if k == 2 else None) for k in (1, 2) if k <= state]
`
	bonusToMove = `name = "bonus-to-move"
params = [param("n", "integer", min = 0, max = 40)]
def start(n):
    return (n, 1)
def to_move(state):
    return state[1]
def moves(state, player):
    n = state[0]
    return [("take %d" % k, (n - k, player if k == 2 else 3 - player)) for k in (1, 2) if k <= n]
`
)

func TestWinLoseExtraTurns(t *testing.T) {
	for _, src := range []string{bonusAgain, bonusToMove} {
		s := loadSrc(t, src, Limits{})
		for n := range 25 {
			p := start(t, s, game.IntOf(int64(n)))
			want := bonusPile{n, game.First}
			r := p.Solve()
			if got, w := r.For(game.First), game.Value(want); got != w {
				t.Errorf("%s, n = %d: value %d, want the oracle's %d", s.Name, n, got, w)
			}
			if got, w := r.Remoteness, game.Remoteness(want); got != w {
				t.Errorf("%s, n = %d: remoteness %d, want the oracle's %d (moves, not turns)", s.Name, n, got, w)
			}
			if line := p.Line(); len(line) != r.Remoteness {
				t.Errorf("%s, n = %d: a line of %d moves, want the remoteness %d", s.Name, n, len(line), r.Remoteness)
			}
			if in, _ := p.Insight(); n >= 2 && !strings.Contains(in.Paragraphs[0], "it wins when it leads to a position its mover wins") {
				t.Errorf("%s, n = %d: the insight does not say how an extra turn counts: %q", s.Name, n, in.Paragraphs[0])
			}
			if _, ok := p.Grundy(); ok && n >= 2 {
				t.Errorf("%s, n = %d: a Grundy value, for an instance with extra turns", s.Name, n)
			}
			if n <= 12 {
				verify(t, p)
			}
		}
	}
}

// TestToMoveSecond: a file whose to_move says player 2 moves first from
// the start is followed.
func TestToMoveSecond(t *testing.T) {
	s := loadSrc(t, strings.Replace(bonusToMove, "return (n, 1)", "return (n, 2)", 1), Limits{})
	p := start(t, s, game.IntOf(3))
	if p.Turn() != game.Second {
		t.Fatalf("player %d to move, want 2", p.Turn())
	}
	// n = 3: take 2 and move again, take 1: the mover wins in 2 moves.
	if r := p.Solve(); r.Winner() != game.SecondWins || r.Remoteness != 2 {
		t.Errorf("got %v in %d moves, want player 2 to win in 2", r.Winner(), r.Remoteness)
	}
}

func TestExtraTurnErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"bad last item", header + `def moves(state):
    return [("a", state - 1, "twice")] if state > 0 else []
`, `bad.star:5:1: moves on state 4: move 1 (a): its last item "twice" is not "again"`},
		{"too long", header + `def moves(state):
    return [("a", state - 1, None, None)] if state > 0 else []
`, "move 1 is (\"a\", 3, None, None), not (label, next_state) or with \"again\" after it"},
		{"gain in a win/lose game, appended", header + `def moves(state):
    out = []
    if state > 0:
        out.append(("a", state - 1, 2))
    return out
`, "bad.star:5:1: moves on state 4: move 1 is (\"a\", 3, 2), not (label, next_state) or with \"again\" after it when the mover moves again: a gain is for a scoring game"},
		{"bad last item in a comprehension", header + `def moves(state):
    return [("a%d" % k, state - k, "twice" if k == 2 else None) for k in range(1, 3) if k <= state]
`, `move 2 (a2): its last item "twice" is not "again"`},
		{"again with to_move", header + `def to_move(state):
    return 1
def moves(state):
    return [("a", state - 1, "again")] if state > 0 else []
`, "the file defines to_move, which says whose turn each state is"},
		{"to_move returns 3", header + `def to_move(state):
    return 3
def moves(state):
    return [("a", state - 1)] if state > 0 else []
`, "bad.star:5:1: to_move on state 4 returned 3: to_move returns the player to move, 1 or 2"},
		{"to_move takes player", header + `def to_move(state, player):
    return 1
def moves(state):
    return []
`, "to_move takes player, which is none of what it may take: state or n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := loadAndUse(tc.src, Limits{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestExtraTurnsCompiled: the compiled functions give the same graph as
// the interpreter, extra turns included.
func TestExtraTurnsCompiled(t *testing.T) {
	for _, file := range []string{"dots.star", "kalah.star"} {
		c := start(t, loadExample(t, file, Limits{}), game.IntOf(2), game.IntOf(2))
		i := start(t, loadExample(t, file, Limits{Interpret: true}), game.IntOf(2), game.IntOf(2))
		sameGraph(t, c.g, i.g)
		if fmt.Sprint(c.g.again) != fmt.Sprint(i.g.again) {
			t.Errorf("%s: extra turns %v compiled, %v interpreted", file, c.g.again, i.g.again)
		}
	}
}
