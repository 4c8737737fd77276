package explain

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"

	"stonegame/game"
)

// The SVG figures are written by hand. Every text is escaped with
// html.EscapeString, which is also valid XML; every figure is one <svg>
// element with the SVG namespace, its size in pixels and inline styles
// only, so it can be embedded in any HTML page or used as a file on its own.

const svgFont = `font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"`

var esc = html.EscapeString

func svgOpen(b *bytes.Buffer, w, h int, label string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s" %s font-size="12">`+"\n", w, h, w, h, esc(label), svgFont)
}

// chartMax is the most points the differential chart draws; longer games
// keep the lowest and the highest value of each of chartMax/2 buckets.
const chartMax = 1000

// ChartSVG returns the running differential as an SVG line chart: one point
// per move (0 before the first), player 1's side, the final value labelled;
// in a solo game, the score.
// Games longer than 1000 moves are drawn from the lowest and highest values
// of 500 buckets, so the figure stays small. It is [Explanation.ChartSVGSize]
// at 640 × 260 pixels and costs O(moves).
func (e *Explanation) ChartSVG() []byte {
	return e.ChartSVGSize(640, 260)
}

// ChartSVGSize is [Explanation.ChartSVG] drawn for a width and a height in
// pixels (at least 240 × 160; smaller sizes are raised to that), its text
// 12 pixels high at that size: a page draws a narrow chart for a phone and
// a wide one for a desktop rather than scale one until its text is
// unreadable. The points are labelled with their values when there are at
// most 24 and they are at least 30 pixels apart, above their dot or below
// it at a low point, clear of the title and the axis. It returns nil for a
// win/lose game or a game of no moves. O(moves).
func (e *Explanation) ChartSVGSize(width, height int) []byte {
	if e.winLose() || len(e.Moves) == 0 {
		return nil // nothing is scored
	}
	w, h := max(width, 240), max(height, 160)
	const left, right = 56, 70
	// The points are labelled when few and far enough apart; a label goes
	// above its dot, or below it at a low point, so the plot leaves room
	// above and below for them.
	n := max(1, e.Moves[len(e.Moves)-1].Number)
	labelled := len(e.Moves)+1 <= 24 && float64(w-left-right)/float64(n) >= 30
	top, bottom := 30, 36
	if labelled {
		top, bottom = 44, 52
	}
	// ys[k] is the differential after move xs[k] (0 before the first);
	// an abridged walk-through has a gap, drawn as a straight line.
	ys := make([]int64, len(e.Moves)+1)
	xs := make([]int, len(e.Moves)+1)
	for k, m := range e.Moves {
		ys[k+1], xs[k+1] = m.Diff, m.Number
	}
	type pt struct {
		x int
		y int64
	}
	var pts []pt
	if len(ys) <= chartMax {
		for k, y := range ys {
			pts = append(pts, pt{xs[k], y})
		}
	} else {
		buckets := chartMax / 2
		for b := range buckets {
			lo, hi := b*len(ys)/buckets, (b+1)*len(ys)/buckets
			mi, ma := lo, lo
			for k := lo; k < hi; k++ {
				if ys[k] < ys[mi] {
					mi = k
				}
				if ys[k] > ys[ma] {
					ma = k
				}
			}
			pts = append(pts, pt{xs[min(mi, ma)], ys[min(mi, ma)]}, pt{xs[max(mi, ma)], ys[max(mi, ma)]})
		}
	}
	lo, hi := int64(0), int64(0)
	for _, y := range ys {
		lo, hi = min(lo, y), max(hi, y)
	}
	if lo == hi {
		hi = lo + 1
	}
	px := func(k int) float64 { return left + float64(k)*float64(w-left-right)/float64(n) }
	py := func(y int64) float64 {
		return float64(top) + float64(h-top-bottom)*(float64(hi)-float64(y))/(float64(hi)-float64(lo))
	}
	var b bytes.Buffer
	label := "running differential after each move"
	if e.solo() {
		label = "score after each move"
	}
	svgOpen(&b, w, h, label)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	heading := e.who(1) + " − " + e.who(2) + " after each move"
	if e.solo() {
		heading = e.who(1) + "'s score after each move"
	}
	fmt.Fprintf(&b, `<text x="%d" y="18" font-weight="bold">%s</text>`+"\n", left, esc(heading))
	// Axes and the zero line.
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>`+"\n", left, top, left, h-bottom)
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#888" stroke-dasharray="4 3"/>`+"\n", left, py(0), w-right, py(0))
	for _, y := range []int64{lo, 0, hi} {
		if y != 0 && (y == hi && hi == lo+1 && lo == 0 || math.Abs(py(y)-py(0)) < 14) {
			continue // an axis label too close to the zero label
		}
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" fill="#555">%s</text>`+"\n", left-6, py(y)+4, esc(game.Num(y)))
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#555">move 0</text>`+"\n", left, h-18)
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" fill="#555">move %d</text>`+"\n", w-right, h-18, xs[len(xs)-1])
	b.WriteString(`<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="`)
	for k, q := range pts {
		if k > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", px(q.x), py(q.y))
	}
	b.WriteString(`"/>` + "\n")
	// The dots, then their labels above them, clear of a dot drawn bigger
	// (a page marks the current step so): no dot covers a label.
	if len(ys) <= 60 {
		for k, y := range ys {
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3.5" fill="#1f6feb"><title>after move %d: %s</title></circle>`+"\n", px(xs[k]), py(y), xs[k], esc(game.Num(y)))
		}
		if labelled {
			for k, y := range ys {
				if k == 0 || k == len(ys)-1 {
					continue
				}
				ly := py(y) - 11 // above
				if y < ys[k-1] && y < ys[k+1] {
					ly = py(y) + 19 // below a low point
				}
				fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11" fill="#333">%s</text>`+"\n", px(xs[k]), ly, esc(game.Num(y)))
			}
		}
	}
	last := ys[len(ys)-1]
	fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-weight="bold" fill="#1f6feb">%s</text>`+"\n", px(xs[len(xs)-1])+11, py(last)+4, esc(game.Num(last)))
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// TreeSVG returns the recursion tree as an SVG outline, one call per line
// indented by depth: what remains, whose turn, its value; memo hits in grey
// italics marked "memo hit"; the optimal line in bold green. It returns nil
// when the explanation has no tree. O(calls).
func (e *Explanation) TreeSVG() []byte {
	t := e.Tree
	if t == nil {
		return nil
	}
	const rowH, indent, x0, y0 = 20, 22, 12, 34
	type row struct {
		treeRow
		parent int // row of the parent, -1 at the root
	}
	var rows []row
	var stack []int // the row of the last node at each depth
	wmax := 0
	for _, r := range t.rows() {
		parent := -1
		if r.depth > 0 {
			parent = stack[r.depth-1]
		}
		stack = append(stack[:r.depth], len(rows))
		rows = append(rows, row{r, parent})
		wmax = max(wmax, x0+r.depth*indent+7*width(e.rowMove(r)+e.rowLabel(r)+" (memo hit)")+24)
	}
	w, h := max(wmax, 360), y0+len(rows)*rowH+8
	var b bytes.Buffer
	svgOpen(&b, w, h, "recursion tree")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	title := fmt.Sprintf("Recursion tree: %s, %s, %d saved", game.Count(t.Calls, "call"), game.Count(t.Hits, "memo hit"), t.Naive-int64(t.Calls))
	if t.Repeats > 0 {
		title = fmt.Sprintf("Recursion tree: %s, %s, %s", game.Count(t.Calls, "call"), game.Count(t.Hits, "memo hit"), game.Count(t.Repeats, "repeat"))
	}
	fmt.Fprintf(&b, `<text x="%d" y="18" font-weight="bold">%s</text>`+"\n", x0, esc(title))
	y := func(r int) int { return y0 + r*rowH }
	for r, q := range rows {
		if q.parent < 0 {
			continue
		}
		px := x0 + (q.depth-1)*indent + 5
		stroke := "#bbb"
		if q.n.Line && rows[q.parent].n.Line {
			stroke = "#0a7d32"
		}
		fmt.Fprintf(&b, `<path d="M%d %d V%d H%d" fill="none" stroke="%s"/>`+"\n", px, y(q.parent)+5, y(r)-4, x0+q.depth*indent-3, stroke)
	}
	for r, q := range rows {
		n := q.n
		attr := `fill="#222"`
		switch {
		case n.Line:
			attr = `fill="#0a7d32" font-weight="bold"`
		case n.Memo:
			attr = `fill="#888" font-style="italic"`
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" %s>`, x0+q.depth*indent, y(r), attr)
		if n.Move != nil {
			fmt.Fprintf(&b, `<tspan fill="#777" font-weight="normal">%s</tspan>`, esc(e.rowMove(q.treeRow)))
		}
		b.WriteString(esc(e.rowLabel(q.treeRow)))
		if n.Memo {
			b.WriteString(`<tspan fill="#888" font-style="italic" font-weight="normal"> (memo hit)</tspan>`)
		}
		b.WriteString("</text>\n")
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// heat returns the colour of value v on a scale of ±m: white at 0, blue
// when the player to move is ahead, red when behind.
func heat(v, m int64) color.RGBA {
	if m == 0 {
		return color.RGBA{255, 255, 255, 255}
	}
	f := float64(v) / float64(m)
	mix := func(a, b uint8, f float64) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*f + 0.5) }
	if f >= 0 {
		return color.RGBA{mix(255, 33, f), mix(255, 102, f), mix(255, 172, f), 255}
	}
	f = -f
	return color.RGBA{mix(255, 178, f), mix(255, 24, f), mix(255, 43, f), 255}
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// tableRects is the largest table drawn cell by cell; larger ones are one
// embedded PNG image, a pixel per cell.
const tableRects = 64

// TableSVG returns the DP table as an SVG heatmap: row i, column j holds
// the value of its state, blue when the player to move is ahead, red when
// behind, white at 0; the cells of the optimal line are outlined (small
// tables) or joined by a line (large ones). Up to 16 rows and columns the
// cells show their values and the margins their labels. It returns nil
// when the explanation has no table. Up to 64 rows and columns every cell
// is an SVG rectangle; past that the cells are one embedded PNG (no
// external assets either way). A cell is 4 to 44 pixels, so a table of 300
// rows is 1,200 pixels wide. O(rows × columns).
func (e *Explanation) TableSVG() []byte {
	t := e.Table
	if t == nil || len(t.Rows) == 0 || len(t.Cols) == 0 {
		return nil
	}
	nr, nc := len(t.Rows), len(t.Cols)
	// A cell is at least 4 pixels: at 2, the stripes of red and blue cells
	// of a long row blend into purple, a colour not in the legend.
	cs := max(4, min(44, 600/max(nr, nc)))
	const left, top = 64, 56
	w, h := max(left+cs*nc+24, left+21*12+64), top+cs*nr+56
	var m int64
	for i := range nr {
		for j := range nc {
			if has(t, i, j) {
				m = max(m, int64(min(game.Abs(t.Cells[i][j]), math.MaxInt64)))
			}
		}
	}
	var b bytes.Buffer
	svgOpen(&b, w, h, "DP table heatmap")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="18" font-weight="bold">%s</text>`+"\n", left, esc(t.Title))
	labels := nr <= 16 && nc <= 16
	if labels {
		for j := range nc {
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" fill="#555">%s</text>`+"\n", left+j*cs+cs/2, top-8, esc(t.Cols[j]))
		}
		for i := range nr {
			label := t.Rows[i]
			if i < len(t.Margin) {
				label += ": " + t.Margin[i]
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" fill="#555">%s</text>`+"\n", left-6, top+i*cs+cs/2+4, esc(label))
		}
	} else {
		fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#555">j = %s … %s →</text>`+"\n", left, top-8, esc(t.Cols[0]), esc(t.Cols[nc-1]))
		fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#555" transform="rotate(90 %d %d)">i = %s … %s →</text>`+"\n", left-20, top, left-20, top, esc(t.Rows[0]), esc(t.Rows[nr-1]))
	}
	if nr <= tableRects && nc <= tableRects {
		for i := range nr {
			for j := range nc {
				if !has(t, i, j) {
					continue
				}
				v := t.Cells[i][j]
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"><title>%s = %s</title></rect>`+"\n", left+j*cs, top+i*cs, cs, cs, hex(heat(v, m)), esc(cellName(t, i, j)), esc(game.Num(v)))
			}
		}
		for _, c := range t.Path {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#111" stroke-width="%d"/>`+"\n", left+c[1]*cs+1, top+c[0]*cs+1, cs-2, cs-2, max(1, cs/14))
		}
		if labels {
			fs := max(8, min(13, cs/3))
			for i := range nr {
				for j := range nc {
					if !has(t, i, j) {
						continue
					}
					v := t.Cells[i][j]
					fill := "#111"
					if 2*game.Abs(v) > uint64(m) {
						fill = "#fff"
					}
					fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="%d" fill="%s">%s</text>`+"\n", left+j*cs+cs/2, top+i*cs+cs/2+fs/3, fs, fill, esc(game.Num(v)))
				}
			}
		}
	} else {
		img := image.NewRGBA(image.Rect(0, 0, nc, nr))
		for i := range nr {
			for j := range nc {
				c := color.RGBA{245, 245, 245, 255}
				if has(t, i, j) {
					c = heat(t.Cells[i][j], m)
				}
				img.SetRGBA(j, i, c)
			}
		}
		var pb bytes.Buffer
		png.Encode(&pb, img) // writing to a bytes.Buffer cannot fail
		fmt.Fprintf(&b, `<image x="%d" y="%d" width="%d" height="%d" preserveAspectRatio="none" style="image-rendering:pixelated" href="data:image/png;base64,%s"/>`+"\n", left, top, cs*nc, cs*nr, base64.StdEncoding.EncodeToString(pb.Bytes()))
		var pts []string
		for _, c := range t.Path {
			pts = append(pts, fmt.Sprintf("%d,%d", left+c[1]*cs+cs/2, top+c[0]*cs+cs/2))
		}
		fmt.Fprintf(&b, `<polyline fill="none" stroke="#111" stroke-width="1.5" points="%s"/>`+"\n", strings.Join(pts, " "))
	}
	// Legend.
	ly := top + cs*nr + 22
	for k := 0; k <= 20; k++ {
		v := int64(float64(m) * float64(k-10) / 10) // m*(k-10) could overflow
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/>`, left+k*12, ly, hex(heat(v, m)))
	}
	fmt.Fprintf(&b, "\n"+`<text x="%d" y="%d" text-anchor="end" fill="#555">%s</text>`, left-4, ly+10, esc(game.Num(-m)))
	fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#555">%s</text>`+"\n", left+21*12+4, ly+10, esc(game.Num(m)))
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// SVG returns one standalone SVG document with the title, the verdict and
// the figures (chart, tree, table) stacked vertically. The walk-through in
// words is in the text, markdown and HTML formats.
func (e *Explanation) SVG() []byte {
	figs := [][]byte{e.ChartSVG(), e.TreeSVG(), e.TableSVG()}
	type placed struct {
		svg  []byte
		w, h int
	}
	var ps []placed
	w, h := 640, 64
	for _, f := range figs {
		if f == nil {
			continue
		}
		var fw, fh int
		fmt.Sscanf(string(f[bytes.Index(f, []byte(`width="`)):]), `width="%d" height="%d"`, &fw, &fh)
		ps = append(ps, placed{f, fw, fh})
		w = max(w, fw+16)
		h += fh + 16
	}
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	svgOpen(&b, w, h, "explanation of "+e.Game.Title)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="8" y="24" font-size="18" font-weight="bold">%s</text>`+"\n", esc(e.Game.Title))
	head := e.Verdict()
	if sum := e.sum(sumTerms); sum != "" {
		if width(sum) > (w-16)/8 {
			sum = e.sum(2)
		}
		head += ": " + sum
	}
	fmt.Fprintf(&b, `<text x="8" y="48" font-size="14">%s</text>`+"\n", esc(head))
	y := 64
	for _, p := range ps {
		fmt.Fprintf(&b, `<g transform="translate(8 %d)">`+"\n", y)
		b.Write(p.svg)
		b.WriteString("</g>\n")
		y += p.h + 16
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}
