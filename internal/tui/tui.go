// Package tui is stonegame's terminal game: a person plays a [match.Match]
// against the computer, full screen with Bubble Tea ([Run]) or line by line
// for scripts and screen readers ([Plain]). Both show the same things, by
// the game's kind: the board; in a scoring game both totals and the
// differential, in a solo game (one player, no computer) the score, in a
// win/lose game the position as it is and who wins from here and how soon;
// the analysis of every move ("optimal", "that cost you N", "that lets the
// computer win in 1 move instead of 3"), hints, and the summary at the end.
//
// q quits, and so does Ctrl-C, after which [Run] returns [ErrInterrupted];
// Esc never quits a game: it closes the hint or cancels a typed move.
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
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

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

// ErrInterrupted is the error of [Run] when the person pressed Ctrl-C: the
// game ended as q ends it, and the command should exit as an interrupted
// one does (status 130), since the terminal, in raw mode, sent the key
// and no signal.
var ErrInterrupted = errors.New("interrupted")

// Run plays m full screen on the terminal in and out until the person quits.
// When the full screen is gone it prints to out what the game came to (the
// position, the totals and, for a finished game, the summary), so the
// result stays on the terminal. It returns [ErrInterrupted] after Ctrl-C,
// and another error only if the terminal fails or ctx is done.
func Run(ctx context.Context, m *match.Match, opts Options, in io.Reader, out io.Writer) error {
	p := tea.NewProgram(newModel(m, opts), tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out))
	final, err := p.Run()
	if errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return err
	}
	md, ok := final.(model)
	if !ok {
		return nil
	}
	if _, err := io.WriteString(out, md.farewell()); err != nil {
		return err
	}
	if md.interrupted {
		return ErrInterrupted
	}
	return nil
}

// farewell is what Run prints after the full screen: the game, the last
// position as --plain shows it, the totals and, when the game is over, its
// summary; otherwise how far it went, and how to play it again.
func (md model) farewell() string {
	var b strings.Builder
	title, _ := intro(md.m)
	b.WriteString(title + "\n")
	if md.opts.Note != "" {
		b.WriteString(md.opts.Note + "\n")
	}
	b.WriteString(md.board.plain() + "\n")
	b.WriteString(scoreLine(md.m) + "\n")
	if !md.m.Over() {
		fmt.Fprintf(&b, "You quit after %s.\n", moves(len(md.m.Played())))
		return b.String()
	}
	for _, l := range summaryLines(md.m) {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// keys are the bindings of the full-screen game; the board's keys come
// first in the help line. The letters say the direction, as the arrows
// do, in every mode: L (or l) is left, R (or r) is right — the keys
// --plain reads for a row's ends, which the hint names.
type keys struct {
	left, right, take, best, typ, hint, undo, new, quit key.Binding
	// both stands for left and right in the help line of a board with a
	// cursor or a list, where they move: "←/L →/R move".
	both key.Binding
}

func newKeys(md mode) keys {
	k := keys{
		left:  key.NewBinding(key.WithKeys("left", "l", "L"), key.WithHelp("←/L", "left")),
		right: key.NewBinding(key.WithKeys("right", "r", "R"), key.WithHelp("→/R", "right")),
		take:  key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "take"), key.WithDisabled()),
		best:  key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "best"), key.WithDisabled()),
		typ:   key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "type"), key.WithDisabled()),
		hint:  key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "hint")),
		undo:  key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		new:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new")),
		quit:  key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),                             // never Esc: it closes the hint, cancels a typed move
		both:  key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/L →/R", "move"), key.WithDisabled()), // shown, never matched
	}
	switch md {
	case modeCursor:
		k.both.SetEnabled(true)
		k.take.SetEnabled(true)
		k.best.SetEnabled(true)
		k.typ.SetEnabled(true)
	case modeGrid:
		k.both.SetHelp("←↑↓→", "move")
		k.both.SetEnabled(true)
		k.take.SetHelp("enter", "play")
		k.take.SetEnabled(true)
		k.best.SetEnabled(true)
		k.typ.SetEnabled(true)
	case modeList:
		k.both.SetHelp("←/L →/R", "choose")
		k.both.SetEnabled(true)
		k.take.SetHelp("enter", "play")
		k.take.SetEnabled(true)
		k.best.SetEnabled(true)
		k.typ.SetEnabled(true)
	}
	return k
}

// short returns the bindings the help line shows, the board's and the
// game's: the enabled ones, and once the game is over only those that
// still do something (undo, new, quit).
func (k keys) short(over bool) (board, game []key.Binding) {
	enabled := func(bs ...key.Binding) []key.Binding {
		var on []key.Binding
		for _, b := range bs {
			if b.Enabled() {
				on = append(on, b)
			}
		}
		return on
	}
	if over {
		return nil, enabled(k.undo, k.new, k.quit)
	}
	board = enabled(k.left, k.right, k.take, k.best, k.typ)
	if k.both.Enabled() {
		board = enabled(k.both, k.take, k.best, k.typ)
	}
	return board, enabled(k.hint, k.undo, k.new, k.quit)
}

// helpLines lays out bindings as "key what" items joined by " • ",
// wrapped between items to width: every key stays visible, on more rows
// in a narrow window.
func helpLines(st *styles, bs []key.Binding, width int) []string {
	const sep = " • "
	var lines []string
	cur := ""
	for _, b := range bs {
		item := b.Help().Key + " " + b.Help().Desc
		switch {
		case cur == "":
			cur = item
		case lipgloss.Width(cur+sep+item) <= width:
			cur += sep + item
		default:
			lines = append(lines, cur)
			cur = item
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	for i, l := range lines {
		lines[i] = st.help.Render(ansi.Truncate(l, width, "…"))
	}
	return lines
}

// model is the Bubble Tea model of the full-screen game.
type model struct {
	m        *match.Match
	mode     mode   // how the match's board is played, fixed at its start
	board    *board // the current position
	opts     Options
	st       *styles
	keys     keys
	width    int
	height   int
	cursor   int        // the board's cursor: a cell's index, or a move's in the list
	typing   bool       // m was pressed: keys go to typed, Enter plays it
	typed    string     // the move being typed
	games    int        // how many new games the n key started
	last     []lastMove // the last human move and the answer, with their analysis
	hint     []string   // the hint, shown until the next move
	status   string     // a one-line message: an error, "undone"
	quitting bool
	// interrupted is set when Ctrl-C quit: Run returns ErrInterrupted.
	interrupted bool
}

// lastMove is one move on screen: what it did and its analysis
// ([moveLine]), and whether that was optimal and whose it was, for the
// style.
type lastMove struct {
	move, analysis string
	optimal, human bool
}

// newLast returns the lines of the moves ps of m.
func newLast(m *match.Match, ps []match.Played) []lastMove {
	var last []lastMove
	for _, p := range ps {
		mv, a := moveLine(m, p)
		last = append(last, lastMove{mv, a, p.Optimal(), p.Human})
	}
	return last
}

func newModel(m *match.Match, opts Options) model {
	if opts.Random == 0 {
		opts.Random = match.DefaultRandom
	}
	md := model{opts: opts, st: newStyles(), width: 80, height: 24}
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
	md.hint, md.status = nil, ""
	md.typing, md.typed = false, ""
	md.last = newLast(m, m.Played()) // the computer's opening
}

func (md model) Init() tea.Cmd { return nil }

func (md model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		md.width, md.height = max(msg.Width, 1), max(msg.Height, 1)
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
		md.interrupted = msg.String() == "ctrl+c"
		return md, tea.Quit
	case msg.String() == "esc":
		if md.hint == nil {
			md.status = "Esc closes the hint and cancels a typed move: q quits."
		}
		md.hint = nil
		return md, nil
	case key.Matches(msg, md.keys.hint):
		if md.m.Over() {
			md.status = "The game is over: n starts a new one."
		} else {
			md.hint = hintLines(md.m, md.m.Hint())
			if k := md.board.hintKeys(); k != "" {
				md.hint = append(md.hint, k)
			}
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
		lists, err := match.RandomArgs(md.m.Game(), md.opts.Random, seed)
		if err == nil {
			var m *match.Match
			m, err = match.New(match.Config{Game: md.m.Game(), Args: lists, Human: md.m.Human(), Opponent: md.m.Opponent(), Seed: seed})
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
	if md.board.typesMoves() {
		if key.Matches(msg, md.keys.typ) {
			md.typing, md.typed = true, ""
			return md, nil
		}
		if t := msg.Text; len(t) == 1 && t[0] >= '0' && t[0] <= '9' {
			md.typing, md.typed = true, t
			return md, nil
		}
		if key.Matches(msg, md.keys.best) {
			ms := md.board.bestMoves(md.m)
			if c, ok := md.board.find(ms, md.cursor); ok {
				md.cursor = c
			} else if len(ms) > 0 {
				md.status = fmt.Sprintf("The best move, %s, has no cell here: type it.", game.Label(ms[0]))
			}
			return md, nil
		}
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
	md.hint = nil
	md.last = newLast(md.m, moves)
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
		md.quitting, md.interrupted = true, true
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

// Priorities of the parts of the screen: when the window is too short,
// the most important parts are kept (a lower number first), the others
// cut or left out, in this order.
const (
	priBoard     = iota // the row, the board or the moves
	priScore            // the totals, or whose turn it is
	priKeys             // the help line's keys of the game: hint, undo, new, quit
	priMoveKeys         // the help line's keys of the board: left, right, take...
	priTurn             // how to move, the status, the move being typed
	priBoardInfo        // what the board does not show: its note, which items are shown
	priMore             // "… a taller window shows more", when something is cut
	priResult           // the summary of a finished game
	priLast             // the analysis of the last moves
	priHint             // the hint
	priTitle            // the game's title
	priSides            // who plays which side
	priNote             // the note (how to replay a random game)
	priSpace            // blank lines between the parts
)

// part is one part of the screen: its lines, already wrapped to the
// window's width, and its priority. A bottom part goes on the last rows
// (the help line), after the others.
type part struct {
	lines  []string
	pri    int
	bottom bool
}

// render draws the screen: title, board, turn and score, the analysis, the
// hint or the summary, and the help line, always last. A window too small
// for all of it keeps the board, the totals and the keys first, and cuts
// or leaves out the rest (see the priorities above).
func (md model) render() string {
	if md.quitting {
		return ""
	}
	st, width := md.st, max(md.width, 1)
	var parts []part
	add := func(pri int, ss ...string) {
		var ls []string
		for _, s := range ss {
			ls = append(ls, strings.Split(lipgloss.Wrap(s, width, " "), "\n")...)
		}
		parts = append(parts, part{lines: ls, pri: pri})
	}
	title, sides := intro(md.m)
	add(priTitle, st.title.Render(title))
	add(priSides, sides)
	if md.opts.Note != "" {
		add(priNote, st.faint.Render(md.opts.Note))
	}
	add(priSpace, "")
	main, extra, list := md.board.draw(st, width, md.cursor)
	parts = append(parts, part{lines: main, pri: priBoard}, part{lines: extra, pri: priBoardInfo}, part{lines: list, pri: priBoard})
	add(priSpace, "")
	score := scoreLine(md.m)
	if lipgloss.Width(score) > width {
		score = shortScoreLine(md.m)
	}
	add(priScore, score)
	turn := []string{turnLine(md.m, md.board.howto())}
	if md.typing {
		turn = append(turn, st.title.Render(fmt.Sprintf("Type a move (%s): %s_  Enter plays, Esc cancels.", md.m.Game().MoveHelp, md.typed)))
	}
	if md.status != "" {
		turn = append(turn, st.title.Render(md.status))
	}
	add(priTurn, turn...)
	var last []string
	for _, l := range md.last {
		a := l.analysis
		switch {
		case l.optimal:
			a = st.good.Render(a)
		case l.human:
			a = st.bad.Render(a)
		}
		last = append(last, l.move+": "+a)
	}
	add(priLast, last...)
	add(priHint, md.hint...)
	if md.m.Over() {
		var sum []string
		for _, l := range summaryLines(md.m) {
			sum = append(sum, st.title.Render(l))
		}
		add(priSpace, "")
		add(priResult, sum...)
	}
	// The help: the board's keys, then the game's, on lines of their own
	// when both do not fit on one, so that a short window keeps the
	// game's.
	moveKeys, gameKeys := md.keys.short(md.m.Over())
	if md.typing {
		moveKeys, gameKeys = nil, []key.Binding{
			key.NewBinding(key.WithHelp("enter", "play")),
			key.NewBinding(key.WithHelp("esc", "cancel")),
		}
	}
	if all := helpLines(st, append(slices.Clone(moveKeys), gameKeys...), width); len(all) == 1 {
		parts = append(parts, part{lines: all, pri: priKeys, bottom: true})
	} else {
		parts = append(parts,
			part{lines: helpLines(st, moveKeys, width), pri: priMoveKeys, bottom: true},
			part{lines: helpLines(st, gameKeys, width), pri: priKeys, bottom: true})
	}
	return layout(parts, md.height, st.faint.Render(ansi.Truncate("… (a taller window shows more)", width, "…")))
}

// layout fits the parts into height rows, the bottom ones on the last
// rows: rows go to the parts in the order of their priority, each taking
// what it needs while rows remain; a part that does not fit is cut, and
// then the more line (at priMore) says so, above the bottom parts. The
// rest is padded with blank lines.
func layout(parts []part, height int, more string) string {
	need := 0
	for _, p := range parts {
		need += len(p.lines)
	}
	order := make([]int, len(parts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return parts[a].pri - parts[b].pri })
	got := make([]int, len(parts))
	left := height
	moreRow := false
	for _, i := range order {
		if need > height && !moreRow && parts[i].pri >= priMore && left > 0 {
			moreRow = true
			left--
		}
		got[i] = min(len(parts[i].lines), left)
		left -= got[i]
	}
	var top, bottom []string
	for i, p := range parts {
		if p.bottom {
			bottom = append(bottom, p.lines[:got[i]]...)
		} else {
			top = append(top, p.lines[:got[i]]...)
		}
	}
	if moreRow {
		top = append(top, more)
	}
	for len(top)+len(bottom) < height {
		top = append(top, "")
	}
	return strings.Join(append(top, bottom...), "\n")
}
