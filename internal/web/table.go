package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"stonegame/pattern"
)

// The pattern lab's API: POST /api/table solves a game over a range of its
// parameters, as `stonegame table` does (package pattern), for the
// Patterns page.

// maxTableInstances and maxTableSteps bound a table of the web app, below
// pattern's own limits: a request has [Deadline] to finish.
const (
	maxTableInstances = 10_000
	maxTableSteps     = 2e9
)

// tableResponse is the answer of /api/table: the table as `stonegame table
// --json` writes it, its text, and each instance's parameters as every
// answer writes them ("args": {"n":"17"}), for links to the Solve page.
type tableResponse struct {
	pattern.JSON
	Title string            `json:"title"`
	Text  string            `json:"text"`
	Args  []json.RawMessage `json:"args"`
	// Verdicts says who wins each instance, in the game's words and its
	// players' names (game.Spec.Verdict): "Mouse wins in 3 moves".
	Verdicts []string `json:"verdicts"`
}

// handleTable answers POST /api/table {"game":"nim-game","range":"n=0..100"}
// (or "rules" in place of "game"), with "subtraction":"1,3,4" or
// "octal":"0.07" to prove the period by that rule.
func handleTable(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Game        string `json:"game"`
		Rules       string `json:"rules"`
		Range       string `json:"range"`
		Subtraction string `json:"subtraction"`
		Octal       string `json:"octal"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"game", "rules", "range", "subtraction", "octal"}, `{"game":"nim-game","range":"n=0..100"}`); err != nil {
		writeError(w, err)
		return
	}
	ctx := r.Context()
	var rule *pattern.Rule
	var err error
	switch {
	case req.Subtraction != "" && req.Octal != "":
		err = badRequest("give subtraction or octal, not both")
	case req.Subtraction != "":
		rule, err = pattern.ParseSubtraction(req.Subtraction)
	case req.Octal != "":
		rule, err = pattern.ParseOctal(req.Octal)
	case strings.TrimSpace(req.Range) == "":
		err = errors.New(`range: missing: write for instance "n=0..100", or "x=0..20, y=0..20"`)
	}
	if err != nil {
		writeError(w, asBadRequest(err))
		return
	}
	g, err := gameNamed(ctx, req.Game, req.Rules)
	if err != nil {
		writeError(w, err)
		return
	}
	pl, err := pattern.Parse(g, []string{req.Range})
	if err == nil && rule != nil && len(pl.Axes) != 1 {
		err = errors.New("subtraction and octal are for a table of one variable, the heap")
	}
	if err == nil && pl.Len() > maxTableInstances {
		err = fmt.Errorf("range: %d instances, more than the %d a page shows: narrow the range (stonegame table solves more)", pl.Len(), maxTableInstances)
	}
	var est float64
	if err == nil {
		est, err = pl.Estimate()
	}
	if err == nil && est > maxTableSteps {
		err = fmt.Errorf("range: the table would take about %.1e steps, more than the %.0e a page may: narrow the range (stonegame table solves more)", est, maxTableSteps)
	}
	if err != nil {
		writeError(w, asBadRequest(err))
		return
	}
	if err := admit(ctx, est > HeavyWork); err != nil {
		writeError(w, err)
		return
	}
	t, err := pattern.Compute(ctx, pl, nil)
	if err != nil {
		if ctx.Err() != nil {
			writeError(w, errDeadline)
			return
		}
		writeError(w, asBadRequest(err))
		return
	}
	periods, err := t.Periods(rule)
	if err != nil {
		writeError(w, asBadRequest(err))
		return
	}
	var text strings.Builder
	if err := t.WriteText(&text, periods); err != nil {
		writeError(w, err)
		return
	}
	resp := tableResponse{JSON: t.JSON(periods), Title: g.Title, Text: text.String(), Args: make([]json.RawMessage, len(t.Cells)),
		Verdicts: make([]string, len(t.Cells))}
	for i, c := range t.Cells {
		resp.Args[i] = argsJSON(g, c.Args)
		resp.Verdicts[i] = g.Verdict(c.Result)
	}
	writeValue(w, resp)
}

// asBadRequest answers err with 400, unless it has its own status.
func asBadRequest(err error) error {
	var he *httpError
	if errors.As(err, &he) {
		return err
	}
	return badRequest("%v", err)
}
