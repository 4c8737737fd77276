//go:build (linux || darwin || dragonfly || freebsd || netbsd || solaris) && (amd64 || arm64 || mips64x || ppc64 || ppc64le || loong64 || s390x)

package starlark

// This file defines an optimized Int implementation for 64-bit machines
// running POSIX. It reserves a 4GB portion of the address space using
// mmap and represents int32 values as addresses within that range. This
// disambiguates int32 values from *big.Int pointers, letting all Int
// values be represented as an unsafe.Pointer, so that Int-to-Value
// interface conversion need not allocate.

// Although iOS (which, like macOS, appears as darwin/arm64) is
// POSIX-compliant, it limits each process to about 700MB of virtual
// address space, which defeats the optimization.  Similarly,
// OpenBSD's default ulimit for virtual memory is a measly GB or so.
// On both those platforms the attempted optimization will fail and
// fall back to the slow implementation.

// An alternative approach to this optimization would be to embed the
// int32 values in pointers using odd values, which can be distinguished
// from (even) *big.Int pointers. However, the Go runtime does not allow
// user programs to manufacture pointers to arbitrary locations such as
// within the zero page, or non-span, non-mmap, non-stack locations,
// and it may panic if it encounters them; see Issue #382.

import (
	"math/big"
	"unsafe"

	"golang.org/x/sys/unix"
)

// intImpl represents a union of (int32, *big.Int) in a single pointer,
// so that Int-to-Value conversions need not allocate.
//
// The pointer is either a *big.Int, if the value is big, or a pointer into a
// reserved portion of the address space (smallints), if the value is small
// and the address space allocation succeeded.
//
// See int_generic.go for the basic representation concepts.
type intImpl unsafe.Pointer

// get returns the (small, big) arms of the union.
func (i Int) get() (int64, *big.Int) {
	if smallints == 0 {
		// optimization disabled
		if x := (*big.Int)(i.impl); isSmall(x) {
			return x.Int64(), nil
		} else {
			return 0, x
		}
	}

	if ptr := uintptr(i.impl); ptr >= smallints && ptr < smallints+smallSpan {
		return smallMin + int64(ptr-smallints), nil
	}
	// stonegame: an int32 outside the reserved span is a *big.Int.
	x := (*big.Int)(i.impl)
	if x == nil {
		return 0, nil // the zero Int
	}
	if isSmall(x) {
		return x.Int64(), nil
	}
	return 0, (*big.Int)(i.impl)
}

// SmallInt returns i's value and true when i is held without a
// *big.Int (here: in [-2^23, 2^23)), else 0 and false, for the caller to
// ask Int64. stonegame: unlike Int64 it is inlined, for the rules
// engine's keys of states.
func (i Int) SmallInt() (int64, bool) {
	if d := uintptr(i.impl) - smallints; d < smallSpan && smallints != 0 {
		return smallMin + int64(d), true
	}
	return 0, false
}

// Precondition: math.MinInt32 <= x && x <= math.MaxInt32
func makeSmallInt(x int64) Int {
	if smallints == 0 {
		// optimization disabled
		return Int{intImpl(big.NewInt(x))}
	}

	if x < smallMin || x >= smallMin+smallSpan {
		return Int{intImpl(big.NewInt(x))} // stonegame: outside the reserved span
	}
	return Int{intImpl(uintptr(x-smallMin) + smallints)}
}

// Precondition: x cannot be represented as int32.
func makeBigInt(x *big.Int) Int { return Int{intImpl(x)} }

// smallints is the base address of a 2^32 byte memory region.
// Pointers to addresses in this region represent int32 values.
// We assume smallints is not at the very top of the address space.
//
// Zero means the optimization is disabled and all Ints allocate a big.Int.
//
// stonegame: the span reserved is 16 MiB of address space (ints in
// [-2^23, 2^23)), not 4 GiB (all of int32): a process under `ulimit -v`
// must not lose 4 GiB to it. An int32 outside the span is a *big.Int.
var smallints = reserveAddresses(smallSpan)

const (
	smallSpan = 1 << 24
	smallMin  = -smallSpan / 2
)

func reserveAddresses(len int) uintptr {
	b, err := unix.Mmap(-1, 0, len, unix.PROT_READ, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return 0 // optimization disabled (stonegame: silently)
	}
	return uintptr(unsafe.Pointer(&b[0]))
}
