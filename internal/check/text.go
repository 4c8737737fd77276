package check

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"stonegame/explain"
	"stonegame/game"
)

// Text is what the text report of a run says beside the [Report]: how
// the run was asked for.
type Text struct {
	// Corpus is the corpus's directory, "" without one.
	Corpus string
	// Capped, if not "", is the line that says why the cases were kept
	// smaller than asked (a rules file's limits), without its newline.
	Capped string
	// MemoryLimit and TimeLimit are the run's limits.
	MemoryLimit int64
	TimeLimit   time.Duration
	// Chart draws the speed hunt's bars (on a terminal).
	Chart bool
	// Reproduce is the command line that runs the same check again,
	// printed after a failure.
	Reproduce string
	// Selector names the game in the command that explains a large case
	// ("stone-game-vii", a rules file's path).
	Selector string
}

// WriteText writes rep as `stonegame check` prints it: the verdict, each
// finding ([WriteFinding]), what was pruned, the speed hunt, and after a
// failure the command that reproduces it and, for a wrong answer, the
// explanation of the failing case. Every front end that runs check
// (the command line, the browser's check page) writes its report with it.
// It returns w's first error.
func WriteText(w io.Writer, g *game.Spec, rep *Report, t Text) error {
	out := w
	var sb strings.Builder
	w = &sb
	if rep.Failure == nil {
		fmt.Fprintf(w, "%s: all %d cases pass (seed %d)", g.Name, rep.Total, rep.Seed)
		switch {
		case rep.Saved == 1:
			fmt.Fprintf(w, ", and the case saved in %s", t.Corpus)
		case rep.Saved > 1:
			fmt.Fprintf(w, ", and the %d cases saved in %s", rep.Saved, t.Corpus)
		}
		fmt.Fprintln(w)
	} else if len(rep.Findings) == 1 {
		fd := rep.Findings[0]
		fmt.Fprintf(w, "%s: %s on %s (seed %d)\n", g.Name, fd.Describe(), Where(rep, fd), rep.Seed)
	} else {
		fmt.Fprintf(w, "%s: %s (seed %d)\n", g.Name, game.Count(len(rep.Findings), "finding"), rep.Seed)
	}
	if t.Capped != "" {
		fmt.Fprintln(w, t.Capped)
	}
	for k, fd := range rep.Findings {
		if len(rep.Findings) > 1 {
			fmt.Fprintf(w, "\nfinding %d of %d: %s on %s\n", k+1, len(rep.Findings), fd.Describe(), Where(rep, fd))
		}
		WriteFinding(w, g, fd, t.MemoryLimit)
	}
	if len(rep.Pruned) > 0 {
		fmt.Fprintf(w, "\npruned %s that %s now: %s\n", game.Count(len(rep.Pruned), "saved case"), plural(len(rep.Pruned), "passes", "pass"), strings.Join(rep.Pruned, ", "))
	}
	if len(rep.Removed) > 0 {
		fmt.Fprintf(w, "\nremoved %s of the corpus that %s no case of %s:\n", game.Count(len(rep.Removed), "file"), plural(len(rep.Removed), "holds", "hold"), g.Name)
		for _, u := range rep.Removed {
			fmt.Fprintf(w, "  %s: %v\n", u.File, u.Err)
		}
	}
	if rep.Speed != nil {
		WriteSpeed(w, rep.Speed, t.TimeLimit, t.Chart)
	}
	if rep.Failure != nil {
		fmt.Fprintf(w, "\nreproduce: %s\n", t.Reproduce)
		f := rep.Failure
		size := f.Case.Args.Numbers()
		if f.Kind == Wrong && size > ExplainMax {
			fmt.Fprintf(w, "\nThe case has %d numbers, too many to explain here: save it with --save DIR and run 'stonegame explain --game %s < FILE'.\n", size, t.Selector)
		} else if f.Kind == Wrong {
			if p, err := g.Start(context.Background(), f.Case.Args); err == nil {
				if e, err := explain.Build(g, f.Case.Args, p, nil); err == nil {
					fmt.Fprintf(w, "\n%s", e.Text(false))
				}
			}
		}
	}
	_, err := io.WriteString(out, sb.String())
	return err
}

// Where says which case a finding is: "case 3 of 20", "saved case 1 of
// 2", "the speed hunt's random case of n = 1000".
func Where(rep *Report, fd *Finding) string {
	switch {
	case fd.Replayed:
		return fmt.Sprintf("saved case %d of %d", fd.Index+1, rep.Saved)
	case fd.Speed != "":
		return fmt.Sprintf("the speed hunt's %s case of n = %d", fd.Speed, fd.Case.Args.Size())
	}
	return fmt.Sprintf("case %d of %d", fd.Index+1, rep.Total)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
