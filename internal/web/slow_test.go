package web

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/fakegame"
)

// The fake slow game: a stand-in for stone-game-v, whose New does O(n²)
// work before any move, with a constructor that honours its context as
// split.NewContext does. Its rules are trivial (each move takes the first
// number), so that its answers are easy to check; its cost is all in New,
// which fills a triangular table of n(n+1)/2 bytes (12.5 MB at 5000
// numbers, an eighth of stone-game-v's two tables) with slowSpin rounds of
// arithmetic a cell, and looks at its context once per row.

var slowSpec = &game.Spec{
	Name: "fake-slow", Title: "A fake slow game", Rules: "take the first number; New fills an n² table first",
	Players: [2]string{"Alice", "Bob"}, Kind: game.Scoring,
	Params:   []game.Param{{Name: "row", Kind: game.List, MinLen: 1, MaxLen: 5000, Min: 0, Max: 9}},
	Func:     "slow",
	Examples: []game.Example{{Args: game.Args{game.ListOf(1, 2, 3)}, Answer: "2"}},
	New: func(ctx context.Context, args game.Args) (game.Solvable, error) {
		return newSlow(ctx, args)
	},
	Answer:     func(r game.Result) game.Answer { return game.IntAnswer(r.Differential) },
	AnswerType: "int", AnswerRule: "Alice's total minus Bob's",
	ParseMove: fakegame.ParseTake, MoveHelp: "take 1",
	OptionsCost: game.Constant, LineCost: game.Quadratic,
}

// slowStats is what the slow game's constructors did, for the tests.
type slowStats struct {
	started, completed, cancelled atomic.Int64
	running, maxRunning           atomic.Int64
	lagNanos                      atomic.Int64 // the longest time from a context's end to its constructor's return
}

var (
	slow     slowStats
	slowSpin = 1                      // rounds of arithmetic per cell
	slowGate atomic.Pointer[chan int] // when set, New waits for it to close (or its context) before filling
)

// newSlow builds the slow game's start, stopping with ctx.Err() when ctx
// ends: at the gate, or at the next row of the table.
func newSlow(ctx context.Context, args game.Args) (game.Solvable, error) {
	if len(args) != 1 || args[0].Len() == 0 || args[0].Len() > 5000 {
		return nil, errors.New("a row of 1 to 5000 numbers")
	}
	slow.started.Add(1)
	now := slow.running.Add(1)
	defer slow.running.Add(-1)
	for m := slow.maxRunning.Load(); now > m && !slow.maxRunning.CompareAndSwap(m, now); m = slow.maxRunning.Load() {
	}
	var endedAt atomic.Int64
	stop := context.AfterFunc(ctx, func() { endedAt.Store(time.Now().UnixNano()) })
	defer stop()
	cancelled := func() (game.Solvable, error) {
		slow.cancelled.Add(1)
		lag := int64(0) // the context ended just now, its AfterFunc not yet run
		if at := endedAt.Load(); at > 0 {
			lag = time.Now().UnixNano() - at
		}
		for {
			if m := slow.lagNanos.Load(); lag <= m || slow.lagNanos.CompareAndSwap(m, lag) {
				break
			}
		}
		return nil, ctx.Err()
	}
	if gate := slowGate.Load(); gate != nil {
		select {
		case <-*gate:
		case <-ctx.Done():
			return cancelled()
		}
	}
	row := args[0].List()
	n := len(row)
	table := make([]byte, n*(n+1)/2)
	k := 0
	for l := n - 1; l >= 0; l-- {
		if ctx.Err() != nil {
			return cancelled()
		}
		for r := l; r < n; r++ {
			x := uint64(row[l]<<8|row[r]) + uint64(k)
			for range slowSpin {
				x ^= x << 13
				x ^= x >> 7
			}
			table[k] = byte(x)
			k++
		}
	}
	slow.completed.Add(1)
	alt := make([]int64, n+1) // alt[i]: the mover's differential from i
	for i := n - 1; i >= 0; i-- {
		alt[i] = row[i] - alt[i+1]
	}
	return slowPos{row: row, alt: alt, table: table}, nil
}

// slowPos is a position of the slow game: row[lo:] remain.
type slowPos struct {
	row, alt []int64
	lo       int
	table    []byte
}

func (p slowPos) Turn() game.Player {
	if p.lo%2 == 0 {
		return game.First
	}
	return game.Second
}
func (p slowPos) Key() string { return strconv.Itoa(p.lo) }
func (p slowPos) Moves() []game.Move {
	if p.lo == len(p.row) {
		return nil
	}
	return []game.Move{take(1)}
}
func (p slowPos) Play(m game.Move) (int64, game.Position, error) {
	if m != take(1) || p.lo == len(p.row) {
		return 0, nil, errors.New("take 1 is the only move, while numbers remain")
	}
	q := p
	q.lo++
	return p.row[p.lo], q, nil
}
func (p slowPos) Payoff() int64 { return 0 }
func (p slowPos) Solve() game.Result {
	var mine, other int64
	for i := p.lo; i < len(p.row); i += 2 {
		mine += p.row[i]
		if i+1 < len(p.row) {
			other += p.row[i+1]
		}
	}
	if p.Turn() == game.Second {
		mine, other = other, mine
	}
	return game.Result{First: mine, Second: other, Differential: mine - other}
}
func (p slowPos) Options() []game.Option {
	if p.lo == len(p.row) {
		return nil
	}
	return []game.Option{{Move: take(1), Gain: p.row[p.lo], Value: p.alt[p.lo]}}
}
func (p slowPos) Line() game.Line { return game.LineBy(p, nil) }

// registerSlow adds the slow game to the registry, for the test; its
// counters start
// at zero, slowSpin at spin, and no gate.
func registerSlow(t *testing.T, spin int) {
	t.Helper()
	remove, err := games.Register(slowSpec)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []*atomic.Int64{&slow.started, &slow.completed, &slow.cancelled, &slow.running, &slow.maxRunning, &slow.lagNanos} {
		c.Store(0)
	}
	slowSpin = spin
	slowGate.Store(nil)
	t.Cleanup(func() {
		remove()
		slowGate.Store(nil)
	})
}

// closeGate makes the slow game's constructors wait until the returned
// function opens it (or their context ends).
func closeGate() (open func()) {
	gate := make(chan int)
	slowGate.Store(&gate)
	var once sync.Once
	return func() { once.Do(func() { close(gate) }) }
}

// slowBody is a request for the slow game on n numbers 0 to 9 (two bytes
// each: 5000 of them are 10 KB, a small body), with extra members.
func slowBody(n int, extra string) string {
	var b strings.Builder
	b.WriteString(`{"game":"fake-slow","row":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(byte('0' + i*7%10))
	}
	return b.String() + "]" + extra + "}"
}

// slowAnswer is the differential /api/solve answers for slowBody(n).
func slowAnswer(n int) int64 {
	var d int64
	for i := range n {
		x := int64(i * 7 % 10)
		if i%2 == 1 {
			x = -x
		}
		d += x
	}
	return d
}
