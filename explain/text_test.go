package explain_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"stonegame/explain"
	"stonegame/games"
)

// listItem is the first line of a list item in text.
var listItem = regexp.MustCompile(`^  - \S`)

// TestTextWidth checks that the text wraps its paragraphs and lists at the
// width asked, and not its tables or its tree.
func TestTextWidth(t *testing.T) {
	e, _, _ := explainText(t, "can-i-win", "maxChoosableInteger = 4, desiredTotal = 6")
	for _, w := range []int{40, 60, 80, 100} {
		text := string(e.TextWidth(false, w))
		for _, l := range strings.Split(text, "\n") {
			// A paragraph's line, or a list item's first; the tables and
			// the tree are indented and not wrapped.
			if (l != "" && l[0] != ' ' || listItem.MatchString(l)) && utf8.RuneCountInString(l) > w {
				t.Errorf("width %d: a line of %d: %q", w, utf8.RuneCountInString(l), l)
			}
		}
		if strings.Join(strings.Fields(text), " ") != strings.Join(strings.Fields(string(e.Text(false))), " ") {
			t.Errorf("width %d: the words differ from the text at 100 columns", w)
		}
	}
	if string(e.TextWidth(false, 0)) != string(e.Text(false)) || string(e.TextWidth(false, 300)) != string(e.Text(false)) {
		t.Error("width 0 or 300 is not the text's own 100 columns")
	}
	if string(e.TextWidth(false, 50)) == string(e.Text(false)) {
		t.Error("width 50 is the text at 100 columns")
	}
}

// TestHeadingsFit explains every built-in game's examples at 80 and 40
// columns: no title or heading line, nor its underline, is wider than the
// terminal (coins-in-a-line-ii's insight heading ran to 81 at 80), and a
// wrapped heading keeps every word.
func TestHeadingsFit(t *testing.T) {
	for _, g := range games.All() {
		for _, ex := range g.Examples {
			p, err := g.Start(context.Background(), ex.Args)
			if err != nil {
				t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
			}
			e, err := explain.Build(g, ex.Args, p, nil)
			if err != nil {
				t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
			}
			wide := string(e.Text(false))
			for _, w := range []int{80, 40} {
				lines := strings.Split(string(e.TextWidth(false, w)), "\n")
				for i, l := range lines {
					if l == "" || strings.Trim(l, "-") != "" && strings.Trim(l, "=") != "" {
						continue
					}
					// l is an underline: it and the heading above it fit.
					for j := i - 1; j >= 0 && lines[j] != ""; j-- {
						if n := utf8.RuneCountInString(lines[j]); n > w {
							t.Errorf("%s %v, width %d: a heading line of %d columns: %q", g.Name, ex.Args, w, n, lines[j])
						}
					}
					if n := utf8.RuneCountInString(l); n > w {
						t.Errorf("%s %v, width %d: an underline of %d columns under %q", g.Name, ex.Args, w, n, lines[i-1])
					}
				}
				if words(string(e.TextWidth(false, w))) != words(wide) {
					t.Errorf("%s %v, width %d: the words differ from the text at 100 columns", g.Name, ex.Args, w)
				}
			}
		}
	}
}

// words returns the words of text, without the underlines (their length
// follows the width).
func words(text string) string {
	var ws []string
	for _, w := range strings.Fields(text) {
		if strings.Trim(w, "-") != "" && strings.Trim(w, "=") != "" {
			ws = append(ws, w)
		}
	}
	return strings.Join(ws, " ")
}
