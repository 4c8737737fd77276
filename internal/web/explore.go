package web

import (
	"encoding/json"
	"fmt"
	"net/http"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
)

// MaxSteps is the longest game whose optimal line the Solve page steps
// through; past it the page shows the verdict and the totals only.
const MaxSteps = 5000

// step is one move of the optimal line with the running totals after it.
type step struct {
	Player int             `json:"player"`
	Take   json.RawMessage `json:"take"`
	Move   string          `json:"move"`
	Index  int             `json:"index"`
	Count  int             `json:"count,omitempty"` // items taken from Index, when more than one
	Gain   int64           `json:"gain"`
	First  int64           `json:"first"`
	Second int64           `json:"second"`
	Diff   int64           `json:"diff"`
}

// exploreResponse is what the Solve page shows.
type exploreResponse struct {
	Game         string    `json:"game"`
	Title        string    `json:"title"`
	Players      [2]string `json:"players"`
	N            int       `json:"n"`
	Answer       any       `json:"answer"`
	AnswerRule   string    `json:"answerRule"`
	Winner       string    `json:"winner"`
	Verdict      string    `json:"verdict"`
	First        int64     `json:"first"`
	Second       int64     `json:"second"`
	Differential int64     `json:"differential"`
	Steps        []step    `json:"steps"` // nil past MaxSteps
	// Board draws the starting position, when it draws one (see boardOf):
	// the page marks the items each step takes on it.
	Board *boardJS `json:"board,omitempty"`
	// Figures are SVG fragments: "chart", "table", "tree", when drawn;
	// "chartNarrow" is the chart drawn for a phone.
	Figures map[string]string `json:"figures"`
	// Explanation is explain's HTML fragment, for short games.
	Explanation string   `json:"explanation,omitempty"`
	Notes       []string `json:"notes"`
}

// explainMax is the longest game the Solve page explains (walk-through,
// figures); explain.Build is O(n) plus its bounded parts, about 100 ms here
// at this size. Longer games get the verdict and the totals.
const explainMax = MaxSteps

// chartWide and chartNarrow are the sizes of the Solve page's charts, in
// pixels: a desktop's card shows the wide one about at its size, a phone's
// (about 330 px) the narrow one, so the text stays about 12 px high.
var chartWide, chartNarrow = [2]int{960, 300}, [2]int{360, 250}

// fragmentMax is the longest game whose full written explanation (the
// "why" of every move) the page includes.
const fragmentMax = 100

// handleExplore answers POST /api/explore: the verdict, the totals, the
// optimal line with running totals and the figures of the Solve page, all
// from package explain.
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
		Game: g.Name, Title: g.Title, Players: g.Players, N: n, AnswerRule: g.AnswerRule,
		Figures: map[string]string{}, Notes: []string{},
	}
	if longer(in.start, in.args, explainMax) {
		s := games.Solve(g, in.start, false)
		resp.Answer, resp.Winner = s.Answer(), s.Result.Winner().String()
		resp.First, resp.Second, resp.Differential = s.Result.First, s.Result.Second, s.Result.Differential
		resp.Verdict = verdictText(g, s.Result, s.Answer())
		moves := fmt.Sprint(n)
		if _, ok := in.args.Length(); !ok {
			moves = fmt.Sprint("more than ", explainMax)
		}
		resp.Notes = append(resp.Notes, fmt.Sprintf("The game has %s moves: the page steps through and draws games of up to %d. The totals come from the O(n) solver.", moves, explainMax))
		writeValue(w, resp)
		return
	}
	e, err := explain.Build(g, in.args, in.start, nil)
	if err != nil {
		writeError(w, err)
		return
	}
	resp.Answer, resp.Winner, resp.Verdict = e.Answer, e.Result.Winner().String(), e.Verdict()
	resp.First, resp.Second, resp.Differential = e.Result.First, e.Result.Second, e.Result.Differential
	resp.Board = boardOf(in.start, nil, n)
	p := in.start
	for _, m := range e.Moves {
		st := step{Player: int(m.Player), Take: moveJSON(m.Move), Move: m.Move.String(), Index: m.Index, Gain: m.Gain, First: m.First, Second: m.Second, Diff: m.Diff}
		if p != nil { // the items the move takes, all of them
			_, st.Count = span(p, m.Move)
			if _, q, err := game.Apply(p, m.Move); err == nil {
				p = q
			} else {
				p = nil
			}
		}
		resp.Steps = append(resp.Steps, st)
	}
	figs := map[string][]byte{
		"chart": e.ChartSVGSize(chartWide[0], chartWide[1]), "chartNarrow": e.ChartSVGSize(chartNarrow[0], chartNarrow[1]),
		"table": e.TableSVG(), "tree": e.TreeSVG(),
	}
	for name, svg := range figs {
		if svg != nil {
			resp.Figures[name] = string(svg)
		}
	}
	if n <= fragmentMax {
		resp.Explanation = string(e.HTMLFragment())
	}
	resp.Notes = append(resp.Notes, e.Notes...)
	writeValue(w, resp)
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

// verdictText states a result as explain's Verdict does, for the games too
// long to explain.
func verdictText(g *games.Game, r game.Result, answer any) string {
	return fmt.Sprintf("%s, so the answer is %v", g.Outcome(r, nil), answer)
}
