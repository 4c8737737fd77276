package rules

import "encoding/binary"

// This file holds the arrays of a graph that grow with its positions,
// one item a position: the keys in fixed-width records (key.go) and the
// results (a column of small unsigned integers). They grow in pages, so
// that a growing array is never copied whole: a slice grown by doubling
// holds, for a moment, the old array and the new one, twice the array at
// the peak (and up to half of the new one is not yet used). And a
// column's items take the bytes the largest value needs (1, 2, 4 or 8),
// not those of the largest value a type could hold: a remoteness of
// less than 65,535 takes 2 bytes, a Grundy value less than 255 one.

const (
	pageBits = 16
	pageLen  = 1 << pageBits // items a full page
	pageMask = pageLen - 1
)

// paged is an array of n items of width bytes each, in pages of pageLen
// items. The first page grows by doubling, from 64 items, so that a small
// graph takes little; the others are allocated whole. Pages never move
// once full, so a copy of a paged (a view) reads its items while the
// original grows: the first page, when it grows, is a new slice, and the
// view keeps the old one.
type paged struct {
	width int
	n     int32
	room  int32 // the items the pages hold
	pages [][]byte
}

// at returns item i, width bytes.
func (a *paged) at(i int32) []byte {
	p := a.pages[i>>pageBits]
	j := int(i&pageMask) * a.width
	return p[j : j+a.width : j+a.width]
}

// bytes returns the bytes the pages take.
func (a *paged) bytes() int64 {
	var b int64
	for _, p := range a.pages {
		b += int64(len(p))
	}
	return b
}

// pageSize returns the bytes of the page that holds item i, when it is
// the first of its page or the first page must grow to hold it, the
// items being w bytes wide: 0 when item i has room.
func (a *paged) pageSize(i int32, w int) int64 {
	p, j := int(i>>pageBits), int(i&pageMask)
	switch {
	case p < len(a.pages) && (j+1)*a.width <= len(a.pages[p]):
		return 0
	case p == 0:
		return int64(min(max(2*j, 64), pageLen)) * int64(w)
	}
	return pageLen * int64(w)
}

// growth returns the bytes push allocates.
func (a *paged) growth() int64 {
	if a.n < a.room {
		return 0
	}
	return a.pageSize(a.n, a.width)
}

// push adds an item of zero bytes and returns it.
func (a *paged) push() []byte {
	i := a.n
	if i < a.room {
		a.n++
		return a.at(i)
	}
	if size := a.pageSize(i, a.width); size > 0 {
		page := make([]byte, size)
		if i < pageLen && len(a.pages) > 0 {
			// The first page, doubled, in a new list: a view keeps the
			// old list, and in it the old page.
			copy(page, a.pages[0])
			a.pages = [][]byte{page}
			a.room = int32(size) / int32(a.width)
		} else {
			a.pages = append(a.pages, page)
			a.room += int32(size) / int32(a.width)
		}
	}
	a.n++
	return a.at(i)
}

// columnBytes returns the bytes of a column of n items of width w grown
// by push.
func columnBytes(n int64, w int) int64 {
	if n > pageLen {
		return (n + pageMask) / pageLen * pageLen * int64(w)
	}
	return int64(min(doubled(int(n)), pageLen)) * int64(w)
}

// widenGrowth returns the bytes widen(w) allocates.
func (a *paged) widenGrowth(w int) int64 {
	if a.width == 0 {
		return 0
	}
	return a.bytes() / int64(a.width) * int64(w)
}

// widen makes the items w bytes wide, w ≥ width, each item's bytes
// followed by zeros: a little-endian integer keeps its value, a key its
// bytes (and a key is never a prefix of another: see keyTable). The old
// pages are left to the views that hold them.
func (a *paged) widen(w int) {
	if a.width == 0 {
		a.width = w
		return
	}
	pages := make([][]byte, len(a.pages))
	for k, p := range a.pages {
		q := make([]byte, len(p)/a.width*w)
		for i, j := 0, 0; i < len(p); i, j = i+a.width, j+w {
			copy(q[j:], p[i:i+a.width])
		}
		pages[k] = q
	}
	a.pages, a.width = pages, w
}

// column is a paged array of unsigned integers, one a position, little
// endian in the fewest of 1, 2, 4 or 8 bytes that hold every value set so
// far: set widens it, after its caller checked the memory widening takes
// (need).
type column struct{ paged }

func newColumn() *column { return &column{paged{width: 1}} }

// columnOf returns a column of n items, item i f(i), as wide as the
// largest needs.
func columnOf(n int32, f func(i int32) uint64) *column {
	var most uint64
	for i := range n {
		most = max(most, f(i))
	}
	c := newColumn()
	c.width, _ = c.need(most)
	for i := range n {
		c.push()
		c.set(i, f(i))
	}
	return c
}

// get returns item i.
func (c *column) get(i int32) uint64 {
	p := c.pages[i>>pageBits]
	j := int(i & pageMask)
	switch c.width {
	case 1:
		return uint64(p[j])
	case 2:
		return uint64(binary.LittleEndian.Uint16(p[2*j:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(p[4*j:]))
	}
	return binary.LittleEndian.Uint64(p[8*j:])
}

// need returns the width v needs, and the bytes set(i, v) allocates to
// widen the column to it (0 when it is wide enough).
func (c *column) need(v uint64) (int, int64) {
	if c.width == 8 || v>>(8*uint(c.width)) == 0 {
		return c.width, 0
	}
	w := 1
	switch {
	case v > 1<<32-1:
		w = 8
	case v > 1<<16-1:
		w = 4
	case v > 1<<8-1:
		w = 2
	}
	if w <= c.width {
		return c.width, 0
	}
	return w, c.widenGrowth(w)
}

// set sets item i to v, widening the column when v needs it.
func (c *column) set(i int32, v uint64) {
	if c.width < 8 && v>>(8*uint(c.width)) != 0 {
		w, _ := c.need(v)
		c.widen(w)
	}
	p := c.pages[i>>pageBits]
	j := int(i & pageMask)
	switch c.width {
	case 1:
		p[j] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(p[2*j:], uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(p[4*j:], uint32(v))
	default:
		binary.LittleEndian.PutUint64(p[8*j:], v)
	}
}

// zigzag maps a signed integer to an unsigned one, small for small
// magnitudes: 0, -1, 1, -2, ... to 0, 1, 2, 3, ...
func zigzag(v int64) uint64 { return uint64(v<<1) ^ uint64(v>>63) }

func unzigzag(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }
