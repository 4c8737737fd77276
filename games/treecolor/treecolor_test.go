package treecolor

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// shape is a binary tree's shape, for building test trees.
type shape struct{ l, r *shape }

// shapes returns every shape of n nodes.
func shapes(n int) []*shape {
	if n == 0 {
		return []*shape{nil}
	}
	var out []*shape
	for k := 0; k < n; k++ {
		for _, l := range shapes(k) {
			for _, r := range shapes(n - 1 - k) {
				out = append(out, &shape{l, r})
			}
		}
	}
	return out
}

// level writes a shape in LeetCode's level order, the values 1, 2, … in
// that order, or vals[k] for the k-th node when vals is given.
func level(s *shape, vals []int64) []*int64 {
	var out []*int64
	queue := []*shape{s}
	k := int64(0)
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		if t == nil {
			out = append(out, nil)
			continue
		}
		v := k + 1
		if vals != nil {
			v = vals[k]
		}
		k++
		out = append(out, &v)
		queue = append(queue, t.l, t.r)
	}
	for len(out) > 0 && out[len(out)-1] == nil {
		out = out[:len(out)-1]
	}
	return out
}

// parse reads LeetCode's notation: "[1,2,3,null,5]".
func parse(s string) []*int64 {
	var out []*int64
	for _, f := range strings.Split(strings.Trim(s, "[]"), ",") {
		if f = strings.TrimSpace(f); f == "null" {
			out = append(out, nil)
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			panic(err)
		}
		out = append(out, &v)
	}
	return out
}

// leetcode is LeetCode's answer, written apart: the largest part of the
// tree without x has more than n/2 nodes.
func leetcode(level []*int64, x int64) bool {
	t, err := build(level)
	if err != nil {
		panic(err)
	}
	i := t.index[x]
	var count func(j int) int
	count = func(j int) int {
		if j < 0 {
			return 0
		}
		return 1 + count(t.left[j]) + count(t.right[j])
	}
	l, r := count(t.left[i]), count(t.right[i])
	n := len(t.val)
	return max(l, r, n-1-l-r) > n/2
}

// walk holds every position reachable from p to the oracle.
func walk(t interface{ Fatalf(string, ...any) }, name string, p game.Solvable, seen map[string]bool) {
	if seen[p.Key()] {
		return
	}
	seen[p.Key()] = true
	if err := oracletest.Outcomes(p); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, m := range p.Moves() {
		_, q, err := p.Play(m)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		walk(t, name, q.(game.Solvable), seen)
	}
}

// TestExhaustive holds every position of every tree of up to 6 nodes (7
// without -short), every x, to the oracle, the start's answer to
// LeetCode's, and the line to the oracle.
func TestExhaustive(t *testing.T) {
	most := 7
	if testing.Short() {
		most = 6
	}
	for n := 1; n <= most; n++ {
		for _, s := range shapes(n) {
			l := level(s, nil)
			for x := int64(1); x <= int64(n); x++ {
				p := must(l, int64(n), x)
				name := fmt.Sprintf("root = %s, x = %d", show(l), x)
				if n%2 == 1 {
					if got, want := p.Solve().Differential > 0, leetcode(l, x); got != want {
						t.Fatalf("%s: Bob wins %v, want %v", name, got, want)
					}
				}
				walk(t, name, p, map[string]bool{})
				if err := oracletest.OutcomeLine(p); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
		}
	}
}

// TestRapid: random trees of up to 9 nodes, with values in any order,
// after a few random moves, against the oracle; and large trees against
// LeetCode's answer, with a line that ends as Solve says.
func TestRapid(t *testing.T) {
	randomShape := func(rt *rapid.T, n int) *shape {
		var build func(n int) *shape
		build = func(n int) *shape {
			if n == 0 {
				return nil
			}
			k := rapid.IntRange(0, n-1).Draw(rt, "left")
			return &shape{build(k), build(n - 1 - k)}
		}
		return build(n)
	}
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, 9).Draw(rt, "n")
		vals := rapid.Permutation(seq(n)).Draw(rt, "vals")
		l := level(randomShape(rt, n), vals)
		x := rapid.Int64Range(1, int64(n)).Draw(rt, "x")
		var p game.Solvable = must(l, int64(n), x)
		for k := rapid.IntRange(0, 4).Draw(rt, "moves"); k > 0 && len(p.Moves()) > 0; k-- {
			ms := p.Moves()
			_, q, err := p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
			if err != nil {
				rt.Fatal(err)
			}
			p = q.(game.Solvable)
		}
		if err := oracletest.Outcomes(p); err != nil {
			rt.Fatalf("root = %s, x = %d: %v", show(l), x, err)
		}
	})
	rapid.Check(t, func(rt *rapid.T) {
		n := 2*rapid.IntRange(1, 150).Draw(rt, "half") + 1
		l := level(randomShape(rt, n), nil)
		x := rapid.Int64Range(1, int64(n)).Draw(rt, "x")
		p := must(l, int64(n), x)
		if got, want := p.Solve().Differential > 0, leetcode(l, x); got != want {
			rt.Fatalf("root = %s, x = %d: Bob wins %v, want %v", show(l), x, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

func seq(n int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = int64(i + 1)
	}
	return s
}

func show(l []*int64) string {
	var parts []string
	for _, v := range l {
		if v == nil {
			parts = append(parts, "null")
		} else {
			parts = append(parts, strconv.FormatInt(*v, 10))
		}
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		root string
		n, x int64
		want bool
	}{
		{"[1,2,3,4,5,6,7,8,9,10,11]", 11, 3, true},
		{"[1,2,3]", 3, 1, false},
	} {
		p := must(parse(tc.root), tc.n, tc.x)
		r := p.Solve()
		if got := r.Differential > 0; got != tc.want || r.Remoteness != int(tc.n)-1 {
			t.Errorf("%s, x = %d: %+v, want Bob wins %v in %d", tc.root, tc.x, r, tc.want, tc.n-1)
		}
		if err := oracletest.CheckOutcomes(p); err != nil && tc.n < 5 {
			t.Error(err)
		}
		if err := oracletest.LineEnds(p); err != nil {
			t.Error(err)
		}
	}
	p := must(parse("[1,2,3,4,5,6,7,8,9,10,11]"), 11, 3)
	// LeetCode's explanation picks 2 (7 of the 11 nodes); the line picks
	// the parent, 1, heading the largest part (8); 4 and 5 win too: Alice
	// and Bob race on the path 1, 2 and Bob gets 2.
	if got, want := p.Line()[0].Move, Node(1); got != want {
		t.Errorf("Bob's first move is %v, want %v", got, want)
	}
	var wins []string
	for _, o := range p.Options() {
		if o.Value > 0 {
			wins = append(wins, o.Move.String())
		}
	}
	if got, want := strings.Join(wins, ", "), "node 1, node 2, node 4, node 5"; got != want {
		t.Errorf("Bob's winning picks are %s, want %s", got, want)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		root string
		n, x int64
		want string
	}{
		{"[1,2,3]", 4, 1, "n = 4, but the tree has 3 nodes"},
		{"[1,2,3]", 3, 7, "x = 7 is not a node of the tree"},
		{"[1,2,2]", 3, 1, "root[2] = 2 is the value of another node too"},
		{"[1,null,null,2]", 2, 1, "root[3] = 2 has no parent"},
		{"[null,1]", 1, 1, "root[0] is null"},
		{"[]", 0, 1, "empty tree"},
	} {
		var l []*int64
		if tc.root != "[]" {
			l = parse(tc.root)
		}
		if _, err := New(l, tc.n, tc.x); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%s, %d, %d): got %v, want an error containing %q", tc.root, tc.n, tc.x, err, tc.want)
		}
	}
	p := must(parse("[1,2,3,4,5]"), 5, 2)
	q, _ := play(p, 3)
	for _, tc := range []struct {
		at   game.Position
		m    game.Move
		want string
	}{
		{p, Node(9), "node 9 is not in the tree"},
		{p, Node(2), "node 2 is already red"},
		{q, Node(3), "node 3 is already blue"},
		{q, Node(1), ""},
	} {
		_, _, err := tc.at.Play(tc.m)
		if tc.want == "" {
			if err != nil {
				t.Errorf("Play(%v): %v", tc.m, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	// Alice (red, on 2) to move: 1 is next to blue 3 and to red 2; 4 is hers; 3's
	// children do not exist.
	if _, _, err := q.Play(Node(4)); err != nil {
		t.Errorf("Play(node 4): %v", err)
	}
	r, _ := play(p, 4)
	if _, _, err := r.Play(Node(3)); err == nil || !strings.Contains(err.Error(), "node 3 is not next to a red node") {
		t.Errorf("Play(node 3) far from red: got %v", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{"5", " node 5", "colour 5", "Color Node 5"} {
		if m, err := ParseMove(s); err != nil || m != Node(5) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	for _, s := range []string{"", "node", "five", "5 6"} {
		if _, err := ParseMove(s); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v", s, err)
		}
	}
}

func play(p game.Position, vals ...int64) (game.Position, error) {
	for _, v := range vals {
		_, q, err := p.Play(Node(v))
		if err != nil {
			return nil, err
		}
		p = q
	}
	return p, nil
}

func must(l []*int64, n, x int64) Position {
	p, err := New(l, n, x)
	if err != nil {
		panic(err)
	}
	return p
}

func TestDraw(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	bob := 0
	for k := 0; k < 300; k++ {
		l, n, x := Draw(r, 1+k%40)
		p, err := New(l, n, x)
		if err != nil {
			t.Fatalf("%s, n = %d, x = %d: %v", show(l), n, x, err)
		}
		if n%2 == 0 || x < 1 || x > n {
			t.Fatalf("%s, n = %d, x = %d: outside LeetCode's constraints", show(l), n, x)
		}
		for i, v := range p.t.val {
			if v < 1 || v > n || i > 0 && v != p.t.val[i-1]+1 {
				t.Fatalf("%s: values are not 1 to n in level order", show(l))
			}
		}
		if p.Solve().Differential > 0 {
			bob++
		}
	}
	if bob < 30 || bob > 270 {
		t.Errorf("Bob wins %d of 300 drawn instances, want both players to win often", bob)
	}
}

func TestDescribeBoardInsight(t *testing.T) {
	p := must(parse("[1,2,3,4,5,6,7,8,9,10,11]"), 11, 3)
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	var rows []string
	for _, r := range in.Rows {
		rows = append(rows, strings.Join(r, " "))
	}
	if got, want := strings.Join(rows, "; "), "left subtree of x 6 1 10; right subtree of x 7 1 10; above x 1 8 3"; got != want {
		t.Errorf("Insight rows = %s, want %s", got, want)
	}
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "The largest part has 8 of the 11 nodes, more than half: Bob wins, 8 to 3.") {
		t.Errorf("Insight footer = %s", got)
	}
	q, err := play(p, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.(Position).Describe(), "blue (Bob) 2; red (Alice) 3; uncoloured 1 4 5 6 7 8 9 10 11"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	in, _ = q.(Position).Insight()
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "Bob ends with 7 nodes and Alice with 4") {
		t.Errorf("Insight footer after 2 = %s", got)
	}
	b := q.(Position).Board()
	var cells []string
	for _, c := range b.Cells[:4] {
		s := strconv.FormatInt(c.Values[0], 10)
		if c.Taken {
			s += fmt.Sprintf(" by %d", c.By)
		}
		if c.Move != nil {
			s += " plays"
		}
		cells = append(cells, s)
	}
	// Alice (red, on 3) to move: she may colour 1, 6 and 7.
	if got, want := strings.Join(cells, ", "), "1 plays, 2 by 1, 3 by 2, 4"; got != want {
		t.Errorf("Board = %s, want %s", got, want)
	}
	if !strings.Contains(b.Note, "2 is 1's left, 3 is 1's right") {
		t.Errorf("Board note = %s", b.Note)
	}
}

// TestNewNodes: the binary tree kind's nodes, in any order, give the
// position of the same tree in level order; and bad nodes are refused.
func TestNewNodes(t *testing.T) {
	// [1,2,3,null,5] with the nodes stored out of order: 1 at 0, 5 at 1,
	// 3 at 2, 2 at 3.
	nodes := []game.TreeNode{{Val: 1, Left: 3, Right: 2}, {Val: 5, Left: -1, Right: -1}, {Val: 3, Left: -1, Right: -1}, {Val: 2, Left: -1, Right: 1}}
	p, err := NewNodes(nodes, 4, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Key(), must(parse("[1,2,3,null,5]"), 4, 2).Key(); got != want {
		t.Errorf("Key = %s, want %s", got, want)
	}
	for _, tc := range []struct {
		nodes []game.TreeNode
		want  string
	}{
		{[]game.TreeNode{{Val: 1, Left: 5, Right: -1}}, "root's node 0 has a child 5"},
		{[]game.TreeNode{{Val: 1, Left: 1, Right: 1}, {Val: 2, Left: -1, Right: -1}}, "root's node 1 is the child of two nodes"},
		{[]game.TreeNode{{Val: 1, Left: -1, Right: -1}, {Val: 2, Left: -1, Right: -1}}, "root's node 1 is not below the root"},
	} {
		if _, err := NewNodes(tc.nodes, int64(len(tc.nodes)), 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewNodes(%v): got %v, want %q", tc.nodes, err, tc.want)
		}
	}
	one := must(parse("[1]"), 1, 1)
	if r := one.Solve(); r.Differential != -1 || r.Remoteness != 0 || len(one.Moves()) != 0 {
		t.Errorf("a tree of one node: %+v, %d moves, want Alice (player 2) wins at once", r, len(one.Moves()))
	}
}

func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		args game.Args
		want string
	}{
		{game.Args{complete(3), game.IntOf(5), game.IntOf(1)}, "n = 5, but the tree has 3 nodes"},
		{game.Args{complete(4), game.IntOf(4), game.IntOf(1)}, "n = 4 is even"},
		{game.Args{complete(3), game.IntOf(3), game.IntOf(4)}, "x = 4 is more than n = 3"},
	} {
		if err := within(tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("within(%v): got %v, want %q", tc.args, err, tc.want)
		}
	}
	if err := within(game.Args{complete(5), game.IntOf(5), game.IntOf(5)}); err != nil {
		t.Errorf("within: %v", err)
	}
}
