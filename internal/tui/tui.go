// Package tui is stonegame's terminal game: a person plays a [match.Match]
// against the computer, full screen with Bubble Tea ([Run]) or line by line
// for scripts and screen readers ([Plain]). Both show the same things: the
// board, whose turn it is, both totals and the differential, the analysis of
// every human move ("optimal" or "that cost you N"), hints, and the summary
// at the end.
//
// It knows no game: board.go draws any position from its [game.Board] (or,
// without one, what remains and the list of its moves), and the words come
// from the game's [game.Spec].
package tui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"stonegame/game"
	"stonegame/match"
)

// Options are the settings of the full-screen game beyond the match itself.
type Options struct {
	// Random is the length of the random game the n key starts; 0 means
	// match.DefaultRandom.
	Random int
	// Seed is the seed of the first game; the n key uses Seed+1, Seed+2, ...
	Seed uint64
	// Note is a line shown under the title, such as how to replay a random
	// game.
	Note string
}

// Run plays m full screen on the terminal in and out until the person quits.
// It returns an error only if the terminal fails or ctx is done.
func Run(ctx context.Context, m *match.Match, opts Options, in io.Reader, out io.Writer) error {
	p := tea.NewProgram(newModel(m, opts), tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out))
	_, err := p.Run()
	if errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// keys are the bindings of the full-screen game; the board's keys come
// first in the help line.
type keys struct {
	left, right, take, typ, hint, undo, new, quit key.Binding
}

func newKeys(md mode) keys {
	k := keys{
		left:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "take left")),
		right: key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "take right")),
		take:  key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "take"), key.WithDisabled()),
		typ:   key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "type"), key.WithDisabled()),
		hint:  key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "hint")),
		undo:  key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		new:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new")),
		quit:  key.NewBinding(key.WithKeys("q", "ctrl+c", "esc"), key.WithHelp("q", "quit")),
	}
	switch md {
	case modeCursor:
		k.left.SetHelp("←/h", "left")
		k.right.SetHelp("→/l", "right")
		k.take.SetEnabled(true)
	case modeList:
		k.left.SetHelp("←/h", "prev")
		k.right.SetHelp("→/l", "next")
		k.take.SetHelp("enter", "play")
		k.take.SetEnabled(true)
		k.typ.SetEnabled(true)
	}
	return k
}

func (k keys) short() []key.Binding {
	return []key.Binding{k.left, k.right, k.take, k.typ, k.hint, k.undo, k.new, k.quit}
}

// model is the Bubble Tea model of the full-screen game.
type model struct {
	m        *match.Match
	mode     mode   // how the match's board is played, fixed at its start
	board    *board // the current position
	opts     Options
	st       *styles
	keys     keys
	help     help.Model
	width    int
	height   int
	cursor   int      // the board's cursor: a cell's index, or a move's in the list
	typing   bool     // m was pressed: keys go to typed, Enter plays it
	typed    string   // the move being typed
	games    int      // how many new games the n key started
	last     []string // the analysis of the last human move and the answer
	hint     []string // the hint, shown until the next move
	status   string   // a one-line message: an error, "undone"
	quitting bool
}

func newModel(m *match.Match, opts Options) model {
	if opts.Random == 0 {
		opts.Random = match.DefaultRandom
	}
	md := model{opts: opts, st: newStyles(), help: help.New(), width: 80, height: 24}
	md.start(m)
	return md
}

// start makes m the match on screen.
func (md *model) start(m *match.Match) {
	md.m = m
	md.board = newBoard(m, modeAuto)
	md.mode = md.board.mode
	md.keys = newKeys(md.mode)
	md.cursor = md.board.home(0)
	md.last, md.hint, md.status = nil, nil, ""
	md.typing, md.typed = false, ""
	for _, p := range m.Played() { // the computer's opening
		md.last = append(md.last, moveLine(m, p))
	}
}

func (md model) Init() tea.Cmd { return nil }

func (md model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		md.width, md.height = msg.Width, msg.Height
		md.help.SetWidth(msg.Width)
		return md, nil
	case tea.KeyPressMsg:
		return md.key(msg)
	}
	return md, nil
}

func (md model) key(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	md.status = ""
	if md.typing {
		return md.typeKey(msg)
	}
	switch {
	case key.Matches(msg, md.keys.quit):
		md.quitting = true
		return md, tea.Quit
	case key.Matches(msg, md.keys.hint):
		if md.m.Over() {
			md.status = "The game is over: n starts a new one."
		} else {
			md.hint = hintLines(md.m, md.m.Hint())
		}
		return md, nil
	case key.Matches(msg, md.keys.undo):
		if err := md.m.Undo(); err != nil {
			md.status = "Cannot undo: " + err.Error() + "."
		} else {
			md.last, md.hint = nil, nil
			md.status = fmt.Sprintf("Undone: your move again (move %d).", len(md.m.Played())+1)
			md.board = newBoard(md.m, md.mode)
			md.cursor = md.board.home(md.cursor)
		}
		return md, nil
	case key.Matches(msg, md.keys.new):
		md.games++
		seed := md.opts.Seed + uint64(md.games)
		lists, err := match.RandomLists(md.m.Game(), md.opts.Random, seed)
		if err == nil {
			var m *match.Match
			m, err = match.New(match.Config{Game: md.m.Game(), Lists: lists, Human: md.m.Human(), Opponent: md.m.Opponent(), Seed: seed})
			if err == nil {
				md.start(m)
				md.opts.Note = fmt.Sprintf("A random game of %d (--random %d --seed %d).", md.opts.Random, md.opts.Random, seed)
			}
		}
		if err != nil {
			md.status = "Cannot start a new game: " + err.Error()
		}
		return md, nil
	}
	if md.m.Over() {
		md.status = "The game is over: n starts a new one, u undoes your last move, q quits."
		return md, nil
	}
	if key.Matches(msg, md.keys.typ) {
		md.typing, md.typed = true, ""
		return md, nil
	}
	mv, cursor, ok := md.board.key(msg.String(), md.cursor)
	if !ok {
		md.status = fmt.Sprintf("%q does nothing here: the keys are below.", msg.String())
		return md, nil
	}
	md.cursor = cursor
	if mv == nil {
		return md, nil
	}
	return md.play(mv), nil
}

// play makes the human's move mv and shows the computer's answer.
func (md model) play(mv game.Move) model {
	moves, err := md.m.Play(mv)
	if err != nil {
		md.status = "Cannot play that: " + err.Error() + "."
		return md
	}
	md.hint, md.last = nil, nil
	for _, p := range moves {
		md.last = append(md.last, moveLine(md.m, p))
	}
	md.board = newBoard(md.m, md.mode)
	md.cursor = md.board.home(md.cursor)
	return md
}

// typeKey handles a key while a move is typed (after m): Enter reads it
// with the game's ParseMove and plays it, Esc gives up.
func (md model) typeKey(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	switch msg.String() {
	case "esc":
		md.typing = false
		return md, nil
	case "ctrl+c":
		md.quitting = true
		return md, tea.Quit
	case "backspace":
		if r := []rune(md.typed); len(r) > 0 {
			md.typed = string(r[:len(r)-1])
		}
		return md, nil
	case "enter":
		md.typing = false
		mv, err := md.m.Game().ParseMove(md.typed)
		if err != nil {
			md.status = err.Error() + "."
			return md, nil
		}
		return md.play(mv), nil
	}
	md.typed += msg.Text
	return md, nil
}

func (md model) View() tea.View {
	v := tea.NewView(md.render())
	v.AltScreen = true
	v.WindowTitle = "stonegame play"
	return v
}

// render draws the screen: title, board, turn and score, the analysis, the
// hint or the summary, and the help line, always last.
func (md model) render() string {
	if md.quitting {
		return ""
	}
	st := md.st
	var b strings.Builder
	line := func(s string) { b.WriteString(lipgloss.Wrap(s, md.width, " ") + "\n") }
	title, sides := intro(md.m)
	line(st.title.Render(title))
	line(sides)
	if md.opts.Note != "" {
		line(st.faint.Render(md.opts.Note))
	}
	line("")
	b.WriteString(md.board.draw(st, md.width, md.cursor) + "\n")
	line("")
	line(scoreLine(md.m))
	line(turnLine(md.m, md.board.howto()))
	for _, l := range md.last {
		switch {
		case strings.HasSuffix(l, ": optimal"):
			l = strings.TrimSuffix(l, "optimal") + st.good.Render("optimal")
		case strings.Contains(l, ": that cost you"), strings.Contains(l, ": that hands the win to the computer"):
			k := strings.LastIndex(l, ": ") + 2
			l = l[:k] + st.bad.Render(l[k:])
		}
		line(l)
	}
	for _, l := range md.hint {
		line(l)
	}
	if md.m.Over() {
		line("")
		for _, l := range summaryLines(md.m) {
			line(st.title.Render(l))
		}
	}
	if md.typing {
		line(st.title.Render(fmt.Sprintf("Type a move (%s): %s_  Enter plays, Esc cancels.", md.m.Game().MoveHelp, md.typed)))
	}
	if md.status != "" {
		line(st.title.Render(md.status))
	}
	// The help line sits on the last row: pad a short body, cut a long one.
	body := b.String()
	if n := strings.Count(body, "\n"); n < md.height-1 {
		body += strings.Repeat("\n", md.height-1-n)
	} else if n > md.height-1 && md.height > 1 {
		lines := strings.SplitAfter(body, "\n")
		body = strings.Join(lines[:md.height-2], "") + st.faint.Render("… (a taller window shows more)") + "\n"
	}
	h := md.help
	h.SetWidth(md.width - 2) // help adds its last item when the ellipsis does not fit: leave room
	return body + h.ShortHelpView(md.keys.short())
}
