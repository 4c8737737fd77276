package tui

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"stonegame/match"
)

// maxCommand is the longest line Plain reads as a command; a longer one
// ends the game with an error naming the limit, and is not read whole.
const maxCommand = 1 << 20

// Plain plays m as a line-oriented game, for scripts, screen readers and
// tests: it prints the position and reads one command per line from in: a
// move as the game's ParseMove reads it (its MoveHelp says how), "hint",
// "undo" or "quit". After every move of the human it prints the analysis of the move
// and the computer's answer, and at the end of the game the summary. A bad
// command gets a one-line message and the prompt again.
//
// width, when positive, is the width of the terminal out writes to: every
// line longer than that is wrapped between words, its continuation
// indented two columns more than the line. With width 0 lines are
// written whole, as scripts and tests want them.
//
// It returns nil when the game ends, on quit and at the end of input, and
// an error only when reading in or writing out fails or ctx is done. It
// reads in from a goroutine, so that ctx ends it even while it waits for a
// line; that goroutine is left blocked in in.Read until the next line.
func Plain(ctx context.Context, m *match.Match, in io.Reader, out io.Writer, width int) error {
	w := &wrapper{w: bufio.NewWriter(out), width: width}
	lines := make(chan string)
	var readErr error // set before lines is closed
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 4096), maxCommand)
		line := 0
		for sc.Scan() {
			line++
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
		readErr = sc.Err()
		if errors.Is(readErr, bufio.ErrTooLong) {
			readErr = fmt.Errorf("line %d is longer than %d MiB: a command is a move, hint, undo or quit, one to a line", line+1, maxCommand>>20)
		}
	}()
	md := modeAuto // the start's, then kept
	title, sides := intro(m)
	fmt.Fprintf(w, "%s. %s\n", title, sides)
	fmt.Fprintf(w, "Commands: %s, hint, undo, quit.\n", match.MoveHelp(m.Game()))
	for _, p := range m.Played() { // the computer's opening
		fmt.Fprintln(w, moveText(m, p))
	}
	show := true // print the position before the next prompt
	for {
		if err := ctx.Err(); err != nil {
			w.Flush()
			return err
		}
		if m.Over() {
			fmt.Fprintln(w, "Game over.")
			for _, l := range summaryLines(m) {
				fmt.Fprintln(w, l)
			}
			return w.Flush()
		}
		if show {
			b := newBoard(m, md)
			md = b.mode
			fmt.Fprintln(w, b.plain())
			fmt.Fprintln(w, scoreLine(m))
		}
		show = false
		fmt.Fprint(w, "> ")
		if err := w.Flush(); err != nil {
			return err
		}
		var text string
		var ok bool
		select {
		case <-ctx.Done():
			fmt.Fprintln(w)
			w.Flush()
			return ctx.Err()
		case text, ok = <-lines:
		}
		if !ok {
			if readErr != nil {
				return fmt.Errorf("reading commands: %w", readErr)
			}
			fmt.Fprintln(w, "\nEnd of input: quitting.")
			return w.Flush()
		}
		cmd := strings.TrimSpace(text)
		switch strings.ToLower(cmd) {
		case "":
			continue
		case "quit", "q", "exit":
			fmt.Fprintln(w, "Bye.")
			return w.Flush()
		case "hint", "?":
			for _, l := range hintLines(m, m.Hint()) {
				fmt.Fprintln(w, l)
			}
			continue
		case "undo", "u":
			if err := m.Undo(); err != nil {
				fmt.Fprintf(w, "Cannot undo: %v.\n", err)
			} else {
				fmt.Fprintf(w, "Undone: your move again (move %d).\n", len(m.Played())+1)
				show = true
			}
			continue
		}
		mv, err := match.ParseMove(m.Game(), cmd)
		if err != nil {
			fmt.Fprintf(w, "%v; or hint, undo, quit.\n", err)
			continue
		}
		moves, err := m.Play(mv)
		if err != nil {
			if errors.Is(err, match.ErrOver) {
				continue
			}
			fmt.Fprintf(w, "Cannot play that: %v.\n", err)
			continue
		}
		for _, p := range moves {
			fmt.Fprintln(w, moveText(m, p))
		}
		show = true
	}
}

// wrapper is a buffered writer that wraps each line it is given to width
// columns (none when width <= 0). Everything Plain prints goes through
// it; a prompt, written without its newline, stays on its line.
type wrapper struct {
	w     *bufio.Writer
	width int
	col   int // the column the next byte goes to
}

func (w *wrapper) Write(b []byte) (int, error) {
	if w.width <= 0 {
		return w.w.Write(b)
	}
	s := string(b)
	for s != "" {
		line, rest, nl := strings.Cut(s, "\n")
		line = wrapLine(line, w.width, w.col)
		if _, err := w.w.WriteString(line); err != nil {
			return 0, err
		}
		if k := strings.LastIndexByte(line, '\n'); k >= 0 {
			w.col = width(line[k+1:])
		} else {
			w.col += width(line)
		}
		if nl {
			if err := w.w.WriteByte('\n'); err != nil {
				return 0, err
			}
			w.col = 0
		}
		s = rest
	}
	return len(b), nil
}

func (w *wrapper) Flush() error { return w.w.Flush() }

// wrapLine breaks line, to be written at column start (after a prompt),
// between words so that no row is wider than cols, each row after the
// first indented two columns more than line is; a word wider than a row
// stays whole. Runs of spaces inside a row (a hint's aligned columns) are
// kept.
func wrapLine(line string, cols, start int) string {
	if start+width(line) <= cols {
		return line
	}
	body := strings.TrimLeft(line, " ")
	lead := line[:len(line)-len(body)]
	indent := lead + "  "
	var b strings.Builder
	b.WriteString(lead)
	at := start + len(lead) // the current row's width
	spaces := 0             // the spaces before the next word
	fresh := true           // no word on the current row yet
	for i, word := range strings.Split(body, " ") {
		if i > 0 {
			spaces++
		}
		if word == "" {
			continue
		}
		n := width(word)
		if !fresh && at+spaces+n > cols {
			b.WriteString("\n" + indent)
			at, spaces = len(indent), 0
		}
		b.WriteString(strings.Repeat(" ", spaces))
		b.WriteString(word)
		at += spaces + n
		spaces, fresh = 0, false
	}
	return b.String()
}
