package rules

import (
	"fmt"
	"strings"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// bigValues checks, in moves, concatenations and repetitions of strings,
// bytes, lists and tuples large enough to be built in pieces (more than
// a mebibyte; see go.starlark.net's pieces.go), item by item where they
// join.
const bigValues = `
def moves(state):
    s = "ab" * 600000
    if len(s) != 1200000 or s[0] != "a" or s[1] != "b" or s[262143] != "b" or s[262144] != "a" or s[-1] != "b":
        fail("repeat: %d %s" % (len(s), s[262140:262150]))
    t = s + "c" * 700000
    if len(t) != 1900000 or t[1199999] != "b" or t[1200000] != "c" or t[-1] != "c":
        fail("concat: %d %s" % (len(t), t[1199995:1200005]))
    u = "x" + t
    if len(u) != 1900001 or u[:3] != "xab" or u[-2:] != "cc":
        fail("concat short: %d" % len(u))
    if s + "" != s or "" + s != s:
        fail("concat with empty")
    u += "d"
    if u[-2:] != "cd":
        fail("+=: %s" % u[-2:])
    v = s + t + s
    if len(v) != 4300000 or v[1200000:1200002] != "ab" or v[3100000:3100002] != "ab" or v[-1] != "b":
        fail("sum of three: %d" % len(v))
    w = ("%s!" % s) + s + "?"
    if len(w) != 2400002 or w[1200000] != "!" or w[1200001] != "a" or w[-1] != "?":
        fail("sum with a format: %d" % len(w))
    b = b"xyz" * 500000
    if len(b) != 1500000 or b[1499999:] != b"z" or b[262144:262145] != b"y":
        fail("bytes repeat: %d" % len(b))
    l = [1, 2, 3] * 200000
    if len(l) != 600000 or l[0] != 1 or l[16383] != 1 or l[16384] != 2 or l[-1] != 3:
        fail("list repeat: %d" % len(l))
    m = l + [4] * 100000
    if len(m) != 700000 or m[599999] != 3 or m[600000] != 4:
        fail("list concat: %d" % len(m))
    m[0] = 9
    if l[0] != 1:
        fail("list concat shares its items' array")
    tu = 3 * (1, 2, (3,))
    w = tu * 70000
    if len(w) != 630000 or w[-1] != (3,) or w[70000 * 3 - 2] != 2:
        fail("tuple repeat: %d" % len(w))
    w2 = w + w
    if len(w2) != 1260000 or w2[630000] != 1 or w2[630001] != 2:
        fail("tuple concat: %d" % len(w2))
    g = []
    for i in range(200000):
        g.append(i)
    if len(g) != 200000 or g[65535] != 65535 or g[65536] != 65536 or g[-1] != 199999:
        fail("append: %d" % len(g))
    g += g
    if len(g) != 400000 or g[199999] != 199999 or g[200000] != 0 or g[-1] != 199999:
        fail("+=: %d" % len(g))
    g.extend([7] * 100000)
    if len(g) != 500000 or g[399999] != 199999 or g[400000] != 7:
        fail("extend: %d" % len(g))
    c = [i * 2 for i in range(150000)]
    if len(c) != 150000 or c[70000] != 140000 or c[-1] != 299998:
        fail("comprehension: %d" % len(c))
    return []
`

// TestBigValues checks that values built in pieces are what Go's own
// operations build, in the compiled functions and in the interpreter.
func TestBigValues(t *testing.T) {
	for _, interpret := range []bool{false, true} {
		t.Run(fmt.Sprintf("interpret=%v", interpret), func(t *testing.T) {
			err := loadAndUse(header+bigValues, Limits{Memory: 256 << 20, Steps: 100_000_000, Interpret: interpret})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestBigValueCancelled checks that a thread cancelled while it builds a
// large value in pieces stops with the interpreter's cancellation, and
// that a small value, which Go makes at once, is made as before.
func TestBigValueCancelled(t *testing.T) {
	big := starlark.String(strings.Repeat("x", 2<<20))
	items := make(starlark.Tuple, 1<<17)
	for i := range items {
		items[i] = starlark.None
	}
	list := starlark.NewList(items)
	for _, tc := range []struct {
		name string
		op   syntax.Token
		x, y starlark.Value
	}{
		{"string +", syntax.PLUS, big, big},
		{"string *", syntax.STAR, starlark.String("ab"), starlark.MakeInt(1 << 20)},
		{"bytes *", syntax.STAR, starlark.MakeInt(1 << 20), starlark.Bytes("ab")},
		{"list +", syntax.PLUS, list, list},
		{"list *", syntax.STAR, list, starlark.MakeInt(2)},
		{"tuple +", syntax.PLUS, items, items},
		{"tuple *", syntax.STAR, starlark.MakeInt(3), items},
	} {
		t.Run(tc.name, func(t *testing.T) {
			th := &starlark.Thread{}
			z, err := th.Binary(tc.op, tc.x, tc.y)
			want, werr := starlark.Binary(tc.op, tc.x, tc.y)
			if err != nil || werr != nil {
				t.Fatalf("got error %v, Go's %v", err, werr)
			}
			if eq, err := starlark.Equal(z, want); err != nil || !eq {
				t.Errorf("built in pieces: not what Go builds (%v)", err)
			}
			th.Cancel("stopped")
			if _, err := th.Binary(tc.op, tc.x, tc.y); err == nil || err.Error() != "Starlark computation cancelled: stopped" {
				t.Errorf("cancelled: got %v, want the cancellation", err)
			}
			if _, err := th.Concat(string(big), "y"); err == nil {
				t.Errorf("Concat, cancelled: no error")
			}
			if _, err := th.StringOf([]byte(big)); err == nil {
				t.Errorf("StringOf, cancelled: no error")
			}
			if z, err := th.Concat("a", "b"); err != nil || z != "ab" {
				t.Errorf("Concat of small strings, cancelled: got %q, %v", z, err)
			}
			if z, err := th.Binary(syntax.PLUS, starlark.String("a"), starlark.String("b")); err != nil || z != starlark.String("ab") {
				t.Errorf("a small value, cancelled: got %v, %v, want \"ab\"", z, err)
			}
		})
	}
}
