package explain_test

import (
	"context"
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
)

// headingRe finds the numbered section headings of each printer: a line of
// its own in text, "## " in markdown, <h2> in HTML.
var headingRe = map[explain.Format]*regexp.Regexp{
	explain.FormatText:     regexp.MustCompile(`(?m)^(\d+)\. (.*)$`),
	explain.FormatMarkdown: regexp.MustCompile(`(?m)^## (\d+)\. (.*)$`),
	explain.FormatHTML:     regexp.MustCompile(`<h2>(\d+)\. ([^<]*)</h2>`),
}

// TestSectionNumbers explains every game's first example and the fake
// game: in every printer the sections shown are numbered 1, 2, 3, ...
// with no gap, a DP table section appears exactly when the game draws one,
// an insight section exactly when it has one, and a note, in a learner's
// words, says why each absent one is absent (none for the DP table when
// the insight shows a table: Stone Game II's f(i, M)).
func TestSectionNumbers(t *testing.T) {
	type instance struct {
		g    *game.Spec
		args game.Args
	}
	var cases []instance
	for _, g := range games.All() {
		cases = append(cases, instance{g, g.Examples[0].Args})
	}
	cases = append(cases, instance{fakeSpec(game.Scoring), game.Args{game.IntOf(5)}})
	for _, c := range cases {
		p, err := c.g.Start(context.Background(), c.args)
		if err != nil {
			t.Fatalf("%s %v: %v", c.g.Name, c.args, err)
		}
		e, err := explain.Build(c.g, c.args, p, nil)
		if err != nil {
			t.Fatalf("%s %v: %v", c.g.Name, c.args, err)
		}
		_, tabler := p.(game.Tabler)
		want := []string{"The optimal game, move by move", "Why each move is right", "The recursion tree"}
		if tabler {
			want = append(want, "The DP table")
		}
		if e.Insight != nil {
			want = append(want, "Insight: "+e.Insight.Title)
		}
		for f, re := range headingRe {
			var got []string
			for k, m := range re.FindAllStringSubmatch(string(e.Render(f, false)), -1) {
				if m[1] != strconv.Itoa(k+1) {
					t.Errorf("%s, %v: section %q is numbered %s, want %d", c.g.Name, f, m[2], m[1], k+1)
				}
				got = append(got, html.UnescapeString(m[2]))
			}
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("%s, %v: sections %q, want %q", c.g.Name, f, got, want)
			}
		}
		notes := strings.Join(e.Notes, " ")
		insightTable := e.Insight != nil && len(e.Insight.Rows) > 0
		if got := strings.Contains(notes, "There is no DP table"); got != (!tabler && !insightTable) {
			t.Errorf("%s: a note on the absent DP table: %v, want %v (none when the insight shows a table of its own): %q", c.g.Name, got, !tabler && !insightTable, e.Notes)
		}
		if strings.Contains(notes, "game.") {
			t.Errorf("%s: a note names a Go type: %q", c.g.Name, e.Notes)
		}
		if e.Insight == nil && !strings.Contains(notes, "There is no insight section") {
			t.Errorf("%s: no insight and no note that says why: %q", c.g.Name, e.Notes)
		}
	}
}
