package explain

import (
	"bytes"
	"fmt"
	"strings"
)

// CSS is the style sheet of [Explanation.HTMLFragment]: every rule is scoped
// to the fragment's class, sg-explain, so a page can include it as is.
const CSS = `.sg-explain{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;line-height:1.45;color:#1b1f24;max-width:72rem}
.sg-explain h1{font-size:1.6rem;margin:.5rem 0 1rem}
.sg-explain h2{font-size:1.2rem;margin:1.8rem 0 .6rem;border-bottom:1px solid #d0d7de;padding-bottom:.2rem}
.sg-explain table{border-collapse:collapse;margin:.6rem 0;font-variant-numeric:tabular-nums}
.sg-explain th,.sg-explain td{border:1px solid #d0d7de;padding:.2rem .55rem;text-align:left}
.sg-explain th{background:#f6f8fa}
.sg-explain td.r,.sg-explain th.r{text-align:right}
.sg-explain pre{background:#f6f8fa;padding:.6rem;overflow:auto}
.sg-explain .strong{font-weight:600}
.sg-explain .good{font-weight:600;color:#0a7d32}
.sg-explain .dim{color:#6e7781}
.sg-explain figure{margin:.8rem 0;overflow:auto}
.sg-explain figcaption{color:#6e7781;font-size:.9rem}
.sg-explain ul{padding-left:1.4rem}
`

// HTMLFragment returns the whole explanation as one HTML element, <section
// class="sg-explain">, for a page that includes [CSS]: the sections of the
// text format with the chart, the tree and the DP table as inline SVG. It is
// well-formed XML as well as HTML, and refers to nothing outside itself.
func (e *Explanation) HTMLFragment() []byte {
	h := &htmlSink{}
	h.buf.WriteString(`<section class="sg-explain">` + "\n")
	e.render(h, true)
	h.buf.WriteString("</section>\n")
	return h.buf.Bytes()
}

// InsightHTML returns the game's insight on the instance alone, the
// section HTMLFragment includes, as one <section class="sg-explain">
// element for a page that shows it on its own (the web app's insight
// card); nil when the game has none ([Explanation.Insight]).
func (e *Explanation) InsightHTML() []byte {
	if e.Insight == nil {
		return nil
	}
	h := &htmlSink{}
	h.buf.WriteString(`<section class="sg-explain">` + "\n")
	e.insightSection(h)
	h.buf.WriteString("</section>\n")
	return h.buf.Bytes()
}

// WhyHTML returns why move k of the walk-through (e.Moves[k]) is right,
// the paragraph and list of its options the "Why each move is right"
// section writes for it, as one <div class="sg-explain"> element, for a
// page that reveals one move at a time (the web app's quiz); nil when k
// is out of range or the move is not valued (its Choices are nil).
// O(options listed), at most 8 and the optimal ones.
func (e *Explanation) WhyHTML(k int) []byte {
	if k < 0 || k >= len(e.Moves) || e.Moves[k].Choices == nil {
		return nil
	}
	h := &htmlSink{}
	h.buf.WriteString(`<div class="sg-explain">` + "\n")
	e.whyMove(h, e.Moves[k], e.winLose())
	h.buf.WriteString("</div>\n")
	return h.buf.Bytes()
}

// HTML returns a complete, self-contained HTML page: [CSS] inline and
// [Explanation.HTMLFragment] as its body; no scripts, no external assets.
func (e *Explanation) HTML() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>%s</title>\n<style>\n%s</style>\n</head>\n<body>\n", esc("stonegame explain: "+e.Game.Title), CSS)
	b.Write(e.HTMLFragment())
	b.WriteString("</body>\n</html>\n")
	return b.Bytes()
}

// htmlSink writes HTML.
type htmlSink struct {
	buf bytes.Buffer
}

func (h *htmlSink) spans(ss []span) string {
	var b strings.Builder
	for _, s := range ss {
		if s.style == plain {
			b.WriteString(esc(s.text))
			continue
		}
		cls := map[style]string{strong: "strong", good: "good", dim: "dim"}[s.style]
		fmt.Fprintf(&b, `<span class="%s">%s</span>`, cls, esc(s.text))
	}
	return b.String()
}

func (h *htmlSink) title(s string)   { fmt.Fprintf(&h.buf, "<h1>%s</h1>\n", esc(s)) }
func (h *htmlSink) heading(s string) { fmt.Fprintf(&h.buf, "<h2>%s</h2>\n", esc(s)) }
func (h *htmlSink) para(ss ...span)  { fmt.Fprintf(&h.buf, "<p>%s</p>\n", h.spans(ss)) }

func (h *htmlSink) list(items [][]span) {
	h.buf.WriteString("<ul>\n")
	for _, it := range items {
		fmt.Fprintf(&h.buf, "<li>%s</li>\n", h.spans(it))
	}
	h.buf.WriteString("</ul>\n")
}

func (h *htmlSink) table(head []string, right []bool, rows [][]span) {
	cls := func(c int) string {
		if right[c] {
			return ` class="r"`
		}
		return ""
	}
	h.buf.WriteString("<table>\n<thead><tr>")
	for c, s := range head {
		fmt.Fprintf(&h.buf, "<th%s>%s</th>", cls(c), esc(s))
	}
	h.buf.WriteString("</tr></thead>\n<tbody>\n")
	for _, r := range rows {
		h.buf.WriteString("<tr>")
		for c, s := range r {
			fmt.Fprintf(&h.buf, "<td%s>%s</td>", cls(c), h.spans([]span{s}))
		}
		h.buf.WriteString("</tr>\n")
	}
	h.buf.WriteString("</tbody>\n</table>\n")
}

func (h *htmlSink) pre(lines [][]span) {
	h.buf.WriteString("<pre>")
	for _, l := range lines {
		h.buf.WriteString(h.spans(l) + "\n")
	}
	h.buf.WriteString("</pre>\n")
}

func (h *htmlSink) figure(svg []byte, caption string) {
	if svg == nil {
		return
	}
	h.buf.WriteString("<figure>\n")
	h.buf.Write(svg)
	fmt.Fprintf(&h.buf, "<figcaption>%s</figcaption>\n</figure>\n", esc(caption))
}
