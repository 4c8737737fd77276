package game

import (
	"fmt"
	"testing"
)

// waiting is a loopy game: at c = 0 the player to move may wait (the
// other player moves, nothing changes) or step to c = 1, where the other
// player finishes and wins. Waiting for ever is a draw.
type waiting struct {
	c    int
	turn Player
	done bool
}

type waitMove string

func (m waitMove) String() string { return string(m) }

func (p waiting) Turn() Player { return p.turn }
func (p waiting) Moves() []Move {
	switch {
	case p.done:
		return nil
	case p.c == 1:
		return []Move{waitMove("finish")}
	}
	return []Move{waitMove("wait"), waitMove("step")}
}
func (p waiting) Play(m Move) (int64, Position, error) {
	q := waiting{c: p.c, turn: p.turn.Other()}
	switch {
	case m == waitMove("finish") && p.c == 1:
		q.done = true
	case m == waitMove("step") && p.c == 0:
		q.c = 1
	case m == waitMove("wait") && p.c == 0:
	default:
		return 0, nil, fmt.Errorf("%v: not here", m)
	}
	return 0, q, nil
}
func (p waiting) Payoff() int64 {
	if p.done {
		return -1 // the other player finished
	}
	return 0
}
func (p waiting) Key() string { return fmt.Sprintf("%d %d %v", p.c, p.turn, p.done) }

// The oracle solves a game whose positions repeat by rounds, not by a
// recursion that would never end: a draw where both can wait for ever,
// a loss in 2 moves for the step.
func TestOracleLoops(t *testing.T) {
	p := waiting{turn: First}
	if v := Value(p); v != 0 {
		t.Errorf("Value = %d, want 0 (a draw)", v)
	}
	if r := Remoteness(p); r != Unknown {
		t.Errorf("Remoteness = %d, want Unknown", r)
	}
	if r := Solve(p); r.Differential != 0 || r.Remoteness != Unknown {
		t.Errorf("Solve = %+v, want a draw", r)
	}
	opts := Options(p)
	if len(opts) != 2 || opts[0].Value != 0 || opts[1].Value != -1 {
		t.Errorf("Options = %+v, want wait 0 and step -1", opts)
	}
	q := waiting{c: 1, turn: Second}
	if r := Solve(q); r.Differential != -1 || r.Remoteness != 1 {
		t.Errorf("Solve at c = 1 = %+v, want player 2 winning in 1", r)
	}
	if r := Remoteness(q); r != 1 {
		t.Errorf("Remoteness at c = 1 = %d, want 1", r)
	}
}
