package rules

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math/big"
	"unsafe"

	"go.starlark.net/starlark"
)

// This file turns a state, a Starlark value, into its key: a canonical
// string of bytes made once per state the engine meets, so that the
// engine stores and compares states without hashing Starlark values again,
// and turns a key back into the value when a position is shown or played.
//
// The encoding is a tag byte and the value's bytes: 'N' None, 'T' and 'F'
// the booleans, 'i' an int64 (zigzag varint), 'I' a larger int (sign,
// length, big-endian magnitude), 's' a string and 'b' bytes (length,
// bytes), '(' a tuple (length, then each item). Two states have the same
// key exactly when Starlark says they are equal.

// maxDepth bounds how deeply tuples may nest in a state.
const maxDepth = 64

// stateError says why a value cannot be a state.
type stateError struct{ msg string }

func (e *stateError) Error() string { return e.msg }

// appendKey appends the key of v to b, or says why v cannot be a state.
func appendKey(b []byte, v starlark.Value) ([]byte, error) {
	return appendKeyDepth(b, v, 0)
}

func appendKeyDepth(b []byte, v starlark.Value, depth int) ([]byte, error) {
	switch x := v.(type) {
	case starlark.String:
		b = append(b, 's')
		b = binary.AppendUvarint(b, uint64(len(x)))
		return append(b, x...), nil
	case starlark.Int:
		if i, ok := x.SmallInt(); ok {
			return appendInt(b, i), nil
		}
		if i, ok := x.Int64(); ok {
			return appendInt(b, i), nil
		}
		bi := x.BigInt()
		b = append(b, 'I')
		if bi.Sign() < 0 {
			b = append(b, '-')
		} else {
			b = append(b, '+')
		}
		mag := bi.Abs(bi).Bytes()
		b = binary.AppendUvarint(b, uint64(len(mag)))
		return append(b, mag...), nil
	case starlark.Tuple:
		if depth >= maxDepth {
			return b, &stateError{fmt.Sprintf("a state may nest tuples at most %d deep", maxDepth)}
		}
		b = append(b, '(')
		b = binary.AppendUvarint(b, uint64(len(x)))
		var err error
		for _, y := range x {
			// Most states are tuples of small ints: their items are
			// keyed here, without a call a level deeper.
			if i, ok := y.(starlark.Int); ok {
				if v, ok := i.SmallInt(); ok {
					b = appendInt(b, v)
					continue
				}
			}
			if b, err = appendKeyDepth(b, y, depth+1); err != nil {
				return b, err
			}
		}
		return b, nil
	case starlark.Bool:
		if x {
			return append(b, 'T'), nil
		}
		return append(b, 'F'), nil
	case starlark.NoneType:
		return append(b, 'N'), nil
	case starlark.Bytes:
		b = append(b, 'b')
		b = binary.AppendUvarint(b, uint64(len(x)))
		return append(b, x...), nil
	case *starlark.List:
		return b, &stateError{"a list cannot be a state (a state must be hashable): use a tuple, tuple(x)"}
	case *starlark.Dict:
		return b, &stateError{"a dict cannot be a state (a state must be hashable): use a tuple of its items, tuple(sorted(d.items()))"}
	case *starlark.Set:
		return b, &stateError{"a set cannot be a state (a state must be hashable): use a tuple of its items, tuple(sorted(s))"}
	case starlark.Float:
		return b, &stateError{"a float cannot be a state: use ints"}
	}
	return b, &stateError{fmt.Sprintf("a %s cannot be a state: use ints, strings and tuples", v.Type())}
}

// appendInt appends the key of int i: 'i' and its zigzag varint, one
// byte for i in [-64, 64).
func appendInt(b []byte, i int64) []byte {
	if u := uint64(i<<1) ^ uint64(i>>63); u < 0x80 {
		return append(b, 'i', byte(u))
	}
	return binary.AppendVarint(append(b, 'i'), i)
}

// decodeKey returns the value whose key is k. k must come from appendKey,
// and may be followed by zero bytes (a record's padding, see keyTable).
// The strings of the value share k's bytes, which must not change after
// (the graph's keys never do).
func decodeKey(k []byte) (starlark.Value, error) {
	v, rest, err := decode(k)
	if err == nil && len(trimZeros(rest)) > 0 {
		err = fmt.Errorf("%d bytes after the state", len(rest))
	}
	return v, err
}

// trimZeros returns b without its trailing zero bytes.
func trimZeros(b []byte) []byte {
	for len(b) > 0 && b[len(b)-1] == 0 {
		b = b[:len(b)-1]
	}
	return b
}

func decode(k []byte) (starlark.Value, []byte, error) {
	if len(k) == 0 {
		return nil, k, fmt.Errorf("a state's key ends early")
	}
	tag, k := k[0], k[1:]
	switch tag {
	case 'N':
		return starlark.None, k, nil
	case 'T':
		return starlark.True, k, nil
	case 'F':
		return starlark.False, k, nil
	case 'i':
		i, n := binary.Varint(k)
		if n <= 0 {
			return nil, k, fmt.Errorf("a bad int in a state's key")
		}
		return starlark.MakeInt64(i), k[n:], nil
	case 'I':
		if len(k) == 0 {
			return nil, k, fmt.Errorf("a bad int in a state's key")
		}
		sign, k := k[0], k[1:]
		l, n := binary.Uvarint(k)
		if n <= 0 || uint64(len(k)-n) < l {
			return nil, k, fmt.Errorf("a bad int in a state's key")
		}
		bi := new(big.Int).SetBytes(k[n : n+int(l)])
		if sign == '-' {
			bi.Neg(bi)
		}
		return starlark.MakeBigInt(bi), k[n+int(l):], nil
	case 's', 'b':
		l, n := binary.Uvarint(k)
		if n <= 0 || uint64(len(k)-n) < l {
			return nil, k, fmt.Errorf("a bad string in a state's key")
		}
		var s string
		if l > 0 {
			s = unsafe.String(&k[n], int(l))
		}
		if tag == 'b' {
			return starlark.Bytes(s), k[n+int(l):], nil
		}
		return starlark.String(s), k[n+int(l):], nil
	case '(':
		l, n := binary.Uvarint(k)
		if n <= 0 || l > uint64(len(k)) {
			return nil, k, fmt.Errorf("a bad tuple in a state's key")
		}
		k = k[n:]
		t := make(starlark.Tuple, l)
		for i := range t {
			var err error
			if t[i], k, err = decode(k); err != nil {
				return nil, k, err
			}
		}
		return t, k, nil
	}
	return nil, k, fmt.Errorf("a bad tag %q in a state's key", tag)
}

// keyLen returns the length of the key at the start of k, a key
// followed by anything: the state's encoding says where it ends.
// head is the bytes before the state. It returns len(k) when k holds no
// whole key (which a key made by appendKey never is).
func keyLen(k []byte, head int) int {
	if head > len(k) {
		return len(k)
	}
	if n := valueLen(k[head:], 0); n >= 0 {
		return head + n
	}
	return len(k)
}

// valueLen returns the length of the value's encoding at the start of k,
// or -1.
func valueLen(k []byte, depth int) int {
	if len(k) == 0 || depth > maxDepth {
		return -1
	}
	switch k[0] {
	case 'N', 'T', 'F':
		return 1
	case 'i':
		if _, n := binary.Varint(k[1:]); n > 0 {
			return 1 + n
		}
	case 'I':
		if len(k) < 2 {
			return -1
		}
		if l, n := binary.Uvarint(k[2:]); n > 0 && uint64(len(k)-2-n) >= l {
			return 2 + n + int(l)
		}
	case 's', 'b':
		if l, n := binary.Uvarint(k[1:]); n > 0 && uint64(len(k)-1-n) >= l {
			return 1 + n + int(l)
		}
	case '(':
		l, n := binary.Uvarint(k[1:])
		if n <= 0 || l > uint64(len(k)) {
			return -1
		}
		at := 1 + n
		for range l {
			m := valueLen(k[at:], depth+1)
			if m < 0 {
				return -1
			}
			at += m
		}
		return at
	}
	return -1
}

// keyTable holds the keys of an instance's positions, key i that of
// position i, and finds the id of a key.
//
// The keys are kept in one of two layouts. Fixed: each key in a record of
// the longest key's width, followed by zeros, with no offsets. No key is
// a prefix of another (a key's head has a fixed length, and a state's
// encoding says where it ends), so two records are equal exactly when
// their keys are. Variable: the keys one after the other in an arena,
// with their offsets, 4 bytes a key. A table starts fixed and stays so
// while the padding costs no more than the offsets would, checked at
// each longer key and every 4096 keys, and for at most 8 longer keys
// (each copies the records); then it turns variable for good. The states
// of most games have one shape (a tuple of small ints, a string of one
// length): their keys are all of one width, or nearly.
type keyTable struct {
	seed  maphash.Seed
	salt  uint64 // the hash's of keys of up to 8 bytes
	view  keyView
	total int64 // the keys' bytes, without padding
	wider int   // the times the records were widened
	// slots is an open-addressing table of ids, probed linearly: in a
	// slot, id+1 in the low bits bits and the high bits of the key's hash
	// above them; 0 in an empty slot. The hash's bits spare most probes
	// the load of a key. It grows past three quarters full, so that the
	// ids always fit in bits bits.
	slots []uint32
	bits  uint
}

// keyView reads the keys of a keyTable as they were when it was taken,
// while the table grows: a chunk's workers read one.
type keyView struct {
	n        int32
	head     int   // the bytes of a key before its state
	fixed    paged // the fixed layout's records
	variable bool
	arena    []byte   // the variable layout: key i is
	off      []uint32 // arena[off[i]:off[i+1]]
}

const (
	tableBits = 10 // the first table's size, 1024 slots
	keyCheck  = 4096
	maxWider  = 8
)

func newKeyTable(head int) keyTable {
	seed := maphash.MakeSeed()
	return keyTable{seed: seed, salt: maphash.Bytes(seed, nil), view: keyView{head: head}, slots: make([]uint32, 1<<tableBits), bits: tableBits}
}

// hasher returns a table that only hashes, as t does.
func (t *keyTable) hasher() keyTable { return keyTable{seed: t.seed, salt: t.salt} }

// key returns key i, in the fixed layout followed by its padding: zero
// bytes, which decodeKey ignores and hash too.
func (v *keyView) key(i int32) []byte {
	if v.variable {
		return v.arena[v.off[i]:v.off[i+1]]
	}
	return v.fixed.at(i)
}

// equal reports whether key i is k.
func (v *keyView) equal(i int32, k []byte) bool {
	if v.variable {
		return string(v.arena[v.off[i]:v.off[i+1]]) == string(k)
	}
	rec := v.fixed.at(i)
	if len(rec) <= 8 {
		// A record of a word or less (a pair of small ints): compared
		// as words, zero-extended, without memequal's call.
		return len(k) <= len(rec) && word(rec) == word(k)
	}
	if len(k) == len(rec) {
		return string(rec) == string(k)
	}
	if len(k) > len(rec) || string(rec[:len(k)]) != string(k) {
		return false
	}
	for _, b := range rec[len(k):] {
		if b != 0 {
			return false
		}
	}
	return true
}

// word returns the bytes of b, at most 8, as a little-endian word: b
// followed by zeros. It reads b in two overlapping halves.
func word(b []byte) uint64 {
	n := len(b)
	if n >= 4 {
		return uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:])>>(8*(8-n)))<<32
	}
	var x uint64
	for j, c := range b {
		x |= uint64(c) << (8 * j)
	}
	return x
}

// hash returns the hash of key k. It ignores k's trailing zero bytes, so
// that a record padded with zeros has the hash of its key. A key of up to
// 8 bytes (a pair of small ints) is mixed as one word (see word), without
// maphash's call.
func (t *keyTable) hash(k []byte) uint32 {
	k = trimZeros(k)
	if len(k) > 8 {
		return uint32(maphash.Bytes(t.seed, k))
	}
	x := word(k) ^ t.salt
	// The finalizer of MurmurHash3's 64-bit hash.
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return uint32(x)
}

// find returns the id of key k of hash h, or -1 and the empty slot where
// it would go.
func (t *keyTable) find(k []byte, h uint32) (int32, int) {
	mask := len(t.slots) - 1
	ids := uint32(uint64(1)<<t.bits - 1)
	tag := uint32(uint64(h) >> t.bits)
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return -1, i
		}
		if uint32(uint64(s)>>t.bits) == tag {
			if id := int32(s&ids) - 1; t.view.equal(id, k) {
				return id, i
			}
		}
	}
}

// Layouts add may choose for a key.
const (
	asIs     = iota // in the records as they are, or the arena
	widened         // in records widened to its length
	variable        // in the arena, the records turned into one first
)

// plan says how add will keep a key of length l.
func (t *keyTable) plan(l int) int {
	v := &t.view
	n := int64(v.n) + 1
	total := t.total + int64(l)
	switch {
	case v.variable:
		return asIs
	case v.n == 0:
		return widened
	case l > v.fixed.width:
		if t.wider < maxWider && int64(l)*n <= total+4*n {
			return widened
		}
		return variable
	case n%keyCheck == 0 && int64(v.fixed.width)*n > total+4*n:
		return variable
	}
	return asIs
}

// growth returns the bytes add(k, ...) allocates.
func (t *keyTable) growth(k []byte) int64 {
	v := &t.view
	var b int64
	switch t.plan(len(k)) {
	case asIs:
		if v.variable {
			b = growth(v.arena, len(k)) + growth(v.off, 1)
		} else {
			b = v.fixed.growth()
		}
	case widened:
		w := len(k)
		b = v.fixed.widenGrowth(w) + v.fixed.pageSize(v.n, w)
	case variable:
		b = t.total + int64(len(k)) + 4*(int64(v.n)+2)
	}
	if full(v.n+1, len(t.slots)) {
		b += 8 * int64(len(t.slots))
	}
	return b
}

// add adds key k of hash h at the empty slot find returned, as id
// t.view.n, and returns that id. The caller checked the memory it takes
// (growth).
func (t *keyTable) add(k []byte, h uint32, slot int) int32 {
	v := &t.view
	switch t.plan(len(k)) {
	case widened:
		v.fixed.widen(len(k))
		t.wider++
	case variable:
		arena := make([]byte, 0, t.total+int64(len(k)))
		off := make([]uint32, 1, v.n+2)
		for i := range v.n {
			rec := v.fixed.at(i)
			arena = append(arena, rec[:keyLen(rec, v.head)]...)
			off = append(off, uint32(len(arena)))
		}
		v.variable, v.arena, v.off, v.fixed = true, arena, off, paged{}
	}
	id := v.n
	if v.variable {
		v.arena = append(room(v.arena, len(k)), k...)
		v.off = append(room(v.off, 1), uint32(len(v.arena)))
	} else {
		copy(v.fixed.push(), k)
	}
	v.n++
	t.total += int64(len(k))
	t.slots[slot] = uint32(uint64(h)>>t.bits)<<t.bits | uint32(id+1)
	if full(v.n, len(t.slots)) {
		t.grow()
	}
	return id
}

// grow doubles the table, each key's hash computed again, in id order.
// (In the old table's order, the new one is written nearly in order, but
// the keys are read out of order: no faster, measured.)
func (t *keyTable) grow() {
	t.bits++
	t.slots = make([]uint32, 1<<t.bits)
	mask := len(t.slots) - 1
	put := func(id int32, k []byte) {
		h := t.hash(k)
		i := int(h) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = uint32(uint64(h)>>t.bits)<<t.bits | uint32(id+1)
	}
	v := &t.view
	if v.variable {
		for id := range v.n {
			put(id, v.arena[v.off[id]:v.off[id+1]])
		}
		return
	}
	w, id := v.fixed.width, int32(0)
	for _, p := range v.fixed.pages {
		for j := 0; j < len(p) && id < v.n; j, id = j+w, id+1 {
			put(id, p[j:j+w])
		}
	}
}

// bytes returns the bytes the keys and the table take.
func (t *keyTable) bytes() int64 {
	v := &t.view
	return v.fixed.bytes() + int64(cap(v.arena)) + 4*int64(cap(v.off)) + 4*int64(len(t.slots))
}
