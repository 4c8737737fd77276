package game

import "testing"

// FuzzParse: reading any text as a value of any kind never panics, and
// what it reads writes back as text that reads as the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"5", "[1,5,2]", `"++--"`, "[[2,5],[3]]", `["ab","c"]`, "[1,2,3,null,5]", "[null]", "[1,null,null,2]", `"\u00e9"`, "[[[[1]]]]", "[1,", "-", "[1e5]", "null"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, k := range Kinds() {
			p := Param{Name: "v", Kind: k}
			a, err := p.Parse(s)
			if err != nil {
				continue
			}
			b, err := p.Parse(a.String())
			if err != nil || !b.Equal(a) {
				t.Fatalf("%s %q reads as %s, which reads back as %s, %v", k, s, a, b, err)
			}
		}
	})
}
