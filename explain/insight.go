package explain

import (
	"fmt"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
)

// Table is the interval DP of a take-from-either-end row:
//
//	value(i..j) = max(a[i] - value(i+1..j), a[j] - value(i..j-1))
//
// the value of the items a[i..j] for the player to move.
type Table struct {
	Row []int64
	// Value[i][j-i] is value(i..j), for 0 <= i <= j < len(Row).
	Value [][]int64
	// Path is the intervals (i, j) the walk-through passes through, from
	// the whole row to the last item.
	Path [][2]int
	path map[[2]int]bool
}

// At returns value(i..j) for 0 <= i <= j < len(Row).
func (t *Table) At(i, j int) int64 { return t.Value[i][j-i] }

// OnPath reports whether the walk-through passes through the interval i..j.
func (t *Table) OnPath(i, j int) bool { return t.path[[2]int{i, j}] }

// table builds e.Table for a take-from-either-end row within TableMax.
func (e *Explanation) table(p game.Solvable, o Options) {
	if _, ok := p.(ends.Position); !ok {
		return
	}
	if e.N > o.TableMax {
		e.Notes = append(e.Notes, fmt.Sprintf("The DP table is drawn up to %d items; this input has %d, so its n(n+1)/2 = %d cells are left out. The values above come from the O(n) fusion solver, not from the table.", o.TableMax, e.N, e.N*(e.N+1)/2))
		return
	}
	v, err := ends.Table(e.Row)
	if err != nil {
		return // cannot happen: the position was built from this row
	}
	t := &Table{Row: e.Row, Value: v, path: map[[2]int]bool{}}
	lo, hi := 0, e.N-1
	for _, m := range e.Moves {
		t.Path = append(t.Path, [2]int{lo, hi})
		t.path[[2]int{lo, hi}] = true
		if m.Index == lo {
			lo++
		} else {
			hi--
		}
	}
	e.Table = t
}

// Parity is stone-game's parity certificate. Number the piles from 0. With
// an even count, the player to move can always take from the class (even or
// odd index) of their choice and leave the opponent only piles of the other
// class, so the first player can take every pile of the larger class.
type Parity struct {
	Even, Odd int64 // the sums of the piles at even and at odd indices
	Total     int64
	// EvenCount and OddTotal are LeetCode 877's promises: an even number
	// of piles (the certificate needs it) and an odd total (no draw).
	EvenCount, OddTotal bool
}

// Pairs is stone-game-vi's insight: Alice's differential is the sum of
// a+b over the stones she takes minus the sum of all of Bob's values, so
// both players take the stones in decreasing a+b.
type Pairs struct {
	// Stones lists every stone in decreasing a+b, ties by index: the order
	// of optimal play.
	Stones []PairRow
	// AliceSum is the sum of a+b over Alice's stones; BobAll the sum of all
	// of Bob's values. AliceSum - BobAll is Alice's differential.
	AliceSum, BobAll int64
}

// PairRow is one stone of [Pairs].
type PairRow struct {
	Stone      int
	A, B, Sum  int64
	Taker      game.Player
	TakerValue int64 // what the stone is worth to its taker
}

// insight fills the game-specific part.
func (e *Explanation) insight(p game.Solvable) {
	switch q := p.(type) {
	case ends.Position:
		if e.Game.Name != "stone-game" {
			return
		}
		par := &Parity{}
		for i, x := range q.Remaining() {
			if i%2 == 0 {
				par.Even += x
			} else {
				par.Odd += x
			}
		}
		par.Total = par.Even + par.Odd
		par.EvenCount, par.OddTotal = e.N%2 == 0, par.Total%2 != 0
		e.Parity = par
	case anypick.Position:
		taker := map[int]game.Player{}
		for _, m := range e.Moves {
			taker[m.Index] = m.Player
		}
		ps := &Pairs{}
		for _, i := range q.Order() {
			a, b := e.Alice[i], e.Bob[i]
			r := PairRow{Stone: i, A: a, B: b, Sum: a + b, Taker: taker[i], TakerValue: b}
			if r.Taker == game.First {
				r.TakerValue = a
				ps.AliceSum += a + b
			}
			ps.BobAll += b
			ps.Stones = append(ps.Stones, r)
		}
		e.Pairs = ps
	}
}
