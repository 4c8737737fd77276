package pawns

import (
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/internal/oracletest"
)

// dist is the knight distance by relaxation to a fixpoint, written apart
// from the package's breadth-first search: O(50² · rounds).
func dist(x, y int) [Side][Side]int {
	var d [Side][Side]int
	for i := range d {
		for j := range d[i] {
			d[i][j] = 1 << 20
		}
	}
	d[x][y] = 0
	for changed := true; changed; {
		changed = false
		for i := range Side {
			for j := range Side {
				for _, s := range [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
					a, b := i+s[0], j+s[1]
					if a >= 0 && b >= 0 && a < Side && b < Side && d[a][b]+1 < d[i][j] {
						d[i][j], changed = d[a][b]+1, true
					}
				}
			}
		}
	}
	return d
}

// brute is the game by plain minimax over every order of capture, with
// distances from dist: no table, no memo.
func brute(kx, ky int, ps [][]int64) int64 {
	dists := map[[2]int]*[Side][Side]int{} // dist from a square, once
	var rec func(x, y int, left []bool, alice bool) int64
	rec = func(x, y int, left []bool, alice bool) int64 {
		d, ok := dists[[2]int{x, y}]
		if !ok {
			dd := dist(x, y)
			d = &dd
			dists[[2]int{x, y}] = d
		}
		best, any := int64(0), false
		for i, p := range ps {
			if !left[i] {
				continue
			}
			left[i] = false
			v := int64(d[p[0]][p[1]]) + rec(int(p[0]), int(p[1]), left, !alice)
			left[i] = true
			if !any || alice && v > best || !alice && v < best {
				best, any = v, true
			}
		}
		return best
	}
	left := make([]bool, len(ps))
	for i := range left {
		left[i] = true
	}
	return rec(kx, ky, left, true)
}

// TestBrute holds the answer to brute on 40 random instances of up to 4
// pawns (10 with -short), and every distance the table uses to dist.
func TestBrute(t *testing.T) {
	count := 40
	if testing.Short() {
		count = 10
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range count {
		args, _ := generate(r, 2+r.IntN(7))
		kx, ky, ps := args[0].Int(), args[1].Int(), args[2].Grid()
		p, err := New(kx, ky, ps)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Solve().Differential, brute(int(kx), int(ky), ps); got != want {
			t.Fatalf("kx = %d, ky = %d, positions = %v: %d moves, want %d (brute force)", kx, ky, ps, got, want)
		}
		d := dist(int(kx), int(ky))
		for i, q := range ps {
			if got := p.Distance(i); got != int64(d[q[0]][q[1]]) {
				t.Fatalf("distance to %v: %d, want %d", q, got, d[q[0]][q[1]])
			}
		}
	}
}

// TestOracle holds Solve, Options and the line to the oracle at the start
// and one capture in, with rapid on instances of up to 6 pawns.
func TestOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		size := rapid.IntRange(2, 12).Draw(rt, "size")
		args, _ := generate(rand.New(rand.NewPCG(seed, 7)), size)
		p, err := New(args[0].Int(), args[1].Int(), args[2].Grid())
		if err != nil {
			rt.Fatal(err)
		}
		if err := oracletest.Check(p); err != nil {
			rt.Fatal(err)
		}
		for _, m := range p.Moves() {
			_, q, _ := p.Play(m)
			if err := oracletest.Check(q.(Position)); err != nil {
				rt.Fatalf("after %v: %v", m, err)
			}
		}
	})
}

// At LeetCode's 15 pawns the table fills, and the answer agrees with a
// line replayed move by move.
func TestLargest(t *testing.T) {
	var ps [][]int64
	for i := range 15 {
		ps = append(ps, []int64{int64(3 * i), int64(49 - 3*i)})
	}
	p, err := New(25, 0, ps)
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	for _, st := range p.Line() {
		total += max(st.Gain, -st.Gain)
	}
	if r := p.Solve(); total != r.Differential || total != p.Total() {
		t.Errorf("the line makes %d moves, Solve %+v, Total %d", total, r, p.Total())
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		kx, ky int64
		ps     [][]int64
		want   string
	}{
		{50, 0, [][]int64{{1, 1}}, "kx = 50: the board is 50 x 50"},
		{0, -1, [][]int64{{1, 1}}, "ky = -1"},
		{0, 0, nil, "positions is empty"},
		{0, 0, [][]int64{{1, 1, 1}}, "positions[0] has 3 numbers"},
		{0, 0, [][]int64{{1, 50}}, "positions[0] = [1, 50] is off the board"},
		{0, 0, [][]int64{{0, 0}}, "is the knight's square"},
		{0, 0, [][]int64{{1, 2}, {1, 2}}, "positions[1] = [1, 2] is positions[0] again"},
		{0, 0, make([][]int64, MaxPawns+1), "at most 16"},
	} {
		if _, err := New(tc.kx, tc.ky, tc.ps); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%d, %d, %v: got %v, want an error containing %q", tc.kx, tc.ky, tc.ps, err, tc.want)
		}
	}
	p, _ := New(0, 2, [][]int64{{1, 1}, {2, 2}})
	_, q, _ := p.Play(Capture(1))
	if _, _, err := q.Play(Capture(1)); err == nil || !strings.Contains(err.Error(), "captured already") {
		t.Errorf("a pawn twice: %v", err)
	}
	if _, _, err := p.Play(Capture(5)); err == nil || !strings.Contains(err.Error(), "the pawns are 0 to 1") {
		t.Errorf("pawn 5: %v", err)
	}
	for s, want := range map[string]Capture{"2": 2, "pawn 0": 0, "Capture 3": 3, "capture pawn 4": 4} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
	if _, err := ParseMove("knight"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(knight): %v", err)
	}
}

func TestInsight(t *testing.T) {
	p, _ := New(0, 0, [][]int64{{1, 2}, {2, 4}})
	in, _ := p.Insight()
	if len(in.Rows) != 3 || in.Rows[0][1] != "1" || in.Rows[0][2] != "2" {
		t.Errorf("rows %v, want the knight 1 and 2 moves from the pawns first", in.Rows)
	}
	if f := strings.Join(in.Footer, " "); !strings.Contains(f, "Alice pawn 1 (2), Bob pawn 0 (1); 3 moves in all.") {
		t.Errorf("footer %q", f)
	}
}
