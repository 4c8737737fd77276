package games

import (
	"context"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"stonegame/game"
)

// constraints are the Constraints of each problem statement, as LeetCode
// (or LintCode) writes them, one parameter a line, with "n ==
// piles.length" written into the bounds of n. From the statements'
// Constraints sections (leetcode.com/problems/SLUG; the doocs/leetcode
// READMEs hold the same text); LintCode 394-396 state none but what their
// examples show (a non-negative n, a non-empty row of non-negative
// values). extra are the conditions beyond bounds, each with an instance
// that breaks only it.
var constraints = map[string]struct {
	params []string
	extra  map[string]game.Args
}{
	"predict-the-winner": {params: []string{"1 <= nums.length <= 20, 0 <= nums[i] <= 10^7"}},
	"stone-game": {params: []string{"2 <= piles.length <= 500, 1 <= piles[i] <= 500"}, extra: map[string]game.Args{
		"piles.length is even":  {game.ListOf(1, 2, 2)},
		"sum(piles[i]) is odd.": {game.ListOf(1, 3)},
	}},
	"stone-game-ii":  {params: []string{"1 <= piles.length <= 100, 1 <= piles[i] <= 10^4"}},
	"stone-game-iii": {params: []string{"1 <= stoneValue.length <= 5 * 10^4, -1000 <= stoneValue[i] <= 1000"}},
	"stone-game-iv":  {params: []string{"1 <= n <= 10^5"}},
	"stone-game-v":   {params: []string{"1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6"}},
	"stone-game-vi": {params: []string{"1 <= aliceValues.length <= 10^5, 1 <= aliceValues[i] <= 100", "1 <= bobValues.length <= 10^5, 1 <= bobValues[i] <= 100"}, extra: map[string]game.Args{
		"n == aliceValues.length == bobValues.length": {game.ListOf(1, 2), game.ListOf(1)},
	}},
	"stone-game-vii":                       {params: []string{"2 <= stones.length <= 1000, 1 <= stones[i] <= 1000"}},
	"stone-game-viii":                      {params: []string{"2 <= stones.length <= 10^5, -10^4 <= stones[i] <= 10^4"}},
	"stone-game-ix":                        {params: []string{"1 <= stones.length <= 10^5, 1 <= stones[i] <= 10^4"}},
	"nim-game":                             {params: []string{"1 <= n <= 2^31 - 1"}},
	"can-i-win":                            {params: []string{"1 <= maxChoosableInteger <= 20", "0 <= desiredTotal <= 300"}},
	"divisor-game":                         {params: []string{"1 <= n <= 1000"}},
	"game-of-nim":                          {params: []string{"1 <= piles.length <= 7, 1 <= piles[i] <= 7"}},
	"find-the-winning-player-in-coin-game": {params: []string{"1 <= x <= 100", "1 <= y <= 100"}},
	"stone-removal-game":                   {params: []string{"1 <= n <= 50"}},
	"coins-in-a-line":                      {params: []string{"0 <= n <= 2^31 - 1"}},
	"coins-in-a-line-ii":                   {params: []string{"1 <= values.length, 0 <= values[i] <= 10^6"}},
	"coins-in-a-line-iii":                  {params: []string{"1 <= values.length, 0 <= values[i] <= 10^6"}},
	"flip-game-ii":                         {params: []string{"1 <= currentState.length <= 60, currentState[i] is '+' or '-'"}},
	"sum-game": {params: []string{"2 <= num.length <= 10^5, num[i] is '0' to '9' or '?'"}, extra: map[string]game.Args{
		"num.length is even.": {game.TextOf("1?3")},
	}},
	"remove-colored-pieces-if-both-neighbors-are-the-same-color": {params: []string{"1 <= colors.length <= 10^5, colors[i] is 'A' or 'B'"}},
	"vowels-game-in-a-string":                                    {params: []string{"1 <= s.length <= 10^5, s[i] is 'a' to 'z'"}},
	"find-if-digit-game-can-be-won":                              {params: []string{"1 <= nums.length <= 100, 1 <= nums[i] <= 99"}},
	"chalkboard-xor-game":                                        {params: []string{"1 <= nums.length <= 1000, 0 <= nums[i] <= 65535"}},
	"subtree-removal-game-with-fibonacci-tree":                   {params: []string{"1 <= n <= 100"}},
	// issue 30, the games on today's kinds (games2)
	"final-element-after-subarray-deletions": {params: []string{"1 <= nums.length <= 10^5, 1 <= nums[i] <= 10^5"}},
	"alice-and-bob-playing-flower-game":      {params: []string{"1 <= n <= 10^5", "1 <= m <= 10^5"}},
	"guess-number-higher-or-lower-ii":        {params: []string{"1 <= n <= 200"}},
	"cat-and-mouse": {params: []string{"3 <= graph.length <= 50, 1 <= graph[i].length <= 49, 0 <= graph[i][j] <= 49"}, extra: map[string]game.Args{
		"graph[i][j] != i":                       {game.GridOf([]int64{1}, []int64{0, 1, 2}, []int64{1})},
		"graph[i] is unique.":                    {game.GridOf([]int64{1, 1}, []int64{0, 2}, []int64{1})},
		"The mouse and the cat can always move.": {game.GridOf([]int64{1, 2}, []int64{0}, []int64{0})},
		"the graph is undirected":                {game.GridOf([]int64{1, 3}, []int64{0, 2}, []int64{1, 3}, []int64{0})},
	}},
	"maximum-number-of-moves-to-kill-all-pawns": {params: []string{"0 <= kx <= 49", "0 <= ky <= 49", "1 <= positions.length <= 15, 2 <= positions[i].length <= 2, 0 <= positions[i][j] <= 49"}, extra: map[string]game.Args{
		"positions[i] are unique.":                                    {game.IntOf(0), game.IntOf(0), game.GridOf([]int64{1, 2}, []int64{1, 2})},
		"positions[i] != [kx, ky] for all 0 <= i < positions.length.": {game.IntOf(3), game.IntOf(4), game.GridOf([]int64{3, 4})},
	}},
	// issue 30, the games on string[] and tree parameters (games3)
	"the-wording-game": {params: []string{"1 <= a.length <= 10^5, 1 <= a[i].length, a[i][j] is 'a' to 'z'", "1 <= b.length <= 10^5, 1 <= b[i].length, b[i][j] is 'a' to 'z'"}, extra: map[string]game.Args{
		"a and b are lexicographically sorted.":           {game.StringsOf("b", "a"), game.StringsOf("c")},
		"All the words in a and b combined are distinct.": {game.StringsOf("a", "c"), game.StringsOf("c")},
	}},
	"binary-tree-coloring-game": {params: []string{"the number of nodes of root is in the range [1, 100], the values of its n nodes are 1 to n, each once", "1 <= n <= 100", "1 <= x <= 100"}, extra: map[string]game.Args{
		"The number of nodes in the tree is n.": {game.TreeOf(game.TreeNode{Val: 1, Left: -1, Right: -1}), game.IntOf(3), game.IntOf(1)},
		"1 <= x <= n <= 100":                    {game.TreeOf(game.TreeNode{Val: 1, Left: -1, Right: -1}), game.IntOf(1), game.IntOf(2)},
		"n is odd.":                             {game.TreeOf(game.TreeNode{Val: 1, Left: 1, Right: -1}, game.TreeNode{Val: 2, Left: -1, Right: -1}), game.IntOf(2), game.IntOf(1)},
	}},
	"cat-and-mouse-ii": {params: []string{"1 <= grid.length <= 8, 1 <= grid[i].length <= 8, grid[i][j] is 'C', 'M', 'F', '.' or '#'", "1 <= catJump <= 8", "1 <= mouseJump <= 8"}, extra: map[string]game.Args{
		"cols = grid[i].length":                                  {game.StringsOf("MCF", ".."), game.IntOf(1), game.IntOf(1)},
		"There is only one of each character 'C', 'M', and 'F'.": {game.StringsOf("MCFM"), game.IntOf(1), game.IntOf(1)},
	}},
}

var (
	timesPower = regexp.MustCompile(`(\d+) \* 10\^(\d+)`)
	power      = regexp.MustCompile(`10\^(\d+)`)
)

// plain writes LeetCode's 5 * 10^4 and 10^5 as numbers, as
// [game.Param.Constraint] does.
func plain(s string) string {
	s = timesPower.ReplaceAllStringFunc(s, func(m string) string {
		var a, k int64
		fmt.Sscanf(m, "%d * 10^%d", &a, &k)
		return new(big.Int).Mul(big.NewInt(a), new(big.Int).Exp(big.NewInt(10), big.NewInt(k), nil)).String()
	})
	return power.ReplaceAllStringFunc(s, func(m string) string {
		var k int64
		fmt.Sscanf(m, "10^%d", &k)
		return new(big.Int).Exp(big.NewInt(10), big.NewInt(k), nil).String()
	})
}

// TestConstraintsAreLeetCodes: every built-in game declares its problem's
// constraints, word for word, and enforces the ones beyond bounds. A game
// of 1908 that allowed empty piles made check draw piles = [0] and fail a
// solution that relies on 1 <= piles[i].
func TestConstraintsAreLeetCodes(t *testing.T) {
	seen := 0
	for _, g := range All() {
		c, ok := constraints[g.Name]
		if !ok {
			t.Errorf("%s: no constraints in the table: add its statement's", g.Name)
			continue
		}
		seen++
		if len(c.params) != len(g.Params) {
			t.Errorf("%s: %d parameters, want %d", g.Name, len(g.Params), len(c.params))
			continue
		}
		for i, p := range g.Params {
			if got, want := p.Constraint(), plain(c.params[i]); got != want {
				t.Errorf("%s: got %q, want %q", g.Name, got, want)
			}
		}
		for rule, args := range c.extra {
			if err := g.CheckArgs(args); err == nil {
				if _, err := g.Start(context.Background(), args); err == nil {
					t.Errorf("%s: %s accepted, which breaks %q", g.Name, args, rule)
				}
			}
		}
	}
	if seen != len(constraints) {
		t.Errorf("%d games checked, %d in the table", seen, len(constraints))
	}
	if got := plain("-10^4 <= x <= 5 * 10^4"); got != "-10000 <= x <= 50000" {
		t.Errorf("plain: got %q", got)
	}
	if !strings.Contains(plain("2^31 - 1"), "2^31") {
		t.Error("plain rewrote 2^31")
	}
}
