package explain_test

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// chartParts reads a chart's size, its dots' centres and its texts' anchor
// points (y is the text's baseline).
func chartParts(t *testing.T, svg []byte) (w, h int, dots, labels [][2]float64) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(string(svg)))
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		at := map[string]string{}
		for _, a := range se.Attr {
			at[a.Name.Local] = a.Value
		}
		f := func(k string) float64 { v, _ := strconv.ParseFloat(at[k], 64); return v }
		switch se.Name.Local {
		case "svg":
			w, h = int(f("width")), int(f("height"))
		case "circle":
			dots = append(dots, [2]float64{f("cx"), f("cy")})
		case "text":
			if at["font-size"] == "11" { // a point's value
				labels = append(labels, [2]float64{f("x"), f("y")})
			}
		}
	}
	return w, h, dots, labels
}

func TestChartSVGSize(t *testing.T) {
	e := mustBuild(t, "486", []int64{1, 5, 100, 7})
	for _, tc := range []struct {
		w, h         int
		wantW, wantH int
		labels       int
	}{
		{640, 260, 640, 260, 3}, // ChartSVG's size
		{960, 300, 960, 300, 3},
		{360, 240, 360, 240, 3},
		{100, 50, 240, 160, 0}, // raised to the least size; points 28 px apart: no labels
	} {
		svg := e.ChartSVGSize(tc.w, tc.h)
		if err := wellFormed(svg); err != nil {
			t.Fatalf("%dx%d: %v", tc.w, tc.h, err)
		}
		w, h, dots, labels := chartParts(t, svg)
		if w != tc.wantW || h != tc.wantH || !strings.Contains(string(svg), fmt.Sprintf(`viewBox="0 0 %d %d"`, w, h)) {
			t.Errorf("ChartSVGSize(%d, %d): got %dx%d, want %dx%d with that viewBox", tc.w, tc.h, w, h, tc.wantW, tc.wantH)
		}
		if len(dots) != 5 || len(labels) != tc.labels {
			t.Errorf("ChartSVGSize(%d, %d): got %d dots and %d labels, want 5 and %d", tc.w, tc.h, len(dots), len(labels), tc.labels)
		}
		// A dot drawn at radius 8 (a page's current step) covers no label:
		// a label's baseline is at least 10 px above its dot or 19 px below
		// it, and no other dot lies under the label (11 px high, 30 px
		// wide). No label reaches the title (baseline 18) or the axis's
		// "move" labels (11 px high, baseline 18 px from the bottom).
		for _, l := range labels {
			if l[1]-11 < 22 || l[1] > float64(h)-18-12 {
				t.Errorf("ChartSVGSize(%d, %d): label at %v runs into the title or the axis", tc.w, tc.h, l)
			}
			for _, d := range dots {
				if d[0] == l[0] && d[1]-l[1] < 10 && l[1]-d[1] < 19 {
					t.Errorf("ChartSVGSize(%d, %d): label at %v is on its dot at %v", tc.w, tc.h, l, d)
				}
				if d[0] != l[0] && abs(d[0]-l[0]) < 15+8 && d[1]+8 > l[1]-11 && d[1]-8 < l[1] {
					t.Errorf("ChartSVGSize(%d, %d): dot at %v covers the label at %v", tc.w, tc.h, d, l)
				}
			}
		}
	}
	if got, want := string(e.ChartSVG()), string(e.ChartSVGSize(640, 260)); got != want {
		t.Errorf("ChartSVG differs from ChartSVGSize(640, 260)")
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
