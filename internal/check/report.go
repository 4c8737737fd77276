package check

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"stonegame/game"
)

// The report of a run, as the command line writes it, in text and in
// JSON: here, so that every front end that runs check writes the same.

// WriteFinding writes one finding as check's text report shows it: how
// far it was shrunk, the case in LeetCode's notation (described in brief
// past [ExplainMax] numbers), the answers, what may vary, standard error,
// the test-case box and where it is saved. memLimit is the run's memory
// limit, in bytes, for a memory failure. It returns w's first error.
func WriteFinding(w io.Writer, g *game.Spec, fd *Finding, memLimit int64) error {
	out := w
	var sb strings.Builder
	w = &sb
	steps := fmt.Sprintf("shrunk in %s", game.Count(fd.Shrinks, "step"))
	if fd.Shrinks == 0 {
		steps = "as generated"
		if fd.Replayed {
			steps = "as saved"
		}
	}
	switch {
	case fd.Shrunk == Minimal:
		fmt.Fprintf(w, "\nminimal failing case (%s: no smaller case fails):\n", steps)
	case fd.Shrunk == LocallyMinimal:
		fmt.Fprintf(w, "\nlocally minimal failing case (%s: no single change of it still fails):\n", steps)
	case fd.Shrunk == OutOfTime:
		fmt.Fprintf(w, "\nfailing case (%s, then out of time: a smaller one may still fail):\n", steps)
	case fd.Kind == Timeout:
		fmt.Fprintf(w, "\nfailing case (not shrunk: every try would take up to the time limit):\n")
	default:
		fmt.Fprintf(w, "\nfailing case (not shrunk: as found):\n")
	}
	if fd.Case.Args.Numbers() <= ExplainMax {
		fmt.Fprintf(w, "%s\n", g.Notation(fd.Case.Args))
	} else {
		fmt.Fprintf(w, "%s (save it with --save DIR)\n", g.DescribeArgs(fd.Case.Args, 5))
	}
	fmt.Fprintf(w, "expected: %s\n", fd.Case.Expected.AppendJSON(nil))
	switch fd.Kind {
	case Wrong:
		fmt.Fprintf(w, "got:      %s\n", fd.GotAnswer.AppendJSON(nil))
	case Malformed:
		fmt.Fprintf(w, "got:      %s (not an answer)\n", appendJSONString(nil, fd.Got))
	case Memory:
		fmt.Fprintf(w, "peak:     %s (limit %s)\n", FormatBytes(fd.Peak), FormatBytes(memLimit))
	}
	for _, v := range fd.Vary {
		fmt.Fprintf(w, "%s\n", v)
	}
	if fd.Stderr != "" && fd.Kind != Wrong {
		fmt.Fprintf(w, "\nstandard error:\n%s\n", fd.Stderr)
	}
	if fd.Case.Args.Numbers() <= ExplainMax {
		fmt.Fprintf(w, "\nin LeetCode's Custom Testcase box:\n%s", AppendCase(nil, g, fd.Case.Args))
	}
	switch {
	case fd.File != "" && fd.Replayed && fd.Case.Args.Equal(fd.Original):
		fmt.Fprintf(w, "\nsaved in %s\n", fd.File)
	case fd.File != "":
		fmt.Fprintf(w, "\nsaved to %s: it runs first next time\n", fd.File)
	}
	_, err := io.WriteString(out, sb.String())
	return err
}

// WriteSpeed writes the speed hunt's ladder as a table, with a bar chart
// of the times when chart is set (on a terminal), and the fitted growth;
// limit is the time limit a case had. It returns w's first error.
func WriteSpeed(w io.Writer, sp *SpeedReport, limit time.Duration, chart bool) error {
	out := w
	var sb strings.Builder
	w = &sb
	runs := "1 run"
	if sp.Repeats > 1 {
		runs = fmt.Sprintf("median of up to %d runs", sp.Repeats)
	}
	fmt.Fprintf(w, "\nspeed: the slowest of %s at each size (%s)\n", andWords(sp.Shapes), runs)
	mem := false
	longest := 0.0
	for _, r := range sp.Rungs {
		mem = mem || r.Peak > 0
		longest = max(longest, r.Seconds)
	}
	width := 8 // n's column, wider for n = 2147483647
	for _, r := range sp.Rungs {
		width = max(width, len(strconv.Itoa(r.N)))
	}
	fmt.Fprintf(w, "%*s  %10s", width, "n", "time")
	if mem {
		fmt.Fprintf(w, "  %10s", "memory")
	}
	fmt.Fprintf(w, "  %s\n", "slowest")
	for _, r := range sp.Rungs {
		t := FormatSeconds(r.Seconds)
		if r.TimedOut {
			t = "> " + FormatSeconds(limit.Seconds())
		}
		fmt.Fprintf(w, "%*d  %10s", width, r.N, t)
		if mem {
			fmt.Fprintf(w, "  %10s", FormatBytes(r.Peak))
		}
		if chart && longest > 0 {
			fmt.Fprintf(w, "  %-11s %s\n", r.Shape, strings.Repeat("█", int(math.Round(24*r.Seconds/longest))))
		} else {
			fmt.Fprintf(w, "  %s\n", r.Shape)
		}
	}
	growth := sp.Growth
	if growth == "" {
		growth = "too fast to tell"
	}
	at := fmt.Sprintf("at n = %d, LeetCode's largest", sp.MaxN)
	switch {
	case sp.Measured:
		fmt.Fprintf(w, "growth: %s; %s: %s\n", growth, at, FormatSeconds(sp.Estimate))
	case math.IsInf(sp.Estimate, 1):
		fmt.Fprintf(w, "growth: %s: %s, it would not finish\n", growth, at)
	case sp.Estimate > 0:
		fmt.Fprintf(w, "growth: %s; %s: about %s (estimated)\n", growth, at, FormatSeconds(sp.Estimate))
	default:
		fmt.Fprintf(w, "growth: %s\n", growth)
	}
	_, err := io.WriteString(out, sb.String())
	return err
}

// andWords joins words for a sentence: "a, b and c".
func andWords(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}

// ExplainMax is the largest failing case, in numbers, whose explanation
// and test-case box check prints: a minimal case is small unless the bug
// needs a large one (an overflow), and then its walk-through would run to
// pages.
const ExplainMax = 200

// AppendFindingJSON appends a finding's fields, without braces: its kind,
// case, answers, how far it was shrunk, detail, standard error, peak
// memory, and, if alone (an item of "findings"), whether it came from the
// corpus.
func AppendFindingJSON(b []byte, g *game.Spec, fd *Finding, alone bool) []byte {
	b = fmt.Appendf(b, `"kind":"%s","case":`, fd.Kind)
	b = AppendCaseJSON(b, g, fd.Case.Args)
	b = append(b, `,"expected":`...)
	b = fd.Case.Expected.AppendJSON(b)
	switch fd.Kind {
	case Wrong:
		b = append(b, `,"got":`...)
		b = fd.GotAnswer.AppendJSON(b)
		// As before "shrink": no single change of the case still fails.
		b = fmt.Appendf(b, `,"minimal":%t`, fd.Shrunk >= LocallyMinimal)
	case Malformed:
		b = append(b, `,"got":`...)
		b = appendJSONString(b, fd.Got)
	}
	b = fmt.Appendf(b, `,"shrink":"%s","shrinks":%d`, fd.Shrunk, fd.Shrinks)
	if fd.Detail != "" {
		b = append(b, `,"detail":`...)
		b = appendJSONString(b, fd.Detail)
	}
	if fd.Stderr != "" {
		b = append(b, `,"stderr":`...)
		b = appendJSONString(b, fd.Stderr)
	}
	if fd.Peak > 0 {
		b = fmt.Appendf(b, `,"peak":%d`, fd.Peak)
	}
	if alone {
		b = fmt.Appendf(b, `,"replayed":%t`, fd.Replayed)
	}
	if fd.Speed != "" {
		b = append(b, `,"speed":`...)
		b = appendJSONString(b, fd.Speed)
	}
	return b
}

// AppendSpeedJSON appends the speed hunt: "speed" (the ladder), "growth"
// (null when too fast to tell) and "estimate" (null when exponential or
// unknown).
func AppendSpeedJSON(b []byte, sp *SpeedReport) []byte {
	b = append(b, `,"speed":[`...)
	for k, r := range sp.Rungs {
		if k > 0 {
			b = append(b, ',')
		}
		b = fmt.Appendf(b, `{"n":%d,"seconds":%s,"shape":`, r.N, strconv.FormatFloat(r.Seconds, 'g', 4, 64))
		b = appendJSONString(b, r.Shape)
		if r.Peak > 0 {
			b = fmt.Appendf(b, `,"memory":%d`, r.Peak)
		}
		if r.TimedOut {
			b = append(b, `,"timeout":true`...)
		}
		b = append(b, '}')
	}
	b = append(b, `],"growth":`...)
	if sp.Growth == "" {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, sp.Growth)
	}
	b = append(b, `,"estimate":`...)
	if sp.Estimate <= 0 || math.IsInf(sp.Estimate, 0) {
		b = append(b, "null"...)
	} else {
		b = fmt.Appendf(b, `{"n":%d,"seconds":%s,"measured":%t}`, sp.MaxN, strconv.FormatFloat(sp.Estimate, 'g', 4, 64), sp.Measured)
	}
	return b
}

// appendJSONString appends s as a JSON string.
func appendJSONString(b []byte, s string) []byte {
	return game.TextAnswer(s).AppendJSON(b)
}
