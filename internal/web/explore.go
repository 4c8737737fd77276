package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/pattern"
)

// MaxSteps is the longest game whose optimal line the Solve page steps
// through; past it the page shows the verdict and the result only.
const MaxSteps = 5000

// step is one move of the optimal line, with what the page shows after
// it: the running totals of a scoring game, the running score of a solo
// one, the position in words and the cells of the board the move changes.
type step struct {
	Player int
	Take   json.RawMessage
	Move   string
	Say    string // the game's words for the move: "Alice removes 4 stones"
	Index  int
	Count  int // items taken from Index, when more than one
	Gain   int64
	First  int64 // the running totals after the move
	Second int64
	// Position says what remains after the move (game.Describe), ""
	// when left out (past maxPositions).
	Position string
	// Changes are the cells of the board that the move changes, when the
	// answer has boardSteps.
	Changes []change
	// Why is explain's reason for the move, an HTML fragment
	// ([explain.Explanation.WhyHTML]), and Best every optimal move there
	// ([game.Judge], as explain.Move.Optimal), as in Take, never cut at
	// the options Why lists: what the quiz reveals and counts as right. Both are empty for a move explain does not value, and Why
	// past whyMax bytes.
	Why  []byte
	Best []json.RawMessage
}

// whyMax bounds the bytes of the steps' reasons in one answer: a reason
// is a few hundred bytes (at most 8 options and the optimal ones), so a
// game of hundreds of moves has them all.
const whyMax = 1 << 20

// change is a cell of the board that a step changes: its index and the
// cell after the step.
type change struct {
	I int `json:"i"`
	cellJS
}

// appendJSON writes the step by the game's kind: a scoring game's gain
// and running "first", "second" and "differential", a solo game's gain
// and running "score", a win/lose game neither (its moves score nothing).
func (s *step) appendJSON(b []byte, kind game.Kind) []byte {
	b = append(b, `{"player":`...)
	b = strconv.AppendInt(b, int64(s.Player), 10)
	b = append(b, `,"take":`...)
	b = append(b, s.Take...)
	b = append(b, `,"move":`...)
	b = appendString(b, s.Move)
	b = append(b, `,"say":`...)
	b = appendString(b, s.Say)
	b = append(b, `,"index":`...)
	b = strconv.AppendInt(b, int64(s.Index), 10)
	if s.Count > 1 {
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(s.Count), 10)
	}
	switch kind {
	case game.Scoring:
		b = append(b, `,"gain":`...)
		b = strconv.AppendInt(b, s.Gain, 10)
		b = append(b, `,"first":`...)
		b = strconv.AppendInt(b, s.First, 10)
		b = append(b, `,"second":`...)
		b = strconv.AppendInt(b, s.Second, 10)
		b = append(b, `,"differential":`...)
		b = strconv.AppendInt(b, s.First-s.Second, 10)
	case game.Solo:
		b = append(b, `,"gain":`...)
		b = strconv.AppendInt(b, s.Gain, 10)
		b = append(b, `,"score":`...)
		b = strconv.AppendInt(b, s.First, 10)
	}
	if s.Position != "" {
		b = append(b, `,"position":`...)
		b = appendString(b, s.Position)
	}
	if len(s.Best) > 0 {
		b = append(b, `,"best":[`...)
		for k, t := range s.Best {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, t...)
		}
		b = append(b, ']')
	}
	if len(s.Why) > 0 {
		b = append(b, `,"why":`...)
		b = appendString(b, string(s.Why))
	}
	if s.Changes != nil {
		js, _ := json.Marshal(s.Changes) // cells always marshal
		b = append(b, `,"changes":`...)
		b = append(b, js...)
	}
	return append(b, '}')
}

// exploreResponse is what the Solve page shows. Its JSON adds, after these
// fields, the result's members by the game's kind (resultMembers) and the
// steps (step.appendJSON).
type exploreResponse struct {
	Game       string          `json:"game"`
	Title      string          `json:"title"`
	Kind       string          `json:"kind"` // "scoring", "win/lose" or "solo"
	Players    [2]string       `json:"players"`
	N          int             `json:"n"`
	Args       json.RawMessage `json:"args"` // the instance in LeetCode's notation (argsJSON)
	Answer     any             `json:"answer"`
	AnswerRule string          `json:"answerRule"`
	Verdict    string          `json:"verdict"`
	// Position says what the start is, in words (game.Describe), for a
	// game the page steps through.
	Position string `json:"position,omitempty"`
	// Board draws the starting position, when it draws one (see boardOf).
	// With BoardSteps each step says the cells it changes (the board after
	// it is the board before with them); without, the page marks the
	// items each step takes on it.
	Board      *boardJS `json:"board,omitempty"`
	BoardSteps bool     `json:"boardSteps,omitempty"`
	// Figures are SVG fragments: "chart", "table", "tree", when drawn;
	// "chartNarrow" is the chart drawn for a phone.
	Figures map[string]string `json:"figures"`
	// Insight is the game's insight on the instance, an HTML fragment
	// (explain's), when it has one.
	Insight string `json:"insight,omitempty"`
	// Explanation is explain's HTML fragment, for short games.
	Explanation string   `json:"explanation,omitempty"`
	Notes       []string `json:"notes"`

	game   *game.Spec
	result game.Result
	steps  []step // nil past MaxSteps
}

// appendJSON writes the response: its fields, the result's members and
// the steps.
func (r *exploreResponse) appendJSON() ([]byte, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var steps []byte
	if r.steps != nil {
		steps = append(steps, `"steps":[`...)
		for k := range r.steps {
			if k > 0 {
				steps = append(steps, ',')
			}
			steps = r.steps[k].appendJSON(steps, r.game.Kind)
		}
		steps = append(steps, ']')
	}
	return withMembers(b, resultMembers(r.game, r.result), steps), nil
}

// explainMax is the longest game the Solve page explains (walk-through,
// figures); explain.Build is O(n) plus its bounded parts, about 100 ms here
// at this size. Longer games get the verdict and the result.
const explainMax = MaxSteps

// maxPosition is the longest position in words that the page shows: a
// pile, a running total and the numbers left, the counts mod 3, the piles.
// A game whose start says more (a row of 300 numbers, which its board
// shows) gets no position in words, at the start or after any step.
const maxPosition = 200

// maxPositions bounds the bytes of the positions in words that the steps
// carry, however the positions grow. Past it the steps carry none.
const maxPositions = 1 << 20

// maxBoardSteps bounds the work of drawing the board after every step
// (steps × (cells + steps), boardOf's cost): past it the steps carry no
// changes, and the page marks the items taken on the starting board.
const maxBoardSteps = 1 << 21

// chartWide and chartNarrow are the sizes of the Solve page's charts, in
// pixels: a desktop's card shows the wide one about at its size, a phone's
// (about 330 px) the narrow one, so the text stays about 12 px high.
var chartWide, chartNarrow = [2]int{960, 300}, [2]int{360, 250}

// fragmentMax is the longest game whose full written explanation (the
// "why" of every move) the page includes.
const fragmentMax = 100

// handleExplore answers POST /api/explore: the verdict, the result, the
// optimal line with what each step leaves and the figures of the Solve
// page, all from package explain.
func handleExplore(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r, opExplore)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := in.only("/api/explore"); err != nil {
		writeError(w, err)
		return
	}
	g := in.game
	n := in.args.Size()
	resp := exploreResponse{
		Game: g.Name, Title: g.Title, Kind: g.Kind.String(), Players: g.Players, N: n, AnswerRule: g.AnswerRule,
		Args: argsJSON(g, in.args), Figures: map[string]string{}, Notes: []string{}, game: g,
	}
	if longer(in.start, in.args, explainMax) {
		s := game.NewSolution(g, in.start, false)
		resp.Answer, resp.result = s.Answer(), s.Result
		resp.Verdict = verdictText(g, s.Result, s.Answer())
		moves := fmt.Sprint(n)
		if _, ok := in.args.Length(); !ok {
			moves = fmt.Sprint("more than ", explainMax)
		}
		resp.Notes = append(resp.Notes, fmt.Sprintf("The game has %s moves: the page steps through and draws games of up to %d. The result comes from the game's solver.", moves, explainMax))
		writeExplore(w, &resp)
		return
	}
	e, err := explain.Build(g, in.args, in.start, &explain.Options{Place: pattern.Place})
	if err != nil {
		writeError(w, err)
		return
	}
	resp.Answer, resp.result, resp.Verdict = e.Answer, e.Result, e.Verdict()
	if pos := game.Describe(in.start); len(pos) <= maxPosition {
		resp.Position = pos
	}
	resp.Board = boardOf(in.start, nil, n)
	resp.steps, resp.BoardSteps = steps(g, in.start, e.Moves, resp.Board, n, resp.Position != "")
	reasons(e, resp.steps)
	figs := map[string][]byte{
		"chart": e.ChartSVGSize(chartWide[0], chartWide[1]), "chartNarrow": e.ChartSVGSize(chartNarrow[0], chartNarrow[1]),
		"table": e.TableSVG(), "tree": e.TreeSVG(),
	}
	for name, svg := range figs {
		if svg != nil {
			resp.Figures[name] = string(svg)
		}
	}
	resp.Insight = string(e.InsightHTML())
	if n <= fragmentMax {
		resp.Explanation = string(e.HTMLFragment())
	}
	resp.Notes = append(resp.Notes, e.Notes...)
	writeExplore(w, &resp)
}

// steps returns the moves of the walk-through as the page steps through
// them, from the start p: each with the game's words for it, the items it
// takes, the running totals, and, within maxPositions and maxBoardSteps,
// the position after it in words (with describe: the start's is short) and
// the cells of board (the start's) it changes. withChanges says that every
// step has its changes. The cost is one Play per move (the walk-through's
// own), plus a Describe and a Board per move within the bounds.
func steps(g *game.Spec, p game.Solvable, moves []explain.Move, board *boardJS, n int, describe bool) (out []step, withChanges bool) {
	out = make([]step, 0, len(moves))
	cells := 0
	if board != nil {
		cells = len(board.Cells)
	}
	withChanges = board != nil && float64(len(moves))*float64(cells+len(moves)) <= maxBoardSteps
	prev := board
	var line game.Line
	positions := 0
	for _, m := range moves {
		st := step{Player: int(m.Player), Take: moveJSON(m.Move), Move: m.Move.String(), Say: g.Describe(m.Step),
			Index: m.Index, Gain: m.Gain, First: m.First, Second: m.Second}
		if p != nil { // the items the move takes, all of them, and what it leaves
			_, st.Count = span(p, m.Move)
			if s, q, err := game.Apply(p, m.Move); err == nil {
				p = q
				line = append(line, s)
			} else {
				p = nil
			}
		}
		if p != nil && describe && positions <= maxPositions {
			st.Position = game.Describe(p)
			positions += len(st.Position)
		}
		if withChanges {
			var next *boardJS
			if p != nil {
				next = boardOf(p, line, n)
			}
			if next == nil || len(next.Cells) != len(prev.Cells) {
				withChanges = false // a board that comes and goes, or changes size: mark the start's
			} else {
				st.Changes = changes(prev, next)
				prev = next
			}
		}
		out = append(out, st)
	}
	if positions > maxPositions {
		for k := range out {
			out[k].Position = ""
		}
	}
	if !withChanges {
		for k := range out {
			out[k].Changes = nil
		}
	}
	return out, withChanges
}

// reasons gives each step of out, the steps of e's moves, what explain
// says of it: all the optimal moves and, within whyMax bytes in all, why.
// O(optimal moves) per move.
func reasons(e *explain.Explanation, out []step) {
	size := 0
	for k := range out {
		if k >= len(e.Moves) {
			break
		}
		for _, m := range e.Moves[k].Optimal { // all of them: the quiz's answer key
			out[k].Best = append(out[k].Best, moveJSON(m))
		}
		if w := e.WhyHTML(k); size+len(w) <= whyMax {
			out[k].Why = w
			size += len(w)
		}
	}
}

// changes returns the cells of next that differ from prev's, in what they
// show (values, text, taken and by whom, mark), the move each plays left out:
// the Solve page's board is not played on. An empty list, not nil, when
// none does.
func changes(prev, next *boardJS) []change {
	out := []change{}
	for i, c := range next.Cells {
		o := prev.Cells[i]
		if slices.Equal(c.Values, o.Values) && c.Text == o.Text && c.Taken == o.Taken && c.By == o.By && c.Mark == o.Mark {
			continue
		}
		c.Move = nil
		out = append(out, change{I: i, cellJS: c})
	}
	return out
}

// writeExplore answers resp.
func writeExplore(w http.ResponseWriter, resp *exploreResponse) {
	b, err := resp.appendJSON()
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, b)
}

// longer reports whether the game from p, of the instance args, is
// longer than most moves: a list (string, grid) longer than most, or (for
// a game of integers alone, nim-game's heap of 2^31 − 1 stones has 10^9
// moves) a line that goes on past most steps. It takes at most most+1
// steps of the line from a [game.Stepper].
func longer(p game.Solvable, args game.Args, most int) bool {
	if n, ok := args.Length(); ok {
		return n > most
	}
	moves := 0
	for range game.Steps(p) {
		if moves++; moves > most {
			return true
		}
	}
	return false
}

// verdictText states a result, for the games too long to explain, as
// explain's Verdict does for the others: "Alice wins 101 to 12, so the
// answer is true", "Bob wins in 4 moves, so the answer is false".
func verdictText(g *game.Spec, r game.Result, answer game.Answer) string {
	return (&explain.Explanation{Game: g, Result: r, Answer: answer}).Verdict()
}
