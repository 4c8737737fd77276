package pattern

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"stonegame/game"
)

// OEIS returns the OEIS search link for the first terms of xs (at most
// terms of them): https://oeis.org/search?q=0,2,5,7. Nothing is fetched.
func OEIS(xs []int64, terms int) string {
	parts := make([]string, 0, min(len(xs), terms))
	for _, x := range xs[:min(len(xs), terms)] {
		parts = append(parts, strconv.FormatInt(x, 10))
	}
	return "https://oeis.org/search?q=" + strings.Join(parts, ",")
}

// oeisTerms is how many terms a link searches for: enough to pick a
// sequence out, few enough to match one whose offset or start differs.
const oeisTerms = 20

// Losing returns the axis values where the second player wins (the
// P-positions of a one-axis table).
func (t *Table) Losing() []int64 {
	var out []int64
	for _, c := range t.Cells {
		if c.Result.Winner() == game.SecondWins {
			out = append(out, c.Vars[0])
		}
	}
	return out
}

func outcomeChar(r game.Result) byte {
	switch r.Winner() {
	case game.FirstWins:
		return 'W'
	case game.SecondWins:
		return 'L'
	}
	return 'D'
}

// legend says what the letters of an outcome strip or map mean.
func legend(sides Sides) string {
	return "W: " + sides[0] + " wins, L: " + sides[1] + " wins, D: a draw"
}

// WriteText writes t for people: a strip per column (one axis) with each
// column's period, closed form, exceptions and OEIS links, or the map of
// outcomes (two axes) with its losing cells. periods are t.Periods'.
func (t *Table) WriteText(w io.Writer, periods []Period) error {
	b := &strings.Builder{}
	pl := t.Plan
	g := pl.Game
	fmt.Fprintf(b, "%s, %s: %s\n", g.Name, pl.axesWords(), game.Count(len(t.Cells), "instance"))
	if len(pl.Axes) == 2 {
		t.writeMap(b)
		_, err := io.WriteString(w, b.String())
		return err
	}
	ax := pl.Axes[0]
	width := len(strconv.FormatInt(ax.Hi, 10))
	for _, col := range t.Columns() {
		b.WriteByte('\n')
		xs := t.Seq(col)
		if col == Outcome {
			fmt.Fprintf(b, "outcome (%s)\n", legend(SidesOf(g)))
			for i := 0; i < len(t.Cells); i += 50 {
				fmt.Fprintf(b, "  %s = %*d  ", ax.Name, width, ax.Lo+int64(i))
				for j := i; j < min(i+50, len(t.Cells)); j++ {
					if j > i && (j-i)%10 == 0 {
						b.WriteByte(' ')
					}
					b.WriteByte(outcomeChar(t.Cells[j].Result))
				}
				b.WriteByte('\n')
			}
		} else {
			fmt.Fprintf(b, "%s\n", map[Column]string{Grundy: "Grundy value", Remoteness: "remoteness (moves the game lasts)", Differential: "differential (first − second)"}[col])
			if col == Differential && g.Kind == game.Solo {
				fmt.Fprintf(b, "(the score of %s)\n", g.Players[0])
			}
			for i := 0; i < len(xs); i += 20 {
				fmt.Fprintf(b, "  %s = %*d  ", ax.Name, width, ax.Lo+int64(i))
				for j := i; j < min(i+20, len(xs)); j++ {
					if j > i {
						b.WriteByte(' ')
					}
					if xs[j] < 0 && col != Differential {
						b.WriteByte('-')
					} else {
						b.WriteString(strconv.FormatInt(xs[j], 10))
					}
				}
				b.WriteByte('\n')
			}
		}
		for _, per := range periods {
			if per.Column != col {
				continue
			}
			fmt.Fprintf(b, "%s\n", per.Say(ax.Name))
			if per.Proven {
				wrap(b, "  why: ", "       ", per.Proof, 78)
			}
			if cf := per.ClosedForm(ax.Name, SidesOf(g)); cf != "" {
				fmt.Fprintf(b, "  %s\n", cf)
			}
			if per.Found && len(per.Exceptions) > 0 {
				fmt.Fprintf(b, "  exceptions (the value differs from the periodic one): %s = %s\n", ax.Name, list(per.Exceptions, 30))
			} else if per.Found && per.From > ax.Lo {
				fmt.Fprintf(b, "  no exceptions before %s = %d\n", ax.Name, per.From)
			}
		}
		switch col {
		case Outcome:
			losing := t.Losing()
			if len(losing) == 0 {
				fmt.Fprintf(b, "%s wins at no %s\n", SidesOf(g)[1], ax.Name)
			} else {
				fmt.Fprintf(b, "%s wins at %s = %s\n", SidesOf(g)[1], ax.Name, list(losing, 30))
			}
			if len(losing) > 0 {
				fmt.Fprintf(b, "  OEIS: %s\n", OEIS(losing, oeisTerms))
			}
		case Grundy:
			fmt.Fprintf(b, "  OEIS: %s\n", OEIS(xs, oeisTerms))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// list writes xs separated by commas, the first most of them and "… (N in
// all)" after them.
func list(xs []int64, most int) string {
	if len(xs) == 0 {
		return "none"
	}
	parts := make([]string, 0, most+1)
	for _, x := range xs[:min(most, len(xs))] {
		parts = append(parts, strconv.FormatInt(x, 10))
	}
	s := strings.Join(parts, ", ")
	if len(xs) > most {
		s += fmt.Sprintf(", … (%d in all)", len(xs))
	}
	return s
}

// axesWords says the ranges: "n = 0..500", "x = 0..40 (rows) by y = 0..40
// (columns)", with how the parameters are built when they are not the axes
// themselves.
func (pl *Plan) axesWords() string {
	var parts []string
	for k, a := range pl.Axes {
		s := fmt.Sprintf("%s = %d..%d", a.Name, a.Lo, a.Hi)
		if len(pl.Axes) == 2 {
			s += [2]string{" (rows)", " (columns)"}[k]
		}
		parts = append(parts, s)
	}
	s := strings.Join(parts, " by ")
	var binds []string
	for k, p := range pl.Game.Params {
		if pl.Bind[k] != p.Name {
			binds = append(binds, p.Name+" = "+pl.Bind[k])
		}
	}
	if len(binds) > 0 {
		s += ", " + strings.Join(binds, ", ")
	}
	return s
}

// writeMap writes a two-axis table's outcomes as a map, a row per value of
// the first axis, and the cells where the second player wins.
func (t *Table) writeMap(b *strings.Builder) {
	pl := t.Plan
	rows, cols := pl.Axes[0], pl.Axes[1]
	width := max(len(strconv.FormatInt(rows.Hi, 10)), len(strconv.FormatInt(rows.Lo, 10)))
	pad := strings.Repeat(" ", len(rows.Name)+3+width+2)
	fmt.Fprintf(b, "\noutcome (%s)\n", legend(SidesOf(t.Plan.Game)))
	// The column ruler: the value of the second axis every 10 columns.
	ruler := []byte(pad + strings.Repeat(" ", cols.Len()+len(strconv.FormatInt(cols.Hi, 10))))
	for j := 0; j < cols.Len(); j += 10 {
		copy(ruler[len(pad)+j:], strconv.FormatInt(cols.Lo+int64(j), 10))
	}
	fmt.Fprintf(b, "%s  ← %s\n", strings.TrimRight(string(ruler), " "), cols.Name)
	var losing []string
	for i := range rows.Len() {
		fmt.Fprintf(b, "  %s = %*d  ", rows.Name, width, rows.Lo+int64(i))
		for j := range cols.Len() {
			c := t.Cells[i*cols.Len()+j]
			b.WriteByte(outcomeChar(c.Result))
			if c.Result.Winner() == game.SecondWins {
				losing = append(losing, fmt.Sprintf("(%d, %d)", c.Vars[0], c.Vars[1]))
			}
		}
		b.WriteByte('\n')
	}
	s := strings.Join(losing[:min(len(losing), 30)], ", ")
	if len(losing) > 30 {
		s += fmt.Sprintf(", … (%d in all)", len(losing))
	}
	if len(losing) == 0 {
		fmt.Fprintf(b, "%s wins at no (%s, %s)\n", SidesOf(t.Plan.Game)[1], rows.Name, cols.Name)
		return
	}
	fmt.Fprintf(b, "%s wins at (%s, %s) = %s\n", SidesOf(t.Plan.Game)[1], rows.Name, cols.Name, s)
}

// WriteCSV writes one line per instance: the axes' values, then each
// column's value (empty when the instance has none).
func (t *Table) WriteCSV(w io.Writer) error {
	b := &strings.Builder{}
	cols := t.Columns()
	for _, a := range t.Plan.Axes {
		b.WriteString(a.Name + ",")
	}
	for k, col := range cols {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(col.String())
	}
	b.WriteByte('\n')
	for _, c := range t.Cells {
		for _, v := range c.Vars {
			b.WriteString(strconv.FormatInt(v, 10) + ",")
		}
		for k, col := range cols {
			if k > 0 {
				b.WriteByte(',')
			}
			if col == Outcome {
				b.WriteString(c.Result.Winner().String())
			} else if x, ok := c.Value(col, t.Plan.Game.Kind); ok {
				b.WriteString(strconv.FormatInt(x, 10))
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// JSON is a table as JSON: the game, the axes, one object per instance and
// the period of each column (one axis).
type JSON struct {
	Game      string            `json:"game"`
	Axes      []AxisJSON        `json:"axes"`
	Params    map[string]string `json:"params"`
	Columns   []string          `json:"columns"`
	Instances []InstanceJSON    `json:"instances"`
	Periods   []PeriodJSON      `json:"periods,omitempty"`
	// Losing are the axis values where the second player wins (one axis),
	// and OEIS the search link for them.
	Losing     []int64 `json:"losing,omitempty"`
	LosingOEIS string  `json:"losingOEIS,omitempty"`
	GrundyOEIS string  `json:"grundyOEIS,omitempty"`
}

// AxisJSON is an axis in JSON.
type AxisJSON struct {
	Name string `json:"name"`
	From int64  `json:"from"`
	To   int64  `json:"to"`
}

// InstanceJSON is one instance in JSON: its axes' values, its parameters
// (LeetCode's notation) and its solution.
type InstanceJSON struct {
	Vars         []int64 `json:"vars"`
	Instance     string  `json:"instance"`
	Winner       string  `json:"winner"`
	Remoteness   *int    `json:"remoteness,omitempty"`
	Grundy       *int64  `json:"grundy,omitempty"`
	Differential *int64  `json:"differential,omitempty"`
}

// PeriodJSON is a column's period in JSON.
type PeriodJSON struct {
	Column     string  `json:"column"`
	Found      bool    `json:"found"`
	Period     int     `json:"period"` // 0 when none was found
	From       int64   `json:"from"`
	Checked    int64   `json:"checked"`
	Proven     bool    `json:"proven"`
	Proof      string  `json:"proof,omitempty"`
	Exceptions []int64 `json:"exceptions,omitempty"`
	ClosedForm string  `json:"closedForm,omitempty"`
	Says       string  `json:"says"`
}

// JSON returns t as a [JSON] value.
func (t *Table) JSON(periods []Period) JSON {
	pl := t.Plan
	j := JSON{Game: pl.Game.Name, Params: map[string]string{}}
	for _, a := range pl.Axes {
		j.Axes = append(j.Axes, AxisJSON{a.Name, a.Lo, a.Hi})
	}
	for k, p := range pl.Game.Params {
		j.Params[p.Name] = pl.Bind[k]
	}
	cols := t.Columns()
	for _, c := range cols {
		j.Columns = append(j.Columns, c.String())
	}
	for _, c := range t.Cells {
		in := InstanceJSON{Vars: c.Vars, Instance: pl.Game.Notation(c.Args), Winner: c.Result.Winner().String()}
		for _, col := range cols {
			x, ok := c.Value(col, pl.Game.Kind)
			if !ok {
				continue
			}
			switch col {
			case Grundy:
				in.Grundy = &x
			case Remoteness:
				r := int(x)
				in.Remoteness = &r
			case Differential:
				in.Differential = &x
			}
		}
		j.Instances = append(j.Instances, in)
	}
	if len(pl.Axes) == 1 {
		name := pl.Axes[0].Name
		for _, per := range periods {
			j.Periods = append(j.Periods, PeriodJSON{Column: per.Column.String(), Found: per.Found, Period: per.P, From: per.From, Checked: per.Checked,
				Proven: per.Proven, Proof: per.Proof, Exceptions: per.Exceptions, ClosedForm: per.ClosedForm(name, SidesOf(t.Plan.Game)), Says: per.Say(name)})
		}
		j.Losing = t.Losing()
		if len(j.Losing) > 0 {
			j.LosingOEIS = OEIS(j.Losing, oeisTerms)
		}
		if t.Impartial {
			j.GrundyOEIS = OEIS(t.Seq(Grundy), oeisTerms)
		}
	}
	return j
}

// WriteJSON writes t as one JSON object and a newline.
func (t *Table) WriteJSON(w io.Writer, periods []Period) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(t.JSON(periods))
}

// wrap writes text in lines of at most width columns (a longer word
// overflows), the first after first and the others after indent.
func wrap(b *strings.Builder, first, indent, text string, width int) {
	line := first
	n := len([]rune(line))
	empty := true
	// "n = 0..60" stays on one line.
	var words []string
	for _, w := range strings.Fields(text) {
		if k := len(words); k >= 2 && words[k-1] == "=" {
			words = append(words[:k-2], words[k-2]+" = "+w)
			continue
		}
		words = append(words, w)
	}
	for _, w := range words {
		wl := len([]rune(w))
		if !empty && n+1+wl > width {
			b.WriteString(line + "\n")
			line, n, empty = indent, len([]rune(indent)), true
		}
		if !empty {
			line += " "
			n++
		}
		line += w
		n += wl
		empty = false
	}
	b.WriteString(line + "\n")
}
