package gamedoc

import (
	"bufio"
	"context"
	"strings"
	"testing"

	"stonegame/games"
)

// Every game is described with its kind, parameters and function, and
// in full with a signature in every language check takes.
func TestEveryGame(t *testing.T) {
	for _, g := range games.All() {
		d := JSON(g)
		if d.Name != g.Name || d.Func == "" || len(d.Params) != len(g.Params) || d.Answer.Type == "" {
			t.Errorf("%s: JSON gives %+v", g.Name, d)
		}
		if k := d.Kind; k != "scoring" && k != "win/lose" && k != "solo" {
			t.Errorf("%s: kind %q", g.Name, k)
		}
		var b strings.Builder
		w := bufio.NewWriter(&b)
		Full(context.Background(), w, g, g.Name)
		w.Flush()
		for _, want := range []string{g.Name + " ", "  kind: ", "  input: " + g.Func + "(", "    Python 3 ", "    Java "} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("%s: Full lacks %q:\n%s", g.Name, want, b.String())
			}
		}
	}
}
