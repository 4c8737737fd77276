package explain

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// Text returns the explanation as plain text, its paragraphs and lists
// wrapped at 100 columns; the tables, the tree and long formulas are not
// wrapped. With color it uses ANSI escapes for emphasis (callers decide: a
// terminal, NO_COLOR unset); without, the text has no escapes and marks
// what colour would show with '*'. It is TextWidth(color, 100).
func (e *Explanation) Text(color bool) []byte { return e.TextWidth(color, textWidth) }

// TextWidth is [Explanation.Text] with the paragraphs and lists wrapped at
// width columns, for a terminal of that width: at least 20 and at most 100
// (a wider terminal keeps lines short enough to read); width <= 0 means
// 100. Tables, the tree and the DP table are never wrapped: a terminal
// narrower than them scrolls or folds them. The DP table is shown while it
// fits in 100 columns, whatever the width, so the sections do not depend
// on the terminal.
func (e *Explanation) TextWidth(color bool, width int) []byte {
	if width <= 0 {
		width = textWidth
	}
	t := &textSink{color: color, width: min(max(width, minWidth), textWidth)}
	e.render(t, false)
	return t.buf.Bytes()
}

// minWidth is the narrowest the text is wrapped.
const minWidth = 20

// Markdown returns the explanation as CommonMark with GitHub tables; the
// tree and the DP table are fenced code blocks.
func (e *Explanation) Markdown() []byte {
	m := &mdSink{}
	e.render(m, false)
	return bytes.TrimRight(m.buf.Bytes(), "\n")
}

// width is the number of columns s takes in a terminal (one per rune: the
// text uses no wide characters).
func width(s string) int { return utf8.RuneCountInString(s) }

// textSink writes plain text.
type textSink struct {
	buf   bytes.Buffer
	color bool
	width int    // the columns paragraphs and lists are wrapped at
	first bool   // something was written
	run   []byte // wrap's scratch
}

func (t *textSink) gap() {
	if t.first {
		t.buf.WriteByte('\n')
	}
	t.first = true
}

func (t *textSink) spans(ss []span) string {
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(t.style(s))
	}
	return b.String()
}

func (t *textSink) style(s span) string {
	if !t.color || s.style == plain || s.text == "" {
		return s.text
	}
	code := map[style]string{strong: "1", good: "1;32", dim: "2"}[s.style]
	text := strings.TrimRight(s.text, " ")
	return "\x1b[" + code + "m" + text + "\x1b[0m" + s.text[len(text):]
}

func (t *textSink) title(s string) { t.underlined(s, "=") }

func (t *textSink) heading(s string) { t.underlined(s, "-") }

// underlined writes a title or a heading wrapped at t.width columns, its
// lines after the first indented past a number ("4. "), and underlined
// with rule as wide as its widest line: a heading longer than the
// terminal does not run past it.
func (t *textSink) underlined(s, rule string) {
	t.gap()
	lines := wrapWords(s, t.width, numberIndent(s))
	w := 0
	for _, l := range lines {
		t.buf.WriteString(t.style(span{l, strong}) + "\n")
		w = max(w, width(l))
	}
	t.buf.WriteString(strings.Repeat(rule, w) + "\n")
}

// numberIndent returns the spaces that align a heading's continuation
// lines with its text after a leading number: "   " for "4. Insight…".
func numberIndent(s string) string {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && strings.HasPrefix(s[i:], ". ") {
		return strings.Repeat(" ", i+2)
	}
	return ""
}

// wrapWords breaks s on spaces into lines of at most width columns (a
// word longer than that stays whole on its line), the lines after the
// first starting with indent.
func wrapWords(s string, cols int, indent string) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case width(line)+1+width(w) <= cols:
			line += " " + w
		default:
			lines = append(lines, line)
			line = indent + w
		}
	}
	return append(lines, line)
}

func (t *textSink) para(ss ...span) {
	t.gap()
	t.wrap(ss, "", "")
}

// wrap writes ss wrapped at t.width columns on spaces, the first line
// after first, the others after indent.
func (t *textSink) wrap(ss []span, first, indent string) {
	t.buf.WriteString(first)
	col := width(first)
	indentWidth := width(indent)
	// run collects the words of one style on the current line, so that a
	// colour escape wraps a run, not every word.
	run := t.run[:0]
	runStyle := plain
	flush := func() {
		if !t.color || runStyle == plain {
			t.buf.Write(run)
		} else {
			t.buf.WriteString(t.style(span{string(run), runStyle}))
		}
		run = run[:0]
	}
	for _, s := range merge(ss) {
		if s.style != runStyle {
			flush()
			runStyle = s.style
		}
		// The words of s, each with the spaces after it.
		for rest := s.text; rest != ""; {
			end := len(rest)
			if i := strings.IndexByte(rest, ' '); i >= 0 {
				end = i + 1
			}
			w := rest[:end]
			rest = rest[end:]
			if col > indentWidth && col+width(strings.TrimRight(w, " ")) > t.width {
				flush()
				t.trimSpace()
				t.buf.WriteByte('\n')
				t.buf.WriteString(indent)
				col = indentWidth
			}
			run = append(run, w...)
			col += width(w)
		}
	}
	flush()
	t.trimSpace()
	t.buf.WriteByte('\n')
	t.run = run
}

// trimSpace drops the spaces at the end of the output.
func (t *textSink) trimSpace() {
	b := bytes.TrimRight(t.buf.Bytes(), " ")
	t.buf.Truncate(len(b))
}

func (t *textSink) list(items [][]span) {
	t.gap()
	for _, it := range items {
		t.wrap(it, "  - ", "    ")
	}
}

func (t *textSink) table(head []string, right []bool, rows [][]span) {
	t.gap()
	w := make([]int, len(head))
	for c, h := range head {
		w[c] = width(h)
	}
	for _, r := range rows {
		for c, s := range r {
			w[c] = max(w[c], width(s.text))
		}
	}
	pad := func(n int) {
		for ; n > 0; n-- {
			t.buf.WriteByte(' ')
		}
	}
	// line writes one row of cells, padded to the column widths, without
	// trailing spaces; it writes into the buffer directly because a
	// walk-through can have 10^5 rows.
	line := func(cells []span) {
		t.buf.WriteString("  ")
		for c, s := range cells {
			if c > 0 {
				t.buf.WriteString("  ")
			}
			gap := w[c] - width(s.text)
			if right[c] {
				pad(gap)
			}
			t.buf.WriteString(t.style(s))
			if !right[c] && c < len(cells)-1 {
				pad(gap)
			}
		}
		t.trimSpace()
		t.buf.WriteByte('\n')
	}
	cells := make([]span, len(head))
	for c, h := range head {
		cells[c] = span{h, strong}
	}
	line(cells)
	for c := range head {
		cells[c] = span{strings.Repeat("-", w[c]), plain}
	}
	line(cells)
	for _, r := range rows {
		line(r)
	}
}

func (t *textSink) pre(lines [][]span) {
	t.gap()
	for _, l := range lines {
		t.buf.WriteString(strings.TrimRight("  "+t.spans(l), " ") + "\n")
	}
}

func (t *textSink) figure([]byte, string) {}

// mdSink writes markdown.
type mdSink struct {
	buf bytes.Buffer
}

var mdEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "|", `\|`, "<", `\<`, ">", `\>`, "[", `\[`, "]", `\]`, "`", "\\`")

func (m *mdSink) spans(ss []span) string {
	var b strings.Builder
	for _, s := range merge(ss) {
		text := mdEscaper.Replace(s.text)
		lead := len(text) - len(strings.TrimLeft(text, " "))
		trail := len(text) - len(strings.TrimRight(text, " "))
		core := strings.TrimSpace(text)
		if core == "" {
			b.WriteString(text)
			continue
		}
		mark := map[style]string{strong: "**", good: "**", dim: "_"}[s.style]
		b.WriteString(text[:lead] + mark + core + mark + text[len(text)-trail:])
	}
	return b.String()
}

func (m *mdSink) title(s string)   { m.buf.WriteString("# " + mdEscaper.Replace(s) + "\n\n") }
func (m *mdSink) heading(s string) { m.buf.WriteString("## " + mdEscaper.Replace(s) + "\n\n") }
func (m *mdSink) para(ss ...span)  { m.buf.WriteString(m.spans(ss) + "\n\n") }

func (m *mdSink) list(items [][]span) {
	for _, it := range items {
		m.buf.WriteString("- " + m.spans(it) + "\n")
	}
	m.buf.WriteByte('\n')
}

func (m *mdSink) table(head []string, right []bool, rows [][]span) {
	m.buf.WriteString("|")
	for _, h := range head {
		m.buf.WriteString(" " + mdEscaper.Replace(h) + " |")
	}
	m.buf.WriteString("\n|")
	for c := range head {
		if right[c] {
			m.buf.WriteString("---:|")
		} else {
			m.buf.WriteString("---|")
		}
	}
	m.buf.WriteByte('\n')
	for _, r := range rows {
		m.buf.WriteString("|")
		for _, s := range r {
			m.buf.WriteString(" " + m.spans([]span{s}) + " |")
		}
		m.buf.WriteByte('\n')
	}
	m.buf.WriteByte('\n')
}

func (m *mdSink) pre(lines [][]span) {
	m.buf.WriteString("```\n")
	for _, l := range lines {
		var b strings.Builder
		for _, s := range l {
			b.WriteString(s.text)
		}
		m.buf.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	}
	m.buf.WriteString("```\n\n")
}

func (m *mdSink) figure([]byte, string) {}
