package rules

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"go.starlark.net/starlark"
)

// keysOf returns the keys of g's positions, in id order (none for a
// dense store).
func keysOf(g *graph) []string {
	if g.dense != nil {
		return nil // numbers, no keys: denseDump compares them
	}
	keys := make([]string, g.n)
	for i := range g.n {
		keys[i] = string(g.key(i))
	}
	return keys
}

// items returns the items of c, nil when c is.
func items(c *column) []uint64 {
	if c == nil {
		return nil
	}
	xs := make([]uint64, c.n)
	for i := range c.n {
		xs[i] = c.get(i)
	}
	return xs
}

// TestColumn: a column keeps every value set, widening from 1 byte to 2,
// 4 and 8 as values need, over pages (the first doubling, then whole
// ones), and charges exactly what push and widening allocate.
func TestColumn(t *testing.T) {
	c := newColumn()
	var want []uint64
	n := int32(3*pageLen + 5)
	for i := range n {
		before, grow := c.bytes(), c.growth()
		c.push()
		// The first page is replaced by one twice its size, the others
		// are added.
		got := c.bytes() - before
		if i < pageLen && grow > 0 {
			got = c.bytes()
		}
		if got != grow {
			t.Fatalf("push %d: %d bytes allocated, growth said %d", i, got, grow)
		}
		want = append(want, 0)
	}
	if got, wantB := c.bytes(), columnBytes(int64(n), 1); got != wantB {
		t.Errorf("%d items of 1 byte: %d bytes, columnBytes says %d", n, got, wantB)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, most := range []uint64{1 << 8, 1 << 16, 1 << 32, math.MaxUint64} {
		for range 1000 {
			i := rng.Int32N(n)
			v := rng.Uint64N(most)
			if rng.IntN(10) == 0 {
				v = most - 1
			}
			before := c.bytes()
			w, grow := c.need(v)
			c.set(i, v)
			want[i] = v
			// Widening allocates new pages, of grow bytes in all.
			if c.width != w || grow == 0 && c.bytes() != before || grow > 0 && c.bytes() != grow {
				t.Fatalf("set %d to %d: width %d, %d bytes; need said width %d, %d bytes", i, v, c.width, c.bytes(), w, grow)
			}
		}
		if !slices.Equal(items(c), want) {
			t.Fatalf("values up to %d: got other values than set", most)
		}
	}
	if c.width != 8 {
		t.Errorf("width %d after values of 64 bits, want 8", c.width)
	}
	for _, v := range []int64{0, -1, 1, math.MinInt64, math.MaxInt64, -12345} {
		if got := unzigzag(zigzag(v)); got != v {
			t.Errorf("zigzag of %d comes back as %d", v, got)
		}
	}
}

// TestKeyTable: keys of one width are kept fixed, with no offsets; keys a
// little longer now and then widen the records; keys of many lengths turn
// the table variable. In each, every key finds its id, a view taken
// midway still reads its keys, every key decodes to its value, and add
// allocates no more than growth charged.
func TestKeyTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	i64 := starlark.MakeInt64
	for _, tc := range []struct {
		name     string
		value    func(i int) starlark.Value
		n        int
		variable bool
		width    int
	}{
		{"pairs", func(int) starlark.Value {
			return starlark.Tuple{i64(64 + rng.Int64N(8000)), i64(64 + rng.Int64N(8000))}
		}, 50_000, false, 8},
		{"growing ints", func(i int) starlark.Value { return i64(int64(i) * 37) }, 100_000, false, 5},
		{"zeros", func(i int) starlark.Value {
			vs := []starlark.Value{i64(0), starlark.String("\x00"), starlark.String("\x00\x00"), starlark.Tuple{i64(0)}, starlark.Tuple{i64(0), i64(0)}, starlark.Bytes(""), starlark.String("")}
			return vs[i%len(vs)]
		}, 100, false, 6},
		{"strings", func(int) starlark.Value {
			b := make([]byte, rng.IntN(100))
			for j := range b {
				b[j] = byte(rng.IntN(3)) // zeros among them
			}
			return starlark.String(b)
		}, 20_000, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kt := newKeyTable(0)
			ids := map[string]int32{}
			var values []starlark.Value
			var view keyView
			var viewKeys []string
			for i := range tc.n {
				v := tc.value(i)
				k, err := appendKey(nil, v)
				if err != nil {
					t.Fatal(err)
				}
				h := kt.hash(k)
				id, slot := kt.find(k, h)
				if want, ok := ids[string(k)]; ok != (id >= 0) || ok && id != want {
					t.Fatalf("%v: found id %d, want %d (known %v)", v, id, want, ok)
				}
				if id >= 0 {
					continue
				}
				before, charge := kt.bytes(), kt.growth(k)
				id = kt.add(k, h, slot)
				if grew := kt.bytes() - before; grew > charge {
					t.Fatalf("%v: the table grew by %d bytes, growth charged %d", v, grew, charge)
				}
				ids[string(k)] = id
				values = append(values, v)
				if i == tc.n/2 {
					view = kt.view
					for j := range view.n {
						viewKeys = append(viewKeys, string(trimZeros(view.key(j))))
					}
				}
			}
			if kt.view.variable != tc.variable || !tc.variable && kt.view.fixed.width != tc.width {
				t.Errorf("variable %v, width %d; want %v, %d", kt.view.variable, kt.view.fixed.width, tc.variable, tc.width)
			}
			for k, id := range ids {
				if got, _ := kt.find([]byte(k), kt.hash([]byte(k))); got != id {
					t.Fatalf("key %q: found %d, want %d", k, got, id)
				}
				back, err := decodeKey(kt.view.key(id))
				if err != nil {
					t.Fatalf("key %q: %v", k, err)
				}
				if eq, err := starlark.Equal(back, values[id]); err != nil || !eq {
					t.Fatalf("key %d decodes to %v, want %v", id, back, values[id])
				}
			}
			for j, k := range viewKeys {
				if got := string(trimZeros(view.key(int32(j)))); got != k {
					t.Fatalf("the view's key %d changed: %q, was %q", j, got, k)
				}
			}
		})
	}
}
