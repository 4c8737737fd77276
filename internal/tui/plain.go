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

// Plain plays m as a line-oriented game, for scripts, screen readers and
// tests: it prints the position and reads one command per line from in: a
// move as the game's ParseMove reads it (its MoveHelp says how), "hint",
// "undo" or "quit". After every move of the human it prints the analysis of the move
// and the computer's answer, and at the end of the game the summary. A bad
// command gets a one-line message and the prompt again.
//
// It returns nil when the game ends, on quit and at the end of input, and
// an error only when reading in or writing out fails or ctx is done. It
// reads in from a goroutine, so that ctx ends it even while it waits for a
// line; that goroutine is left blocked in in.Read until the next line.
func Plain(ctx context.Context, m *match.Match, in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	lines := make(chan string)
	var readErr error // set before lines is closed
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 4096), 1<<20)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
		readErr = sc.Err()
	}()
	md := modeAuto // the start's, then kept
	title, sides := intro(m)
	fmt.Fprintf(w, "%s. %s\n", title, sides)
	fmt.Fprintf(w, "Commands: %s, hint, undo, quit.\n", match.MoveHelp(m.Game()))
	for _, p := range m.Played() { // the computer's opening
		fmt.Fprintln(w, moveLine(m, p))
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
			fmt.Fprintln(w, moveLine(m, p))
		}
		show = true
	}
}
