package tui

import (
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/oracletest"
	"stonegame/match"
)

// keyMsg returns the key press that a terminal sends for name: "left",
// "enter", "space", or a printable character such as "h" or "?".
func keyMsg(name string) tea.KeyPressMsg {
	switch name {
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// press sends the keys to md one after another and returns the model and
// the command of the last key.
func press(t *testing.T, md model, keys ...string) (model, tea.Cmd) {
	t.Helper()
	var cmd tea.Cmd
	for _, k := range keys {
		var next tea.Model
		next, cmd = md.Update(keyMsg(k))
		md = next.(model)
	}
	return md, cmd
}

func newMatch(t *testing.T, name string, human game.Player, opp match.Opponent, lists ...[]int64) *match.Match {
	return newMatchOf(t, name, human, opp, oracletestArgs(name, lists))
}

// oracletestArgs returns lists as the instance of the game called name.
func oracletestArgs(name string, lists [][]int64) game.Args {
	g, _ := games.Lookup(name)
	return oracletest.Args(g, lists...)
}

// newMatchOf starts a match of the game called name on args.
func newMatchOf(t *testing.T, name string, human game.Player, opp match.Opponent, args game.Args) *match.Match {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(match.Config{Game: g, Args: args, Human: human, Opponent: opp, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// screen returns md's view as plain text, and checks that it fills the
// window, that the help line is last (ending with quit, or with cancel
// while a move is typed) and that no line is wider than the window.
func screen(t *testing.T, md model) string {
	t.Helper()
	v := md.View()
	if !v.AltScreen {
		t.Error("the view does not use the alternate screen")
	}
	text := stripANSI(v.Content)
	lines := strings.Split(text, "\n")
	if len(lines) != md.height {
		t.Errorf("%d lines in a window of %d rows", len(lines), md.height)
	}
	if l := lines[len(lines)-1]; !strings.HasSuffix(l, "q quit") && !strings.HasSuffix(l, "esc cancel") {
		t.Errorf("the last line is %q, want the help line", lines[len(lines)-1])
	}
	for _, l := range lines {
		if w := lipgloss.Width(l); w > md.width {
			t.Errorf("line of width %d in a window of %d: %q", w, md.width, l)
		}
	}
	return text
}

func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			i += 2
			for i < len(s) && (s[i] < 0x40 || s[i] > 0x7e) {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func wantIn(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("the screen lacks %q:\n%s", w, text)
		}
	}
}

func wantNotIn(t *testing.T, text string, nots ...string) {
	t.Helper()
	for _, w := range nots {
		if strings.Contains(text, w) {
			t.Errorf("the screen shows %q:\n%s", w, text)
		}
	}
}

func TestRowGame(t *testing.T) {
	md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100, 7}), Options{Seed: 7})
	wantIn(t, screen(t, md), "1   5 100   7", "you 0, the computer 0, differential 0", "Your move", "←/L left • →/R right • ? hint • u undo • n new • q quit")

	md, _ = press(t, md, "left")
	wantIn(t, screen(t, md), "you took 1 from the left: optimal", "the computer took 7 from the right", "you 1, the computer 7, differential −6")

	md, _ = press(t, md, "?")
	wantIn(t, screen(t, md), "hint: best: R (right)", "ends the game at +89 for you", "takes 100: worth +95 from here on  (best)", "takes 5: worth −95")

	md, _ = press(t, md, "L") // the 5: a mistake
	s := screen(t, md)
	wantIn(t, s, "you took 5 from the left: that cost you 190", "The game is over.",
		"Result: you 6, the computer 107: the computer wins by 101.",
		"Optimal play from the start: you 101, the computer 12: you would win by 89.",
		"Optimal moves: 1 of 2.", "move 3: you took 5 from the left: that cost you 190")
	wantNotIn(t, s, "hint:", "←/L", "? hint")
	wantIn(t, s, "u undo • n new • q quit")

	md, _ = press(t, md, "left")
	wantIn(t, screen(t, md), "The game is over: n starts a new one")

	md, _ = press(t, md, "u")
	s = screen(t, md)
	wantIn(t, s, "Undone: your move again (move 3).", "you 1, the computer 7")
	wantNotIn(t, s, "Result:")

	md, _ = press(t, md, "R") // the 100
	wantIn(t, screen(t, md), "Result: you 101, the computer 12: you win by 89.", "Optimal moves: 2 of 2.", "Points lost: none.", "you cpu you cpu")

	md, _ = press(t, md, "n")
	s = screen(t, md)
	wantIn(t, s, "--random 8 --seed 8", "you 0, the computer 0")
	wantNotIn(t, s, "Result:")
	if n := md.m.Args()[0].Len(); n != match.DefaultRandom {
		t.Errorf("n started a game of %d numbers, want %d", n, match.DefaultRandom)
	}

	md, _ = press(t, md, "x")
	wantIn(t, screen(t, md), `"x" does nothing here`)

	md, cmd := press(t, md, "q")
	if cmd == nil {
		t.Fatal("q gave no command, want tea.Quit")
	}
	if _, ok := cmd().(tea.QuitMsg); !ok {
		t.Errorf("q gave %T, want tea.QuitMsg", cmd())
	}
}

func TestComputerFirstAndUndo(t *testing.T) {
	md := newModel(newMatch(t, "486", game.Second, match.Greedy{}, []int64{1, 5, 100, 7}), Options{})
	s := screen(t, md)
	wantIn(t, s, "You are player 2", "the computer took 7 from the right: that cost it 178")
	md, _ = press(t, md, "u")
	wantIn(t, screen(t, md), "Cannot undo: there is no move of yours to undo.")
}

func TestStoneGame(t *testing.T) {
	m := newMatch(t, "1686", game.First, match.Optimal{}, []int64{2, 4, 3, 5}, []int64{1, 6, 7, 1})
	md := newModel(m, Options{})
	s := screen(t, md)
	wantIn(t, s, "Alice (you)", "Bob", "←/L →/R move • enter take • b best • m type", "move the cursor")
	if md.cursor != 0 {
		t.Fatalf("cursor at %d, want 0", md.cursor)
	}
	md, _ = press(t, md, "right", "R", "L", "r")
	if md.cursor != 2 {
		t.Fatalf("cursor at %d after → → ← →, want 2", md.cursor)
	}
	md, _ = press(t, md, "enter") // stone 2: a+b = 10, the best
	s = screen(t, md)
	wantIn(t, s, "you took stone 2 (+3): optimal", "the computer took stone 1 (+6): optimal")
	if len(m.Played()) != 2 {
		t.Fatalf("%d moves played, want 2", len(m.Played()))
	}
	// Stones 1 and 2 are gone: the cursor skips them.
	if md.cursor != 3 {
		t.Fatalf("cursor at %d after taking stone 2, want 3 (the next stone left)", md.cursor)
	}
	md, _ = press(t, md, "left")
	if md.cursor != 0 {
		t.Fatalf("cursor at %d after ←, want 0 (stones 1 and 2 are taken)", md.cursor)
	}
	md, _ = press(t, md, "space")
	s = screen(t, md)
	wantIn(t, s, "you took stone 0 (+2): that cost you", "Result:", "Optimal moves: 1 of 2.")
}

// TestShortWindow checks that the help line stays on the last row of a
// window too short for everything.
func TestShortWindow(t *testing.T) {
	md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100, 7}), Options{})
	md.width, md.height = 40, 12
	md, _ = press(t, md, "left", "?", "l")
	s := screen(t, md)
	if n := strings.Count(s, "\n") + 1; n != 12 {
		t.Errorf("%d lines in a window of 12:\n%s", n, s)
	}
	wantIn(t, s, "a taller window shows more")
}

// TestLongRows draws rows far wider than the window: a million numbers, and
// a stone game with the cursor far to the right.
func TestLongRows(t *testing.T) {
	row, _ := match.RandomArgs(games.Default, 1_000_000, 1)
	md := newModel(newMatchOf(t, "486", game.First, match.Optimal{}, row), Options{})
	md.width = 70
	md, _ = press(t, md, "left", "right")
	wantIn(t, screen(t, md), "‹1 taken›", "‹1 taken›", "more…", "you took")

	vi, _ := games.Lookup("1686")
	pair, _ := match.RandomArgs(vi, 500, 1)
	md = newModel(newMatchOf(t, "1686", game.First, match.Optimal{}, pair), Options{})
	md.width = 60
	for range 300 {
		md, _ = press(t, md, "right")
	}
	s := screen(t, md)
	wantIn(t, s, "^", "of 500")
	if md.cursor < 290 {
		t.Fatalf("cursor at %d after 300 presses of →, want about 300", md.cursor)
	}
	wantIn(t, s, " "+strconv.Itoa(md.cursor)+" ")
}
