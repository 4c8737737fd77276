package gametest

import (
	"context"
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
)

// Statement is what a game's problem statement says of its instances,
// held by [Conformance] against the game's Spec. A built-in game copies it
// from its problem (leetcode.com/problems/SLUG); a game without one (a
// rules file, a toy, a test's fake) passes [NoStatement].
type Statement struct {
	// Constraints are the statement's Constraints, one a parameter, in
	// the order of the Spec's Params, as LeetCode writes them, with "n ==
	// piles.length" written into the bounds of n: "2 <= piles.length <=
	// 500, 1 <= piles[i] <= 500". 10^5 and 5 * 10^4 may be written so.
	// Each must be its parameter's [game.Param.Constraint], word for word.
	Constraints []string
	// Extra are the statement's conditions beyond bounds, each with an
	// instance that breaks only it: the game must refuse each
	// (CheckArgs, Within or New). A game of 1908 that allowed empty piles
	// made check draw piles = [0] and fail a solution that relies on 1 <=
	// piles[i].
	Extra map[string]game.Args
	// None says the game has no statement: its constraints are its own.
	None bool
}

// NoStatement is the Statement of a game that has none: a rules file, a
// toy, a test's fake.
var NoStatement = Statement{None: true}

// Constraints checks g against its problem's statement st: one constraint
// for each parameter, each its Param's Constraint word for word, and every
// Extra instance refused. A Statement with no Constraints (and not None)
// fails, with the lines to copy into the game's test.
func Constraints(t testing.TB, g *game.Spec, st Statement) {
	t.Helper()
	if st.None {
		return
	}
	if len(st.Constraints) == 0 {
		var lines []string
		for _, p := range g.Params {
			lines = append(lines, strconv.Quote(p.Constraint()))
		}
		t.Errorf("%s: its Statement gives no Constraints: copy its problem statement's, one a parameter, into the game's own test, gametest.Conformance(t, spec, gametest.Statement{Constraints: []string{%s}}) if the statement says what the Spec says; or pass gametest.NoStatement for a game with no problem statement", g.Name, strings.Join(lines, ", "))
		return
	}
	if len(st.Constraints) != len(g.Params) {
		t.Errorf("%s: the statement has %d constraints, the Spec %d parameters (%s): give one constraint a parameter", g.Name, len(st.Constraints), len(g.Params), g.ParamNames())
		return
	}
	for i, p := range g.Params {
		if got, want := p.Constraint(), Plain(st.Constraints[i]); got != want {
			t.Errorf("%s: %s's constraint is %q, the statement's %q: make the Param say what the statement says", g.Name, p.Name, got, want)
		}
	}
	rules := make([]string, 0, len(st.Extra))
	for rule := range st.Extra {
		rules = append(rules, rule)
	}
	sort.Strings(rules)
	for _, rule := range rules {
		args := st.Extra[rule]
		if err := g.CheckArgs(args); err == nil {
			if _, err := g.Start(context.Background(), args); err == nil {
				t.Errorf("%s: %s is accepted, which breaks %q: refuse it (Within, or the game's New)", g.Name, g.Notation(args), rule)
			}
		}
	}
}

var (
	timesPower = regexp.MustCompile(`(\d+) \* 10\^(\d+)`)
	power      = regexp.MustCompile(`10\^(\d+)`)
)

// Plain writes LeetCode's 5 * 10^4 and 10^5 as numbers, as
// [game.Param.Constraint] does: "-10^4 <= x <= 5 * 10^4" is "-10000 <= x
// <= 50000". It leaves 2^31 - 1 as it is.
func Plain(s string) string {
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
