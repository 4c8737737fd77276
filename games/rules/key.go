package rules

import (
	"encoding/binary"
	"fmt"
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
		if i, ok := x.Int64(); ok {
			b = append(b, 'i')
			return binary.AppendVarint(b, i), nil
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

// decodeKey returns the value whose key is k. k must come from appendKey.
// The strings of the value share k's bytes, which must not change after
// (the graph's keys never do: they are only appended to).
func decodeKey(k []byte) (starlark.Value, error) {
	v, rest, err := decode(k)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("%d bytes after the state", len(rest))
	}
	return v, err
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
