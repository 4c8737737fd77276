package explain_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
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
