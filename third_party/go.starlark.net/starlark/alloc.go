// stonegame: this file is not in go.starlark.net. It accounts the memory
// a program asks for before it is allocated (see README.stonegame.md).

package starlark

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.starlark.net/syntax"
)

// Bytes charged per allocation, a little above what Go takes so that the
// growth of slices and tables is covered.
const (
	valueBytes = 16  // one Value in a list or tuple
	entryBytes = 128 // one entry of a dict or set, with the table's growth
	headBytes  = 32  // the header of a list, tuple or big int
)

// CheckAlloc charges n bytes to the thread's budget before they are
// allocated: it returns OnAlloc's error, which stops the program, or nil.
// A thread without OnAlloc has no budget.
func (thread *Thread) CheckAlloc(n int64) error {
	if n <= 0 || thread == nil || thread.OnAlloc == nil {
		return nil
	}
	return thread.OnAlloc(thread, n)
}

// MaxIntBits is the most bits the product or left shift of integers may
// have on a thread with OnAlloc: their cost grows faster than their size
// (an integer of 2^24 bits takes a quarter of a second to square and ten
// seconds to print), so that they are bounded apart from the memory.
const MaxIntBits = 1 << 20

// CheckBinary returns the error of x op y's allocation: an integer past
// MaxIntBits, or the budget's refusal of BinaryAlloc's bytes. It is nil on
// a thread without OnAlloc.
func (thread *Thread) CheckBinary(op syntax.Token, x, y Value) error {
	if thread == nil || thread.OnAlloc == nil {
		return nil
	}
	if xi, ok := x.(Int); ok {
		if yi, ok := y.(Int); ok {
			var bits int64
			switch op {
			case syntax.STAR:
				bits = intBits(xi) + intBits(yi)
			case syntax.LTLT:
				if xi.Sign() != 0 {
					bits = add(intBits(xi), repeatCount(yi))
				}
			}
			if bits > MaxIntBits {
				return fmt.Errorf("the result of %s would have about %d bits, more than an integer may have (%d)", op, bits, MaxIntBits)
			}
		}
	}
	return thread.CheckAlloc(BinaryAlloc(op, x, y))
}

// mul returns a*b, saturated at 1<<62 (both non-negative).
func mul(a, b int64) int64 {
	const max = 1 << 62
	if a <= 0 || b <= 0 {
		return 0
	}
	if a > max/b {
		return max
	}
	return a * b
}

// add returns a+b, saturated at 1<<62 (both non-negative).
func add(a, b int64) int64 {
	const max = 1 << 62
	if a > max-b {
		return max
	}
	return a + b
}

// intBits returns the bit length of an Int.
func intBits(x Int) int64 {
	small, b := x.get()
	if b == nil {
		return int64(big.NewInt(small).BitLen())
	}
	return int64(b.BitLen())
}

// repeat returns the count of a repetition x*n or n*x, or -1.
func repeatCount(n Value) int64 {
	i, ok := n.(Int)
	if !ok {
		return -1
	}
	c, ok := i.Int64()
	if !ok {
		if i.Sign() < 0 {
			return 0
		}
		return 1 << 62
	}
	if c < 0 {
		return 0
	}
	return c
}

// seqBytes returns the bytes of x's elements times n (a repetition), for a
// string, bytes, list or tuple x, and -1 for anything else.
func seqBytes(x Value, n int64) int64 {
	switch x := x.(type) {
	case String:
		return mul(int64(len(x)), n)
	case Bytes:
		return mul(int64(len(x)), n)
	case *List:
		return add(mul(mul(int64(len(x.elems)), valueBytes), n), headBytes)
	case Tuple:
		return add(mul(mul(int64(len(x)), valueBytes), n), headBytes)
	}
	return -1
}

// BinaryAlloc returns the bytes x op y allocates, at least, when they are
// many: repetition and concatenation of strings, bytes, lists and tuples,
// the product and left shift of integers, % formatting, | of dicts and
// sets. It is 0 for an operation that allocates little or fails.
func BinaryAlloc(op syntax.Token, x, y Value) int64 {
	switch op {
	case syntax.STAR:
		if n := repeatCount(y); n >= 0 {
			if b := seqBytes(x, n); b >= 0 {
				return b
			}
		}
		if n := repeatCount(x); n >= 0 {
			if b := seqBytes(y, n); b >= 0 {
				return b
			}
		}
		if xi, ok := x.(Int); ok {
			if yi, ok := y.(Int); ok {
				if b := intBits(xi) + intBits(yi); b > 62 {
					return b/8 + headBytes
				}
			}
		}
	case syntax.PLUS:
		if a := seqBytes(x, 1); a > 0 {
			if b := seqBytes(y, 1); b > 0 {
				return add(a, b)
			}
		}
	case syntax.LTLT:
		if xi, ok := x.(Int); ok && xi.Sign() != 0 {
			if n := repeatCount(y); n > 0 {
				return add(intBits(xi)/8, n/8) + headBytes
			}
		}
	case syntax.PERCENT:
		if f, ok := x.(String); ok {
			n := int64(len(f))
			if t, ok := y.(Tuple); ok {
				for _, v := range t {
					n = add(n, ReprAlloc(v))
				}
			} else {
				n = add(n, ReprAlloc(y))
			}
			return n
		}
	case syntax.PIPE:
		if x, ok := x.(*Dict); ok {
			if y, ok := y.(*Dict); ok {
				return mul(int64(x.Len()+y.Len()), entryBytes)
			}
		}
		if x, ok := x.(*Set); ok {
			if y, ok := y.(*Set); ok {
				return mul(int64(x.Len()+y.Len()), entryBytes)
			}
		}
	}
	return 0
}

// ReprAlloc returns at least the length of str(v) or repr(v). It visits
// each value as str does, nested ones too (a tuple shared by many is
// visited as often as it is printed), up to maxReprVisits, past which it
// returns a size no budget allows: its cost is bounded, and a value whose
// text would be larger than its memory (t = (t, t) repeated) is not
// printed.
func ReprAlloc(v Value) int64 {
	visits := 0
	return reprAlloc(v, nil, &visits)
}

const maxReprVisits = 1 << 22

func reprAlloc(v Value, path []Value, visits *int) int64 {
	*visits++
	if *visits > maxReprVisits {
		return 1 << 62
	}
	switch v := v.(type) {
	case String:
		return int64(len(v)) + 2
	case Bytes:
		return 4*int64(len(v)) + 3
	case Int:
		return intBits(v)/3 + 2
	case Tuple:
		return seqRepr(v, path, visits)
	case *List:
		for _, p := range path {
			if p == v {
				return 5 // [...]
			}
		}
		return seqRepr(v.elems, append(path, v), visits)
	case *Dict:
		for _, p := range path {
			if p == v {
				return 5 // {...}
			}
		}
		path = append(path, v)
		n := int64(2)
		for _, kv := range v.Items() {
			n = add(n, add(reprAlloc(kv[0], path, visits), reprAlloc(kv[1], path, visits)+4))
		}
		return n
	case *Set:
		n := int64(5)
		iter := v.Iterate()
		defer iter.Done()
		var x Value
		for iter.Next(&x) {
			n = add(n, reprAlloc(x, path, visits)+2)
		}
		return n
	}
	return 32
}

func seqRepr(elems []Value, path []Value, visits *int) int64 {
	n := int64(2)
	for _, x := range elems {
		n = add(n, reprAlloc(x, path, visits)+2)
		if n >= 1<<62 {
			break
		}
	}
	return n
}

// listGrowth returns the bytes appending k values to elems allocates.
func listGrowth(elems []Value, k int64) int64 {
	if k <= 0 || int64(len(elems))+k <= int64(cap(elems)) {
		return 0
	}
	return mul(2*(int64(len(elems))+k), valueBytes)
}

// builtinAlloc returns the bytes a call of the built-in b allocates, at
// least, when they are many; it is 0 when it does not know.
func builtinAlloc(b *Builtin, args Tuple, kwargs []Tuple) int64 {
	recv := b.Receiver()
	arg := func(i int) Value {
		if i < len(args) {
			return args[i]
		}
		return nil
	}
	length := func(v Value) int64 {
		if v == nil {
			return 0
		}
		if n := Len(v); n > 0 {
			return int64(n)
		}
		return 0
	}
	switch recv := recv.(type) {
	case nil:
		switch b.Name() {
		case "str", "repr":
			if v := arg(0); v != nil {
				if _, ok := v.(String); !ok || b.Name() == "repr" {
					return ReprAlloc(v)
				}
			}
		case "list", "tuple", "sorted", "reversed":
			return add(mul(length(arg(0)), valueBytes), headBytes)
		case "enumerate", "zip":
			n := int64(0)
			for _, a := range args {
				if l := length(a); b.Name() == "enumerate" || n == 0 || l < n {
					n = l
				}
				if b.Name() == "enumerate" {
					break
				}
			}
			return mul(n, valueBytes*4+headBytes)
		case "dict", "set":
			n := length(arg(0))
			return mul(add(n, int64(len(kwargs))), entryBytes)
		case "bytes":
			return length(arg(0))
		}
	case String:
		s := string(recv)
		switch b.Name() {
		case "join":
			n := int64(0)
			if v := arg(0); v != nil {
				if it := Iterate(v); it != nil {
					var x Value
					k := int64(0)
					for it.Next(&x) {
						if xs, ok := x.(String); ok {
							n = add(n, int64(len(xs)))
						}
						k++
					}
					it.Done()
					n = add(n, mul(k, int64(len(s))))
				}
			}
			return n
		case "split", "rsplit", "splitlines":
			var k int64
			if sep, ok := arg(0).(String); ok && sep != "" && b.Name() != "splitlines" {
				k = int64(strings.Count(s, string(sep))) + 1
			} else if b.Name() == "splitlines" {
				k = int64(strings.Count(s, "\n")) + 1
			} else {
				k = fieldsCount(s)
			}
			return add(mul(k, valueBytes*2), headBytes)
		case "replace":
			old, _ := arg(0).(String)
			new, _ := arg(1).(String)
			if len(new) > len(old) {
				k := int64(len(s) + 1)
				if old != "" {
					k = int64(strings.Count(s, string(old)))
				}
				return add(int64(len(s)), mul(k, int64(len(new)-len(old))))
			}
			return int64(len(s))
		case "upper", "lower", "title", "capitalize", "swapcase", "strip", "lstrip", "rstrip":
			return int64(len(s))
		case "elems", "codepoints", "elem_ords", "codepoint_ords":
			return 0 // iterables
		case "format":
			n := int64(len(s))
			for _, a := range args {
				n = add(n, ReprAlloc(a))
			}
			for _, kv := range kwargs {
				n = add(n, ReprAlloc(kv[1]))
			}
			return n
		}
	case *List:
		switch b.Name() {
		case "append", "insert":
			return listGrowth(recv.elems, 1)
		case "extend":
			return listGrowth(recv.elems, length(arg(0)))
		}
	case *Dict:
		switch b.Name() {
		case "update":
			return mul(add(length(arg(0)), int64(len(kwargs))), entryBytes)
		case "setdefault":
			return entryBytes
		case "keys", "values":
			return add(mul(int64(recv.Len()), valueBytes), headBytes)
		case "items":
			return add(mul(int64(recv.Len()), valueBytes+headBytes+2*valueBytes), headBytes)
		}
	case *Set:
		switch b.Name() {
		case "add":
			return entryBytes
		case "update", "union", "symmetric_difference":
			n := int64(0)
			for _, a := range args {
				n = add(n, length(a))
			}
			return mul(add(n, int64(recv.Len())), entryBytes)
		}
	}
	return 0
}

// checkBuiltin returns the error of a call of b's allocation: int() of a
// string of more digits than MaxIntBits allows, or the budget's refusal
// of builtinAlloc's bytes.
func (thread *Thread) checkBuiltin(b *Builtin, args Tuple, kwargs []Tuple) error {
	if b.Name() == "int" && b.Receiver() == nil && len(args) > 0 {
		if s, ok := args[0].(String); ok && len(s) > MaxIntBits/3+2 {
			return fmt.Errorf("int: a string of %d characters is longer than an integer may be (%d bits)", len(s), MaxIntBits)
		}
	}
	return thread.CheckAlloc(builtinAlloc(b, args, kwargs))
}

// fieldsCount returns how many fields strings.Fields finds in s.
func fieldsCount(s string) int64 {
	n, in := int64(0), false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		sp := r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r' || r == 0x85 || r == 0xA0 || (r > 0xff && unicode.IsSpace(r))
		if !sp && !in {
			n++
		}
		in = !sp
		i += size
	}
	return n + 1
}

// ListGrowth returns the bytes appending k values to l allocates.
func ListGrowth(l *List, k int) int64 { return listGrowth(l.elems, int64(k)) }

// WithCause makes e unwrap to cause, for an EvalError made outside the
// interpreter (stonegame: its compiled functions).
func (e *EvalError) WithCause(cause error) *EvalError {
	e.cause = cause
	return e
}

// SliceAlloc returns the bytes a slice of x allocates at most: a list's
// slice is a copy, and so is a string's, a tuple's or bytes' with a step
// (step is None or nil without one).
func SliceAlloc(x, step Value) int64 {
	stepped := step != nil && step != None
	switch x := x.(type) {
	case *List:
		return seqBytes(x, 1)
	case String, Bytes, Tuple:
		if stepped {
			return seqBytes(x, 1)
		}
	}
	return 0
}
