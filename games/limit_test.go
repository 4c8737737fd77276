package games

import "testing"

// TestLimits: enough games have a parameter Limit for the reader's early
// refusal to matter. Each Limit is held to its contract (a reason, past
// LeetCode's constraint, the solver's own) by gametest.Limits, which
// every game's Conformance runs.
func TestLimits(t *testing.T) {
	limits := 0
	for _, g := range All() {
		for _, p := range g.Params {
			if p.Limit > 0 {
				limits++
			}
		}
	}
	if limits < 10 {
		t.Errorf("got %d parameters with a Limit, want 10 or more (II, III, IV, V, divisor, can-i-win's two, game-of-nim, coins-in-a-line-ii, flip-game-ii)", limits)
	}
}
