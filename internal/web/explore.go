package web

import (
	"encoding/json"
	"fmt"
	"net/http"

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
	// Figures are SVG fragments: "chart", "table", "tree", when drawn.
	Figures map[string]string `json:"figures"`
	Notes   []string          `json:"notes"`
}

// handleExplore answers POST /api/explore: the verdict, the totals, the
// optimal line with running totals and the figures of the Solve page.
func handleExplore(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	g := in.game
	n := len(in.lists[0])
	withLine := n <= MaxSteps
	s := games.Solve(g, in.start, withLine)
	resp := exploreResponse{
		Game: g.Name, Title: g.Title, Players: g.Players, N: n,
		Answer: s.Answer(), AnswerRule: g.AnswerRule, Winner: s.Result.Winner().String(),
		Verdict: verdictText(g, s.Result, s.Answer()),
		First:   s.Result.First, Second: s.Result.Second, Differential: s.Result.Differential,
		Figures: map[string]string{}, Notes: []string{},
	}
	if withLine {
		var first, second int64
		for _, st := range s.Line {
			if st.Player == game.First {
				first += st.Gain
			} else {
				second += st.Gain
			}
			resp.Steps = append(resp.Steps, step{Player: int(st.Player), Take: moveJSON(st.Move), Move: st.Move.String(), Index: st.Index, Gain: st.Gain, First: first, Second: second, Diff: first - second})
		}
	} else {
		resp.Notes = append(resp.Notes, fmt.Sprintf("The game has %d moves: the step-by-step view stops at %d.", n, MaxSteps))
	}
	writeValue(w, resp)
}

func verdictText(g *games.Game, r game.Result, answer any) string {
	var s string
	switch r.Winner() {
	case game.FirstWins:
		s = fmt.Sprintf("%s wins %d to %d", g.Player(game.First), r.First, r.Second)
	case game.SecondWins:
		s = fmt.Sprintf("%s wins %d to %d", g.Player(game.Second), r.Second, r.First)
	default:
		s = fmt.Sprintf("a draw, %d to %d", r.First, r.Second)
	}
	return fmt.Sprintf("%s, so the answer is %v", s, answer)
}
