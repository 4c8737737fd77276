// Package pawns solves Maximum Number of Moves to Kill All Pawns
// (LeetCode 3283): a knight and up to 15 pawns on a 50 × 50 board; Alice
// and Bob alternately pick a pawn left, Alice first, and the knight
// captures it by a shortest route (passing other pawns by). Alice wants
// the total number of knight moves, over the whole game, as large as
// possible, Bob as small.
//
// Only the distances matter: a breadth-first search from the knight's
// square and from each pawn gives the knight distance between any two of
// them, O(n·50²). Then the game is a max–min over the orders of capture,
// and a position is the set of pawns left and the knight's square (the
// last pawn taken), with the turn fixed by how many are gone:
//
//	T(S, k) = max (Alice) or min (Bob) over i in S of d(k, i) + T(S − i, i)
//
// a bitmask DP over 2^n sets and n + 1 squares, O(2^n·n²), filled once
// when the game starts.
//
// In the core's terms it is a scoring game whose differential is that
// total: every knight move counts for Alice, so a capture scores its
// moves for Alice when she picks it and scores minus its moves for Bob
// when he does (his moves add to Alice's total, which he wants small).
// Alice's total is then the moves of her own captures, Bob's minus the
// moves of his, and the differential, Alice's minus Bob's, the total
// number of moves: LeetCode's answer.
//
//	p, _ := pawns.New(0, 2, [][]int64{{1, 1}, {2, 2}, {3, 3}})
//	p.Solve() // the knight makes 8 moves: 2 (Alice), 2 (Bob), 4 (Alice)
package pawns

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/game"
)

// KillAllPawns is LeetCode 3283, as the registry lists it.
var KillAllPawns = &game.Spec{
	Name:    "maximum-number-of-moves-to-kill-all-pawns",
	Aliases: []string{"3283", "leetcode-3283", "kill-all-pawns"},
	Title:   "Maximum Number of Moves to Kill All Pawns (LeetCode 3283)",
	Rules:   "a knight at (kx, ky) and pawns on a 50 x 50 board; Alice and Bob alternately pick a pawn left, Alice first, and the knight captures it in the fewest moves, passing other pawns by; Alice wants the total number of knight moves as large as possible, Bob as small",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Params: []game.Param{
		{Name: "kx", Kind: game.Int, Min: 0, Max: Side - 1},
		{Name: "ky", Kind: game.Int, Min: 0, Max: Side - 1},
		{Name: "positions", Kind: game.Grid, MinLen: 1, MaxLen: 15, RowMin: 2, RowMax: 2, Min: 0, Max: Side - 1,
			Limit: MaxPawns, LimitWhy: "the solver keeps a value for each set of pawns left and each square of the knight, 2^n·(n+1) of them"},
	},
	Constraints: "positions[i] are unique, positions[i] != [kx, ky]",
	Within:      within,
	Func:        "maxMoves",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(1), game.IntOf(1), game.GridOf([]int64{0, 0})}, Answer: "4"},
		{Args: game.Args{game.IntOf(0), game.IntOf(2), game.GridOf([]int64{1, 1}, []int64{2, 2}, []int64{3, 3})}, Answer: "8"},
		{Args: game.Args{game.IntOf(0), game.IntOf(0), game.GridOf([]int64{1, 2}, []int64{2, 4})}, Answer: "3"},
	},
	New:        newArgs,
	Generate:   generate,
	Answer:     func(r game.Result) game.Answer { return game.IntAnswer(r.Differential) },
	AnswerType: "int",
	AnswerRule: "the total number of knight moves when Alice plays to make it as large as possible and Bob as small",
	ParseMove:  ParseMove,
	MoveHelp:   "the pawn to capture, by its index in positions (0 is the first): 2, or pawn 2",
	Say: func(b []byte, who string, s game.Step) []byte {
		if c, ok := s.Move.(Capture); ok {
			return fmt.Appendf(b, "%s picks pawn %d: the knight takes it in %s", who, int(c), game.Count(int(max(s.Gain, -s.Gain)), "move"))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	Short: func(b []byte, s game.Step) []byte {
		return fmt.Appendf(b, "%v (%d moves)", s.Move, max(s.Gain, -s.Gain))
	},
	// Options looks up each pawn left in the table, O(n); a line has n
	// moves.
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
}

// Side is the board's side: 50 squares.
const Side = 50

// MaxPawns is the most pawns New takes.
const MaxPawns = 16

// Capture is a move: the pawn, by its index in positions, that the knight
// captures next.
type Capture int

// String returns "pawn 2".
func (c Capture) String() string { return "pawn " + strconv.Itoa(int(c)) }

// Label returns what a person types: "2".
func (c Capture) Label() string { return strconv.Itoa(int(c)) }

// AppendJSON appends the move as a JSON string, its String.
func (c Capture) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, c.String()) }

// MarshalText returns the move's String.
func (c Capture) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// ParseMove reads a [Capture]: "2", "pawn 2", "capture 2" (any case).
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, verb := range []string{"capture", "pawn", "take"} {
		if rest, ok := strings.CutPrefix(t, verb); ok {
			t = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), "pawn"))
			break
		}
	}
	if k, err := strconv.Atoi(t); err == nil && k >= 0 && t[0] != '+' {
		return Capture(k), nil
	}
	return nil, fmt.Errorf("%q is not a move: type the index of the pawn to capture in positions (0 is the first), as 2 or pawn 2", s)
}

// knight returns the knight distance from (x, y) to every square of the
// board, by breadth-first search. Every square is reachable on a 50 × 50
// board.
func knight(x, y int) []int32 {
	dist := make([]int32, Side*Side)
	for i := range dist {
		dist[i] = -1
	}
	dist[x*Side+y] = 0
	queue := []int{x*Side + y}
	steps := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for k := 0; k < len(queue); k++ {
		cx, cy := queue[k]/Side, queue[k]%Side
		for _, s := range steps {
			nx, ny := cx+s[0], cy+s[1]
			if nx < 0 || ny < 0 || nx >= Side || ny >= Side || dist[nx*Side+ny] >= 0 {
				continue
			}
			dist[nx*Side+ny] = dist[queue[k]] + 1
			queue = append(queue, nx*Side+ny)
		}
	}
	return dist
}

// table is one game's distances and values, shared by its positions and
// never modified after New.
type table struct {
	kx, ky int
	pawns  [][2]int
	// d[a][i] is the knight distance from square a (0..n-1 a pawn, n the
	// knight's start) to pawn i.
	d [][]int64
	// t[mask*(n+1)+a] is the total moves left with the pawns of mask left,
	// the knight on square a, under optimal play (the turn follows from
	// how many pawns are gone).
	t []int32
}

func (tb *table) n() int { return len(tb.pawns) }

// aliceTurn reports whether Alice picks next with the pawns of mask left.
func (tb *table) aliceTurn(mask uint32) bool {
	return (tb.n()-bits.OnesCount32(mask))%2 == 0
}

// total is T(mask, a).
func (tb *table) total(mask uint32, a int) int64 { return int64(tb.t[int(mask)*(tb.n()+1)+a]) }

// fill fills the DP over every set of pawns, the smaller sets first.
func (tb *table) fill() {
	n := tb.n()
	tb.t = make([]int32, (1<<n)*(n+1))
	for mask := uint32(1); mask < 1<<n; mask++ {
		alice := tb.aliceTurn(mask)
		for a := 0; a <= n; a++ {
			if a < n && mask>>a&1 == 1 {
				continue // the knight stands on a pawn that is gone
			}
			best, first := int64(0), true
			for m := mask; m != 0; m &= m - 1 {
				i := bits.TrailingZeros32(m)
				v := tb.d[a][i] + tb.total(mask&^(1<<i), i)
				if first || alice && v > best || !alice && v < best {
					best, first = v, false
				}
			}
			tb.t[int(mask)*(n+1)+a] = int32(best)
		}
	}
}

// check returns the first reason the instance is not a game: a square off
// the board, a pawn not given as [x, y], two pawns on one square, a pawn
// on the knight's square; nil for a good one.
func check(kx, ky int64, positions [][]int64) error {
	switch {
	case kx < 0 || kx >= Side:
		return fmt.Errorf("kx = %d: the board is 50 x 50, 0 <= kx <= 49", kx)
	case ky < 0 || ky >= Side:
		return fmt.Errorf("ky = %d: the board is 50 x 50, 0 <= ky <= 49", ky)
	case len(positions) == 0:
		return fmt.Errorf("positions is empty: the game needs a pawn")
	}
	seen := map[[2]int64]int{}
	for i, p := range positions {
		switch {
		case len(p) != 2:
			return fmt.Errorf("positions[%d] has %d numbers: a pawn is [x, y]", i, len(p))
		case p[0] < 0 || p[0] >= Side || p[1] < 0 || p[1] >= Side:
			return fmt.Errorf("positions[%d] = [%d, %d] is off the board: 0 <= x, y <= 49", i, p[0], p[1])
		case p[0] == kx && p[1] == ky:
			return fmt.Errorf("positions[%d] = [%d, %d] is the knight's square (positions[i] != [kx, ky])", i, p[0], p[1])
		}
		if j, ok := seen[[2]int64{p[0], p[1]}]; ok {
			return fmt.Errorf("positions[%d] = [%d, %d] is positions[%d] again (positions[i] are unique)", i, p[0], p[1], j)
		}
		seen[[2]int64{p[0], p[1]}] = i
	}
	return nil
}

// within is the Spec's Within.
func within(args game.Args) error {
	if len(args) != 3 {
		return fmt.Errorf("maximum-number-of-moves-to-kill-all-pawns takes kx, ky and positions")
	}
	return check(args[0].Int(), args[1].Int(), args[2].Grid())
}

// generate draws a knight and about n/2 pawns (1 to 15) on distinct
// squares: drawn cell by cell, two pawns rarely differ, and a pawn often
// sits on the knight.
func generate(r *rand.Rand, size int) (game.Args, error) {
	n := max(1, min(size/2, 15))
	kx, ky := r.IntN(Side), r.IntN(Side)
	used := map[[2]int]bool{{kx, ky}: true}
	var rows [][]int64
	// Half the games near the knight, where distances are short and close.
	span := Side
	if r.IntN(2) == 0 {
		span = 8
	}
	for len(rows) < n {
		x := min(Side-1, max(0, kx-span/2+r.IntN(span)))
		y := min(Side-1, max(0, ky-span/2+r.IntN(span)))
		if span == Side {
			x, y = r.IntN(Side), r.IntN(Side)
		}
		if used[[2]int{x, y}] {
			continue
		}
		used[[2]int{x, y}] = true
		rows = append(rows, []int64{int64(x), int64(y)})
	}
	return game.Args{game.IntOf(int64(kx)), game.IntOf(int64(ky)), game.GridOf(rows...)}, nil
}

// newArgs is the Spec's New: kx, ky and positions.
func newArgs(_ context.Context, args game.Args) (game.Solvable, error) {
	if len(args) != 3 || args[0].Kind() != game.Int || args[1].Kind() != game.Int || args[2].Kind() != game.Grid {
		return nil, fmt.Errorf("this game takes kx (integer), ky (integer) and positions (integer[][])")
	}
	p, err := New(args[0].Int(), args[1].Int(), args[2].Grid())
	if err != nil {
		return nil, err
	}
	return p, nil
}

// New returns the start of the game: the knight at (kx, ky), the pawns
// at positions, Alice to pick. It computes the distances and fills the
// table, O(n·50² + 2^n·n²), and keeps its own copy of positions. It
// returns an error naming what makes the instance no game ([check]'s
// reasons), and one past [MaxPawns] pawns.
func New(kx, ky int64, positions [][]int64) (Position, error) {
	if len(positions) > MaxPawns {
		return Position{}, fmt.Errorf("positions has %d pawns: this solver takes at most %d (its table has 2^n entries for each square)", len(positions), MaxPawns)
	}
	if err := check(kx, ky, positions); err != nil {
		return Position{}, err
	}
	tb := &table{kx: int(kx), ky: int(ky)}
	for _, p := range positions {
		tb.pawns = append(tb.pawns, [2]int{int(p[0]), int(p[1])})
	}
	n := len(positions)
	tb.d = make([][]int64, n+1)
	for a := 0; a <= n; a++ {
		x, y := tb.kx, tb.ky
		if a < n {
			x, y = tb.pawns[a][0], tb.pawns[a][1]
		}
		dist := knight(x, y)
		tb.d[a] = make([]int64, n)
		for i, p := range tb.pawns {
			tb.d[a][i] = int64(dist[p[0]*Side+p[1]])
		}
	}
	tb.fill()
	return Position{tb: tb, mask: 1<<n - 1, at: n}, nil
}

// Position is a position of the game: the pawns left and the knight's
// square. It is immutable; Play returns a new one.
type Position struct {
	tb   *table
	mask uint32 // the pawns left
	at   int    // the knight's square: a pawn's index, or n for its start
}

// Knight returns the knight's square.
func (p Position) Knight() (x, y int) {
	if p.at == p.tb.n() {
		return p.tb.kx, p.tb.ky
	}
	return p.tb.pawns[p.at][0], p.tb.pawns[p.at][1]
}

// Distance returns the knight moves from its square to pawn i.
func (p Position) Distance(i int) int64 { return p.tb.d[p.at][i] }

// Turn returns Alice when an even number of pawns is gone, else Bob.
func (p Position) Turn() game.Player {
	if p.tb.aliceTurn(p.mask) {
		return game.First
	}
	return game.Second
}

// Moves returns the pawns left, in the order of positions.
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for m := p.mask; m != 0; m &= m - 1 {
		ms = append(ms, Capture(bits.TrailingZeros32(m)))
	}
	return ms
}

// gain is what capturing pawn i scores for the player to move: its
// distance for Alice, minus it for Bob.
func (p Position) gain(i int) int64 {
	if p.Turn() == game.Second {
		return -p.tb.d[p.at][i]
	}
	return p.tb.d[p.at][i]
}

// Play captures pawn m. It returns an error for a pawn that is not on the
// board, or a move of another game.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	c, ok := m.(Capture)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: pick a pawn, as pawn 2", m)
	case int(c) < 0 || int(c) >= p.tb.n():
		return 0, nil, fmt.Errorf("%v: the pawns are 0 to %d", m, p.tb.n()-1)
	case p.mask>>int(c)&1 == 0:
		return 0, nil, fmt.Errorf("%v: pawn %d at (%d, %d) is captured already", m, int(c), p.tb.pawns[c][0], p.tb.pawns[c][1])
	}
	return p.gain(int(c)), Position{tb: p.tb, mask: p.mask &^ (1 << int(c)), at: int(c)}, nil
}

// Payoff returns 0: the moves are scored by the captures.
func (p Position) Payoff() int64 { return 0 }

// Key names the position: the pawns left, as a bitmask, and the knight's
// square: "5 3".
func (p Position) Key() string { return fmt.Sprintf("%d %d", p.mask, p.at) }

// Total returns the knight moves left under optimal play: T(S, k). O(1).
func (p Position) Total() int64 { return p.tb.total(p.mask, p.at) }

// choose returns the pawn optimal play picks: the first of the best.
func (p Position) choose() (int, bool) {
	best, bi := int64(0), -1
	alice := p.Turn() == game.First
	for m := p.mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		v := p.tb.d[p.at][i] + p.tb.total(p.mask&^(1<<i), i)
		if bi < 0 || alice && v > best || !alice && v < best {
			best, bi = v, i
		}
	}
	return bi, bi >= 0
}

// Solve returns the result of optimal play: Alice's total (the moves of
// her captures), Bob's (minus the moves of his) and the differential, the
// total number of moves. It follows the optimal line: O(n²).
func (p Position) Solve() game.Result {
	var r game.Result
	for q := p; ; {
		i, ok := q.choose()
		if !ok {
			break
		}
		g, next, _ := q.Play(Capture(i))
		if q.Turn() == game.First {
			r.First += g
		} else {
			r.Second += g
		}
		q = next.(Position)
	}
	r.Differential = r.First - r.Second
	return r
}

// Options values each pawn left from the table: its distance plus the
// moves left after it, from the mover's side (minus both for Bob). O(n).
func (p Position) Options() []game.Option {
	var opts []game.Option
	sign := int64(1)
	if p.Turn() == game.Second {
		sign = -1
	}
	for m := p.mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		v := p.tb.d[p.at][i] + p.tb.total(p.mask&^(1<<i), i)
		opts = append(opts, game.Option{Move: Capture(i), Gain: p.gain(i), Value: sign * v})
	}
	return opts
}

// Line returns an optimal line: every pawn, in the order optimal play
// captures them. O(n²).
func (p Position) Line() game.Line {
	var l game.Line
	for q := p; ; {
		i, ok := q.choose()
		if !ok {
			return l
		}
		st, next, err := game.Apply(q, Capture(i))
		if err != nil {
			return l // not reached
		}
		l = append(l, st)
		q = next.(Position)
	}
}

// Describe says where the knight is and which pawns are left: "knight at
// (0, 2); pawns 0 (1, 1), 2 (3, 3)".
func (p Position) Describe() string {
	x, y := p.Knight()
	var b strings.Builder
	fmt.Fprintf(&b, "knight at (%d, %d)", x, y)
	sep := "; pawns "
	for m := p.mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		fmt.Fprintf(&b, "%s%d (%d, %d)", sep, i, p.tb.pawns[i][0], p.tb.pawns[i][1])
		sep = ", "
	}
	if p.mask == 0 {
		b.WriteString("; no pawn left")
	}
	return b.String()
}

// Board draws the pawns, one cell each in the order of positions, with
// the knight's distance to each pawn left as its value: a captured pawn
// is taken, a pawn left plays its capture. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, p.tb.n())
	for i, pw := range p.tb.pawns {
		cells[i].Text = fmt.Sprintf("(%d,%d)", pw[0], pw[1])
		if p.mask>>i&1 == 0 {
			cells[i].Taken = true
			continue
		}
		cells[i].Values = []int64{p.tb.d[p.at][i]}
		cells[i].Move = Capture(i)
	}
	x, y := p.Knight()
	return game.Board{Cells: cells, Note: fmt.Sprintf("knight at (%d, %d); %s picks a pawn, the knight takes it in the fewest moves; %d moves are left under optimal play", x, y, KillAllPawns.Player(p.Turn()), p.Total())}
}

// Insight teaches that only the distances matter: the table of knight
// distances between the knight's square and the pawns, and the max–min
// over the orders of capture. O(n²).
func (p Position) Insight() (game.Insight, bool) {
	n := p.tb.n()
	in := game.Insight{
		Title: "Distances first, then a max–min over the orders of capture",
		Paragraphs: []string{
			"The knight's route between two squares is always a shortest one, so the board matters only through the **knight distances** between the knight's square and the pawns: one breadth-first search from each, O(n·50²).",
			"The game is then a choice of order: Alice picks the pawn that makes the rest of the game longest, Bob the one that makes it shortest. A position is the set of pawns left and the square the knight stands on (the pawn just taken), so T(S, k) = max or min over i in S of d(k, i) + T(S − i, i): a bitmask DP over 2^n sets and n + 1 squares, O(2^n·n²). A greedy choice (Alice the farthest pawn, Bob the nearest) is not enough: a near pawn can lead on to far ones.",
		},
		Head: []string{"from"},
	}
	for i := range n {
		in.Head = append(in.Head, "pawn "+strconv.Itoa(i))
	}
	for a := n; a >= 0; a-- {
		name := fmt.Sprintf("knight (%d, %d)", p.tb.kx, p.tb.ky)
		if a < n {
			name = fmt.Sprintf("pawn %d (%d, %d)", a, p.tb.pawns[a][0], p.tb.pawns[a][1])
		}
		row := []string{name}
		for i := range n {
			if a == i {
				row = append(row, "")
				continue
			}
			row = append(row, strconv.FormatInt(p.tb.d[a][i], 10))
		}
		in.Rows = append(in.Rows, row)
	}
	var order []string
	for _, st := range p.Line() {
		order = append(order, fmt.Sprintf("%s pawn %d (%d)", KillAllPawns.Player(st.Player), int(st.Move.(Capture)), max(st.Gain, -st.Gain)))
	}
	if len(order) > 0 {
		in.Footer = []string{fmt.Sprintf("Optimal order from here: %s; %d moves in all.", strings.Join(order, ", "), p.Total())}
	}
	return in, true
}
