package rules

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stonegame/game"
)

// Each file of examples/rules against an independent brute force or its
// known closed form, and every reachable position of small instances
// against the oracle of package game.

func start(t testing.TB, s *game.Spec, args ...game.Arg) Position {
	t.Helper()
	p, err := s.Start(context.Background(), game.Args(args))
	if err != nil {
		t.Fatalf("%s: %v", s.Notation(args), err)
	}
	return asPosition(p)
}

// walk calls visit on every position reachable from p, once each.
func walk(t testing.TB, p Position, visit func(Position)) {
	t.Helper()
	type key struct {
		id   int32
		turn game.Player
	}
	seen := map[key]bool{{p.id, p.turn}: true}
	queue := []Position{p}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		visit(q)
		for _, m := range q.Moves() {
			_, next, err := q.Play(m)
			if err != nil {
				t.Fatalf("%s: Play(%v): %v", q.Describe(), m, err)
			}
			n := asPosition(next)
			if k := (key{n.id, n.turn}); !seen[k] {
				seen[k] = true
				queue = append(queue, n)
			}
		}
	}
}

// verify holds every position reachable from p to the oracle: its value,
// its options' values and remoteness, its remoteness, and its Grundy value
// when it has one. The oracle is for games whose positions do not repeat.
func verify(t *testing.T, p Position) {
	t.Helper()
	walk(t, p, func(q Position) {
		res := q.Solve()
		opts := q.Options()
		if got, want := opts, game.Options(q); !sameOptions(got, want) {
			t.Fatalf("%s: Options: got %v, want the oracle's %v", q.Describe(), got, want)
		}
		if got, want := res.For(q.turn), game.Value(q); got != want && !q.g.r.scoring {
			t.Fatalf("%s: Solve: got %+v, want value %d for the mover", q.Describe(), res, want)
		}
		if q.g.r.scoring {
			if got, want := res.For(q.turn), game.Value(q); got != want {
				t.Fatalf("%s: Solve: got differential %d for the mover, want %d", q.Describe(), got, want)
			}
			return
		}
		if got, want := res.Remoteness, game.Remoteness(q); got != want {
			t.Fatalf("%s: remoteness: got %d, want %d", q.Describe(), got, want)
		}
		for i, o := range opts {
			_, next, _ := q.Play(o.Move)
			if want := game.Remoteness(next); o.Remoteness != want {
				t.Fatalf("%s: option %d: remoteness got %d, want %d", q.Describe(), i, o.Remoteness, want)
			}
		}
		if g, ok := q.Grundy(); ok {
			if want := game.Grundy(q); g != want {
				t.Fatalf("%s: Grundy: got %d, want %d", q.Describe(), g, want)
			}
		}
		if line := q.Line(); len(line) != res.Remoteness && res.Winner() != game.Draw {
			t.Fatalf("%s: a line of %d moves, want the remoteness %d", q.Describe(), len(line), res.Remoteness)
		}
	})
}

func sameOptions(a, b []game.Option) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Move != b[i].Move || a[i].Gain != b[i].Gain || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}

func TestOracle(t *testing.T) {
	for _, tc := range []struct {
		file string
		args []game.Args
	}{
		{"flip.star", []game.Args{{game.TextOf("++++++")}, {game.TextOf("+++-++++")}, {game.TextOf("-")}}},
		{"subtraction.star", []game.Args{{game.IntOf(0)}, {game.IntOf(30)}}},
		{"kayles.star", []game.Args{{game.IntOf(9)}}},
		{"misere-nim.star", []game.Args{{game.ListOf(1, 2, 3)}, {game.ListOf(0, 0)}}},
		{"chalkboard.star", []game.Args{{game.ListOf(1, 2, 3, 3, 5)}}},
		{"predict.star", []game.Args{{game.ListOf(1, 5, 233, 7, 4)}, {game.ListOf(3)}}},
		{"stone-game-iv.star", []game.Args{{game.IntOf(40)}}},
		{"nim-game.star", []game.Args{{game.IntOf(13)}}},
		{"sum-game.star", []game.Args{{game.TextOf("?3295???")}, {game.TextOf("90??")}}},
	} {
		s := loadExample(t, tc.file, Limits{})
		for _, args := range tc.args {
			t.Run(tc.file+" "+args.String(), func(t *testing.T) { verify(t, start(t, s, args...)) })
		}
	}
}

// flipWins is Flip Game II by memoized search over strings.
func flipWins(s string, memo map[string]bool) bool {
	if w, ok := memo[s]; ok {
		return w
	}
	w := false
	for i := 0; i+1 < len(s) && !w; i++ {
		if s[i] == '+' && s[i+1] == '+' {
			w = !flipWins(s[:i]+"--"+s[i+2:], memo)
		}
	}
	memo[s] = w
	return w
}

// flipGrundy is the Grundy value of a string of Flip Game: the XOR of its
// runs of '+', a run of n worth the mex of g(i) XOR g(n-2-i).
func flipGrundy(s string) uint64 {
	g := []uint64{0, 0}
	run := func(n int) uint64 {
		for len(g) <= n {
			k := len(g)
			seen := map[uint64]bool{}
			for i := 0; i+2 <= k; i++ {
				seen[g[i]^g[k-2-i]] = true
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			g = append(g, m)
		}
		return g[n]
	}
	x := uint64(0)
	for _, r := range strings.Split(s, "-") {
		x ^= run(len(r))
	}
	return x
}

func TestFlip(t *testing.T) {
	s := loadExample(t, "flip.star", Limits{})
	memo := map[string]bool{}
	for n := 1; n <= 10; n++ {
		for bits := range 1 << n {
			b := make([]byte, n)
			for i := range b {
				b[i] = "+-"[bits>>i&1]
			}
			str := string(b)
			p := start(t, s, game.TextOf(str))
			if got, want := s.Answer(p.Solve()).String(), fmt.Sprint(flipWins(str, memo)); got != want {
				t.Fatalf("%q: got %s, want %s", str, got, want)
			}
			if g, ok := p.Grundy(); !ok || g != flipGrundy(str) {
				t.Fatalf("%q: Grundy got %d, %v, want %d", str, g, ok, flipGrundy(str))
			}
		}
	}
}

// TestSumGame holds sum-game.star to LeetCode 1927's closed form: Bob
// wins exactly when the count of '?' is even and 2 × (sum1 − sum2) = 9 ×
// (q2 − q1), on every string of length 2 and 4 over "09?5", and on what
// the file's generate draws.
func TestSumGame(t *testing.T) {
	s := loadExample(t, "sum-game.star", Limits{})
	alice := func(num string) bool {
		half := len(num) / 2
		var q1, q2, s1, s2 int
		for i, c := range num {
			switch {
			case c == '?' && i < half:
				q1++
			case c == '?':
				q2++
			case i < half:
				s1 += int(c - '0')
			default:
				s2 += int(c - '0')
			}
		}
		return (q1+q2)%2 == 1 || 2*(s1-s2) != 9*(q2-q1)
	}
	check := func(num string) {
		t.Helper()
		p := start(t, s, game.TextOf(num))
		if got, want := s.Answer(p.Solve()).String(), fmt.Sprint(alice(num)); got != want {
			t.Fatalf("%q: got %s, want %s", num, got, want)
		}
	}
	for _, n := range []int{2, 4} {
		for code := range 1 << (2 * n) {
			b := make([]byte, n)
			for i := range b {
				b[i] = "09?5"[code>>(2*i)&3]
			}
			check(string(b))
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	bob := 0
	for range 60 {
		args, err := s.Generate(rng, 2+rng.IntN(12))
		if err != nil {
			t.Fatal(err)
		}
		num := args[0].Text()
		if len(num)%2 != 0 {
			t.Fatalf("generate drew %q, of odd length", num)
		}
		check(num)
		if !alice(num) {
			bob++
		}
	}
	if bob < 10 {
		t.Errorf("generate drew %d instances of 60 that Bob wins, want at least 10: the cases that tell", bob)
	}
}

func TestChalkboard(t *testing.T) {
	s := loadExample(t, "chalkboard.star", Limits{})
	for n := 1; n <= 4; n++ {
		for code := range 1 << (2 * n) {
			nums := make([]int64, n)
			x := int64(0)
			for i := range nums {
				nums[i] = int64(code >> (2 * i) & 3)
				x ^= nums[i]
			}
			p := start(t, s, game.ListOf(nums...))
			if got, want := s.Answer(p.Solve()).String(), fmt.Sprint(x == 0 || n%2 == 0); got != want {
				t.Fatalf("%v: got %s, want %s (Alice wins iff the XOR is 0 or the length even)", nums, got, want)
			}
		}
	}
}

func TestSubtraction(t *testing.T) {
	s := loadExample(t, "subtraction.star", Limits{})
	p := start(t, s, game.IntOf(300))
	// Every n <= 300 is reached from 300: check each against n mod 7.
	seen := 0
	walk(t, p, func(q Position) {
		st, _ := q.g.state(q.id)
		var n int64
		fmt.Sscan(st.String(), &n)
		lost := n%7 == 0 || n%7 == 2
		if got := q.Solve().For(q.turn) < 0; got != lost {
			t.Fatalf("n = %d: got lost %v, want %v", n, got, lost)
		}
		seen++
	})
	if seen < 301 {
		t.Errorf("walked %d positions, want the 301 of 0..300 at least", seen)
	}
}

func TestMisereNim(t *testing.T) {
	s := loadExample(t, "misere-nim.star", Limits{})
	for n := 1; n <= 3; n++ {
		for code := range pow(5, n) {
			piles := make([]int64, n)
			x, big, ones := int64(0), false, 0
			c := code
			for i := range piles {
				piles[i] = int64(c % 5)
				c /= 5
				x ^= piles[i]
				big = big || piles[i] > 1
				if piles[i] == 1 {
					ones++
				}
			}
			want := big && x != 0 || !big && ones%2 == 0
			p := start(t, s, game.ListOf(piles...))
			if got := p.Solve().Winner() == game.FirstWins; got != want {
				t.Fatalf("%v: got first wins %v, want %v", piles, got, want)
			}
		}
	}
}

func pow(b, e int) int {
	r := 1
	for range e {
		r *= b
	}
	return r
}

func TestKayles(t *testing.T) {
	s := loadExample(t, "kayles.star", Limits{})
	// Grundy values of a row of n pins: the mex over knocking 1 or 2 pins,
	// leaving rows a and b, of g(a) XOR g(b).
	g := []uint64{0}
	for n := 1; n <= 24; n++ {
		seen := map[uint64]bool{}
		for k := 1; k <= 2 && k <= n; k++ {
			for a := 0; a <= n-k; a++ {
				seen[g[a]^g[n-k-a]] = true
			}
		}
		m := uint64(0)
		for seen[m] {
			m++
		}
		g = append(g, m)
	}
	// The first values, as the literature gives them (OEIS A002186).
	if want := []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7}; !slices.Equal(g[:len(want)], want) {
		t.Fatalf("the brute force is wrong: %v", g[:len(want)])
	}
	for n := range 25 {
		p := start(t, s, game.IntOf(int64(n)))
		gr, ok := p.Grundy()
		if !ok || gr != g[n] {
			t.Fatalf("n = %d: Grundy got %d, %v, want %d", n, gr, ok, g[n])
		}
		if lost := p.Solve().For(p.turn) < 0; lost != (g[n] == 0) {
			t.Fatalf("n = %d: lost %v, Grundy %d", n, lost, g[n])
		}
	}
}

// catBrute solves Cat and Mouse by value iteration: every position
// (mouse, cat, turn) starts undecided, and each sweep decides, from the
// previous sweep's values only, those with a move to a position lost by
// its mover (won, in sweep k: remoteness k), and those all of whose moves
// lead to positions won by their movers (lost). It is independent of the
// engine's queue and counters.
func catBrute(graph [][]int64) (value, rem map[[3]int]int) {
	n := len(graph)
	value, rem = map[[3]int]int{}, map[[3]int]int{}
	kids := func(m, c, turn int) [][3]int {
		var out [][3]int
		if turn == 1 {
			for _, x := range graph[m] {
				out = append(out, [3]int{int(x), c, 2})
			}
		} else {
			for _, x := range graph[c] {
				if x != 0 {
					out = append(out, [3]int{m, int(x), 1})
				}
			}
		}
		return out
	}
	for m := range n {
		for c := range n {
			for turn := 1; turn <= 2; turn++ {
				k := [3]int{m, c, turn}
				switch {
				case m == 0:
					value[k] = map[int]int{1: 1, 2: -1}[turn]
					rem[k] = 0
				case m == c:
					value[k] = map[int]int{1: -1, 2: 1}[turn]
					rem[k] = 0
				}
			}
		}
	}
	for sweep := 1; ; sweep++ {
		next := map[[3]int]int{}
		for m := range n {
			for c := range n {
				for turn := 1; turn <= 2; turn++ {
					k := [3]int{m, c, turn}
					if _, done := value[k]; done {
						continue
					}
					won, allWon := false, true
					for _, x := range kids(m, c, turn) {
						v, ok := value[x]
						won = won || ok && v < 0
						allWon = allWon && ok && v > 0
					}
					if won {
						next[k] = 1
					} else if allWon {
						next[k] = -1
					}
				}
			}
		}
		if len(next) == 0 {
			return value, rem
		}
		for k, v := range next {
			value[k], rem[k] = v, sweep
		}
	}
}

func TestCatAndMouse(t *testing.T) {
	s := loadExample(t, "catmouse.star", Limits{})
	// The official examples, which Load checks too.
	for _, ex := range []struct {
		graph [][]int64
		want  string
	}{
		{[][]int64{{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}}, "0"},
		{[][]int64{{1, 3}, {0}, {3}, {0, 2}}, "1"},
	} {
		p := start(t, s, game.GridOf(ex.graph...))
		if got := s.Answer(p.Solve()).String(); got != ex.want {
			t.Errorf("%v: got %s, want %s", ex.graph, got, ex.want)
		}
	}
	draws, wins := 0, 0
	for seed := range uint64(60) {
		args, err := s.Generate(rand.New(rand.NewPCG(seed, 913)), 5+int(seed%16))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckArgs(args); err != nil {
			t.Fatalf("generate gave %v: %v", args, err)
		}
		graph := args[0].Grid()
		value, rem := catBrute(graph)
		p := start(t, s, args...)
		walk(t, p, func(q Position) {
			st, _ := q.g.state(q.id)
			var m, c int
			fmt.Sscanf(st.String(), "(%d, %d)", &m, &c)
			k := [3]int{m, c, int(q.turn)}
			res := q.Solve()
			v, decided := value[k]
			switch got := res.For(q.turn); {
			case !decided && got != 0:
				t.Fatalf("%v, %v: got %+v, want a draw", graph, k, res)
			case decided && (got != int64(v) || res.Remoteness != rem[k]):
				t.Fatalf("%v, %v: got %+v, want value %d in %d", graph, k, res, v, rem[k])
			}
		})
		switch p.Solve().Winner() {
		case game.Draw:
			draws++
		default:
			wins++
		}
	}
	if draws == 0 || wins == 0 {
		t.Errorf("the generated graphs gave %d draws and %d wins: want some of each", draws, wins)
	}
}

// predictDP is LeetCode 486's interval DP: the differential for the
// player to move on nums[i..j].
func predictDP(nums []int64) int64 {
	n := len(nums)
	dp := make([][]int64, n+1)
	for i := range dp {
		dp[i] = make([]int64, n+1)
	}
	for l := 1; l <= n; l++ {
		for i := 0; i+l <= n; i++ {
			j := i + l - 1
			left := nums[i]
			if i+1 <= j {
				left -= dp[i+1][j]
			}
			right := nums[j]
			if i <= j-1 {
				right -= dp[i][j-1]
			}
			dp[i][j] = max(left, right)
		}
	}
	return dp[0][n-1]
}

func TestPredict(t *testing.T) {
	s := loadExample(t, "predict.star", Limits{})
	vals := []int64{0, 1, 2, 5}
	for n := 1; n <= 5; n++ {
		for code := range pow(4, n) {
			nums := make([]int64, n)
			for i, c := 0, code; i < n; i, c = i+1, c/4 {
				nums[i] = vals[c%4]
			}
			p := start(t, s, game.ListOf(nums...))
			res := p.Solve()
			if want := predictDP(nums); res.Differential != want {
				t.Fatalf("%v: got %+v, want differential %d", nums, res, want)
			}
			if res.First+res.Second != sum(nums) {
				t.Fatalf("%v: totals %d + %d, want %d in all", nums, res.First, res.Second, sum(nums))
			}
		}
	}
}

func sum(xs []int64) (s int64) {
	for _, x := range xs {
		s += x
	}
	return s
}

// slideNim is slide.star's answer by its closed form: each row a Nim heap
// of the free cells left of its token, up to a wall or the edge.
func slideNim(board []string) bool {
	x := 0
	for _, row := range board {
		p := strings.IndexByte(row, 'X')
		h := 0
		for q := p - 1; q >= 0 && row[q] == '.'; q-- {
			h++
		}
		x ^= h
	}
	return x != 0
}

// A string[] parameter in a rules file: slide.star's board, held to Nim.
func TestSlide(t *testing.T) {
	s := loadExample(t, "slide.star", Limits{})
	if s.Params[0].Kind != game.Strings {
		t.Fatalf("board is %v, want string[]", s.Params[0].Kind)
	}
	if err := s.CheckArgs(game.Args{game.StringsOf("X.", "XX")}); err == nil || !strings.Contains(err.Error(), "board[1] holds 2 tokens") {
		t.Errorf("a row of two tokens: got %v", err)
	}
	wins := 0
	for seed := range uint64(80) {
		args, err := s.Generate(rand.New(rand.NewPCG(seed, 7)), 1+int(seed%6))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckArgs(args); err != nil {
			t.Fatalf("generate gave %v: %v", args, err)
		}
		board := args[0].Strings()
		p := start(t, s, args...)
		want := slideNim(board)
		if got := s.Answer(p.Solve()).String(); got != fmt.Sprint(want) {
			t.Fatalf("%q: got %s, want %v", board, got, want)
		}
		if want {
			wins++
		}
		if seed < 10 {
			verify(t, p)
		}
	}
	if wins == 0 || wins == 80 {
		t.Errorf("%d of 80 generated boards are first-player wins: want some of each", wins)
	}
}

// coloringWins is LeetCode 1145's closed form: Blue wins when one of the
// three parts that x's node splits the tree into (its left subtree, its
// right subtree, the rest) holds more than half the nodes.
func coloringWins(tree []game.TreeNode, x int64) bool {
	var size func(i int) int
	size = func(i int) int {
		if i < 0 {
			return 0
		}
		return 1 + size(tree[i].Left) + size(tree[i].Right)
	}
	for _, nd := range tree {
		if nd.Val == x {
			l, r := size(nd.Left), size(nd.Right)
			rest := len(tree) - l - r - 1
			return 2*max(l, r, rest) > len(tree)
		}
	}
	return false
}

// A binary tree in a rules file: tree-coloring.star, played out in full,
// against 1145's closed form.
func TestTreeColoring(t *testing.T) {
	s := loadExample(t, "tree-coloring.star", Limits{})
	if s.Params[0].Kind != game.Tree || !s.Params[0].Distinct {
		t.Fatalf("root is %v (distinct %v), want a TreeNode of distinct values", s.Params[0].Kind, s.Params[0].Distinct)
	}
	wins := 0
	for seed := range uint64(60) {
		args, err := s.Generate(rand.New(rand.NewPCG(seed, 1145)), 1+int(seed%12))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckArgs(args); err != nil {
			t.Fatalf("generate gave %v: %v", args, err)
		}
		p := start(t, s, args...)
		want := coloringWins(args[0].Tree(), args[2].Int())
		if got := s.Answer(p.Solve()).String(); got != fmt.Sprint(want) {
			t.Fatalf("%v: got %s, want %v", args, got, want)
		}
		if want {
			wins++
		}
	}
	if wins == 0 || wins == 60 {
		t.Errorf("%d of 60 generated trees are Blue's: want some of each", wins)
	}
	bad := game.Args{game.TreeOf(game.TreeNode{Val: 1, Left: -1, Right: -1}), game.IntOf(3), game.IntOf(1)}
	if err := s.CheckArgs(bad); err == nil || !strings.Contains(err.Error(), "n = 3, and the tree has 1 nodes") {
		t.Errorf("n not the tree's size: got %v", err)
	}
}
