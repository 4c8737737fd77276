// Package fakegame holds three games that exist only for tests: they drive
// the front ends (match, the terminal game, the web app, the CLI, check)
// through their generic paths, so a test proves that a game the front ends
// have never heard of works end to end. Pile is a win/lose game with a
// Spec and no optional ability; Front is a scoring game whose moves take
// several items and whose position draws a Board; Walk is a win/lose game
// of a string and a grid parameter. None is in the registry: a test adds
// them with games.Register (see [Register]). All solve by the oracle, so
// keep their instances small.
package fakegame

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/game"
)

// Take is a move of both fake games: take k (stones from the pile, items
// from the front of the row).
type Take int

func (k Take) String() string { return "take " + strconv.Itoa(int(k)) }

// ParseTake reads "take 2" or "2".
func ParseTake(s string) (game.Move, error) {
	k, ok := game.ParseCount(s, "take", 1)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type take 1 or take 2", s)
	}
	return Take(k), nil
}

// line follows the best options to the end, game.Quickest's in a win/lose
// game.
func line(p game.Solvable) game.Line { return game.LineBy(p, nil) }

// pile: Take 1 or 2 stones from a pile of n; who takes the last one wins.
type pile struct {
	n    int
	turn game.Player
}

func (p pile) Turn() game.Player { return p.turn }
func (p pile) Key() string       { return strconv.Itoa(p.n) }
func (p pile) Moves() []game.Move {
	var ms []game.Move
	for k := 1; k <= min(2, p.n); k++ {
		ms = append(ms, Take(k))
	}
	return ms
}
func (p pile) Play(m game.Move) (int64, game.Position, error) {
	k, ok := m.(Take)
	if !ok || k < 1 || k > 2 || int(k) > p.n {
		return 0, nil, fmt.Errorf("%v is not a legal move on a pile of %d", m, p.n)
	}
	return 0, pile{p.n - int(k), p.turn.Other()}, nil
}
func (p pile) Payoff() int64 {
	if p.n == 0 {
		return -1
	}
	return 0
}
func (p pile) Solve() game.Result { return game.Solve(p) }

// Options are the oracle's, each with the remoteness after it (by the
// oracle's Solve, which counts it in a win/lose game).
func (p pile) Options() []game.Option {
	return game.OutcomesBy(p, func(q game.Position) game.Result { return game.Solve(q) })
}
func (p pile) Line() game.Line { return line(p) }

// Pile is the win/lose fake: take 1 or 2 from a pile of n; who takes the
// last one wins.
var Pile = &game.Spec{
	Name: "fake-pile", Title: "A fake pile", Rules: "take 1 or 2 stones; who takes the last wins",
	Players: [2]string{"Alice", "Bob"}, Kind: game.WinLose,
	Params:   []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 30}},
	Func:     "pile",
	Examples: []game.Example{{Args: game.Args{game.IntOf(3)}, Answer: "false"}},
	New: game.FromInt("n", func(n int64) (pile, error) {
		if n < 1 || n > 30 {
			return pile{}, errors.New("a pile of 1 to 30 stones")
		}
		return pile{int(n), game.First}, nil
	}),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean", AnswerRule: "true if Alice wins",
	ParseMove: ParseTake, MoveHelp: "take 1 or take 2",
}

// front: a row of numbers; a move takes 1 or 2 from its front and scores
// their sum. Its position draws a Board and says what a move touches.
type front struct {
	row []int64
	lo  int
	by  []game.Player // who took each item so far (shared, appended only in copies)
}

func (p front) Turn() game.Player {
	if len(p.by) == 0 {
		return game.First
	}
	return p.by[len(p.by)-1].Other() // one player takes per move; by records per item
}

func (p front) Key() string { return fmt.Sprint(p.row[p.lo:]) }
func (p front) Moves() []game.Move {
	var ms []game.Move
	for k := 1; k <= min(2, len(p.row)-p.lo); k++ {
		ms = append(ms, Take(k))
	}
	return ms
}
func (p front) Play(m game.Move) (int64, game.Position, error) {
	k, ok := m.(Take)
	if !ok || k < 1 || k > 2 || p.lo+int(k) > len(p.row) {
		return 0, nil, fmt.Errorf("%v is not a legal move here", m)
	}
	var gain int64
	by := append([]game.Player(nil), p.by...)
	for i := range int(k) {
		gain += p.row[p.lo+i]
		by = append(by, p.Turn())
	}
	return gain, front{p.row, p.lo + int(k), by}, nil
}
func (p front) Payoff() int64          { return 0 }
func (p front) Solve() game.Result     { return game.Solve(p) }
func (p front) Options() []game.Option { return game.Options(p) }
func (p front) Line() game.Line        { return line(p) }
func (p front) Touches(m game.Move) (int, int) {
	if k, ok := m.(Take); ok && k >= 1 && k <= 2 && p.lo+int(k) <= len(p.row) {
		return p.lo, int(k)
	}
	return -1, 0
}
func (p front) Board() game.Board {
	cells := make([]game.Cell, len(p.row))
	for i, x := range p.row {
		cells[i] = game.Cell{Values: []int64{x}, Taken: i < p.lo}
		if i < p.lo {
			cells[i].By = p.by[i]
		}
	}
	for k, m := range p.Moves() {
		cells[p.lo+k].Move = m
	}
	return game.Board{Cells: cells, Note: "take 1 or 2 from the front"}
}

// Front is the scoring fake: take 1 or 2 items from the front of a row,
// scoring them.
var Front = &game.Spec{
	Name: "fake-front", Title: "A fake front", Rules: "take 1 or 2 numbers from the front",
	Players: [2]string{"Alice", "Bob"}, Kind: game.Scoring,
	Params:   []game.Param{{Name: "values", Kind: game.List, MinLen: 1, MaxLen: 20, Min: -100, Max: 100}},
	Func:     "front",
	Examples: []game.Example{{Args: game.Args{game.ListOf(1, 2, 3)}, Answer: "true"}},
	New: game.FromList("values", func(row []int64) (front, error) {
		if len(row) == 0 || len(row) > 20 {
			return front{}, errors.New("a row of 1 to 20 numbers")
		}
		return front{row: row}, nil
	}),
	Answer:     func(r game.Result) game.Answer { return game.BoolAnswer(r.Differential >= 0) },
	AnswerType: "boolean", AnswerRule: "true if Alice scores at least Bob",
	ParseMove: ParseTake, MoveHelp: "take 1 or take 2",
}

// To is a move of Walk: move the token to the node with this label.
type To byte

func (t To) String() string { return "to " + string(rune(t)) }

// walk: a token on a directed graph whose nodes are named by the letters
// of labels; it starts on the first node, and the players move it in turn
// along an edge to a node it has not visited; who cannot move loses
// (Geography, on a graph).
type walk struct {
	labels  string
	graph   [][]int64
	at      int
	visited uint32
	turn    game.Player
}

func (p walk) Turn() game.Player { return p.turn }
func (p walk) Key() string       { return fmt.Sprintf("%d/%x", p.at, p.visited) }
func (p walk) Moves() []game.Move {
	var ms []game.Move
	for _, j := range p.graph[p.at] {
		if p.visited&(1<<j) == 0 {
			ms = append(ms, To(p.labels[j]))
		}
	}
	return ms
}
func (p walk) Play(m game.Move) (int64, game.Position, error) {
	for _, mv := range p.Moves() {
		if mv == m {
			j := strings.IndexByte(p.labels, byte(m.(To)))
			q := p
			q.at, q.visited, q.turn = j, p.visited|1<<j, p.turn.Other()
			return 0, q, nil
		}
	}
	return 0, nil, fmt.Errorf("%v is not a legal move here", m)
}
func (p walk) Payoff() int64 {
	if len(p.Moves()) == 0 {
		return -1
	}
	return 0
}
func (p walk) Describe() string { return "the token is on " + string(p.labels[p.at]) }
func (p walk) Solve() game.Result {
	r := game.Solve(p)
	return r
}
func (p walk) Options() []game.Option {
	return game.OutcomesBy(p, func(q game.Position) game.Result { return game.Solve(q) })
}
func (p walk) Line() game.Line { return line(p) }

// Walk is the fake of a string and a grid: Geography on a graph of up to 8
// nodes named by letters.
var Walk = &game.Spec{
	Name: "fake-walk", Title: "A fake walk", Rules: "move the token along an edge to a node it has not visited; who cannot move loses",
	Players: [2]string{"Alice", "Bob"}, Kind: game.WinLose,
	Params: []game.Param{
		{Name: "labels", Kind: game.Text, MinLen: 1, MaxLen: 8, Alphabet: "abcdefgh"},
		{Name: "graph", Kind: game.Grid, MinLen: 1, MaxLen: 8, Min: 0, Max: 7, RowMax: 8},
	},
	Func: "walk",
	Examples: []game.Example{
		{Args: game.Args{game.TextOf("abc"), game.GridOf([]int64{1, 2}, []int64{2}, []int64{})}, Answer: "true"},
	},
	New: func(_ context.Context, args game.Args) (game.Solvable, error) {
		labels, graph := args[0].Text(), args[1].Grid()
		switch {
		case len(labels) == 0 || len(labels) > 8:
			return nil, errors.New("labels: 1 to 8 nodes")
		case len(graph) != len(labels):
			return nil, fmt.Errorf("graph has %d rows, labels %d nodes: give one row per node", len(graph), len(labels))
		}
		for i := range len(labels) {
			if strings.IndexByte(labels, labels[i]) != i {
				return nil, fmt.Errorf("labels[%d] = %q names two nodes", i, labels[i])
			}
		}
		for i, row := range graph {
			for k, j := range row {
				if j < 0 || int(j) >= len(labels) {
					return nil, fmt.Errorf("graph[%d][%d] = %d is not a node: the nodes are 0 to %d", i, k, j, len(labels)-1)
				}
			}
		}
		return walk{labels: labels, graph: graph, visited: 1, turn: game.First}, nil
	},
	// Generate draws a valid instance: random drawing within the
	// parameters' bounds would rarely give distinct labels and edges to
	// nodes that exist.
	Generate: func(r *rand.Rand, n int) (game.Args, error) {
		n = min(max(n, 1), 8)
		labels := []byte("abcdefgh")[:n]
		r.Shuffle(n, func(i, j int) { labels[i], labels[j] = labels[j], labels[i] })
		graph := make([][]int64, n)
		for i := range graph {
			graph[i] = []int64{}
			for j := range n {
				if j != i && r.IntN(3) == 0 {
					graph[i] = append(graph[i], int64(j))
				}
			}
		}
		return game.Args{game.TextOf(string(labels)), game.GridOf(graph...)}, nil
	},
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean", AnswerRule: "true if Alice wins",
	ParseMove: func(s string) (game.Move, error) {
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), "to"))
		if len(t) != 1 || t[0] < 'a' || t[0] > 'h' {
			return nil, fmt.Errorf("%q is not a move: type to and a node's letter, as to b", s)
		}
		return To(t[0]), nil
	},
	MoveHelp: "to and a node's letter: to b",
}

// Register adds the three fake games to the registry with register (the
// registry's Register, passed in so this package stays below it) and
// returns a function that removes them.
func Register(register func(*game.Spec) (func(), error)) (func(), error) {
	var removes []func()
	undo := func() {
		for _, r := range removes {
			r()
		}
	}
	for _, g := range []*game.Spec{Pile, Front, Walk} {
		remove, err := register(g)
		if err != nil {
			undo()
			return nil, err
		}
		removes = append(removes, remove)
	}
	return undo, nil
}
